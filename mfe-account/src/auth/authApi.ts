/** The API's auth endpoints (api/src/routes/auth): only this remote calls them. */
export const authApi = {
  register: '/api/v1/auth/register',
  login: '/api/v1/auth/login',
  forgotPassword: '/api/v1/auth/forgot-password',
  resetPassword: '/api/v1/auth/reset-password',
} as const;
