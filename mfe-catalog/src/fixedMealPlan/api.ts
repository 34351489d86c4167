import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { FixedMealPlan } from '@mealprep/shared/catalogue/contracts';

/** The fixed meal plan of the week (docs/spec.md §7); a failure is shown with a retry. */
export const fixedMealPlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fixedMealPlan: build.query<FixedMealPlan, void>({
      query: () => ({ url: apiPaths.fixedMealPlan, options: { showError: false } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useFixedMealPlanQuery } = fixedMealPlanApi;
