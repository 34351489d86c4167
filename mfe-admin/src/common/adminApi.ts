/** The API's admin endpoints (api/src/routes/admin, api/src/routes/releases): only this remote calls them. */
export const adminApi = {
  login: '/api/v1/admin/login',
  logs: '/api/v1/admin/logs',
  log: (id: string | number) => `/api/v1/admin/logs/${id}`,
  customers: '/api/v1/admin/customers',
  customerPoints: (id: string | number) => `/api/v1/admin/customers/${id}/points`,
  vouchers: '/api/v1/admin/vouchers',
  voucher: (id: string | number) => `/api/v1/admin/vouchers/${id}`,
  voucherUses: (id: string | number) => `/api/v1/admin/vouchers/${id}/uses`,
  releases: '/api/v1/admin/releases',
  releaseHistory: (remote: string) => `/api/v1/admin/releases/${remote}/history`,
  releaseAction: (remote: string, action: 'pin' | 'rollback' | 'canary' | 'promote') =>
    `/api/v1/admin/releases/${remote}/${action}`,
} as const;

/** The version of this build of the admin remote, shown in its pages (and proven by the release drill). */
export const ADMIN_BUILD_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
