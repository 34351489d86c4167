import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminAccount, Profile } from '@mealprep/shared/plan/contracts';

/**
 * Who is signed in (docs/spec.md §4). The shell reads these once per page load and keeps the
 * answer in the auth slice, which every part reads; an expired session is not an error to toast.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionProfile: build.query<Profile, void>({
      query: () => ({ url: apiPaths.profile, options: { showError: false } }),
    }),
    sessionAdmin: build.query<AdminAccount, void>({
      query: () => ({ url: apiPaths.adminAccount, options: { showError: false } }),
    }),
    endSession: build.mutation<unknown, void>({
      query: () => ({ url: apiPaths.logout, options: { showError: false } }),
    }),
  }),
});
