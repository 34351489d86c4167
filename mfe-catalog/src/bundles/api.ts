import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Bundle } from '@mealprep/shared/catalogue/contracts';

/** The meal bundles (docs/spec.md §7); a failure is shown on the page with a retry. */
export const bundlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bundles: build.query<Bundle[], void>({
      query: () => ({ url: apiPaths.bundles, options: { showError: false } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useBundlesQuery } = bundlesApi;
