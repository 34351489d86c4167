import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Profile } from '@mealprep/shared/domain';

type Values = Record<string, string>;

/**
 * Sign-up, sign-in and the password reset. Each form shows a refusal on its fields itself
 * (`showError: false`); on sign-in the shell stores the profile (the page emits `auth.signedIn`).
 */
const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<Profile, Values>({
      query: (body) => ({
        url: apiPaths.authRegister,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    login: build.mutation<Profile, Values>({
      query: (body) => ({
        url: apiPaths.authLogin,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    forgotPassword: build.mutation<unknown, Values>({
      query: (body) => ({
        url: apiPaths.authForgotPassword,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    resetPassword: build.mutation<unknown, Values>({
      query: (body) => ({
        url: apiPaths.authResetPassword,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
