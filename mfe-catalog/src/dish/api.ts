import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { DishDetails } from '@mealprep/shared/catalogue/contracts';

/**
 * One dish for its page (`GET /api/v1/dishes/:slug`). The page says itself when the dish is not
 * found or could not be loaded, so the client raises no toast.
 */
export const dishApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dish: build.query<DishDetails, string>({
      query: (slug) => ({ url: apiPaths.dish(slug), options: { showError: false } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useDishQuery } = dishApi;
