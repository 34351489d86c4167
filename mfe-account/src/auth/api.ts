import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Profile } from '@mealprep/shared/plan/contracts';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@mealprep/shared/validation';

/**
 * Sign-up, sign-in, the password reset and the e-mail verification link. Each form shows a refusal on its fields itself
 * (`showError: false`); on sign-in the shell stores the profile (the page emits `auth.signedIn`).
 */
const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<Profile, RegisterRequest>({
      query: (body) => ({
        url: apiPaths.authRegister,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    login: build.mutation<Profile, LoginRequest>({
      query: (body) => ({
        url: apiPaths.authLogin,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    forgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({
        url: apiPaths.authForgotPassword,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({
        url: apiPaths.authResetPassword,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    /** The link of a verification mail (docs/accounts.md); the page shows a refusal itself. */
    verifyEmail: build.mutation<{ message: string }, VerifyEmailRequest>({
      query: (body) => ({
        url: apiPaths.authVerifyEmail,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    /** The signed-in customer's profile as it is now (after a verification, for the session). */
    currentProfile: build.query<Profile, void>({
      query: () => ({ url: apiPaths.profile, options: { showError: false } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useLazyCurrentProfileQuery,
} = authApi;
