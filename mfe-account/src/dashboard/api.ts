import { apiPaths, baseApi } from '@mealprep/shared/api';

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The planner's current plan (docs/architecture.md §5): `null` while the customer has none. */
    currentPlanId: build.query<{ id: number } | null, void>({
      query: () => ({ url: apiPaths.currentPlan, options: { showError: false } }),
      providesTags: ['Plan'],
    }),
  }),
});

export const { useCurrentPlanIdQuery } = dashboardApi;
