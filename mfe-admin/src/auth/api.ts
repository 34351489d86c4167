import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminAccount } from '@mealprep/shared/plan/contracts';
import type { LoginRequest } from '@mealprep/shared/validation';

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The form shows a refusal itself (the same generic one for a customer's account). */
    adminLogin: build.mutation<AdminAccount, LoginRequest>({
      query: (body) => ({
        url: apiPaths.adminLogin,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
  }),
});

export const { useAdminLoginMutation } = authApi;
