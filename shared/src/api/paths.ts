/** API paths used by more than one part (docs/spec.md §7, docs/architecture.md §5). */
export const apiPaths = {
  profile: '/api/v1/user/profile',
  adminAccount: '/api/v1/admin/me',
  logout: '/api/logout',
  log: '/api/log',
  cart: '/api/v1/cart/index',
  remotes: '/api/v1/remotes',
  /** GET lists, POST creates (docs/spec.md §7). */
  addresses: '/api/v1/user/address',
  /** POST updates (re-save with is_default 1 to make it the default), DELETE removes. */
  address: (id: number) => `/api/v1/user/address/${id}`,
  addressSuggest: '/api/v1/address/suggest',
  orders: '/api/v1/orders',
  order: (id: number) => `/api/v1/orders/${id}`,
  orderSummary: (id: number) => `/api/v1/orders/${id}/summary`,
  orderCancel: (id: number) => `/api/v1/orders/${id}/cancel`,
  orderReschedule: (id: number) => `/api/v1/orders/${id}/reschedule`,
  /** What paying now costs (a lapsed delivery quote is renewed for the same address). */
  orderPayQuote: (id: number) => `/api/v1/orders/${id}/pay/quote`,
  /** Pay now: opens a payment for the unpaid order → { payment_url }. */
  orderPay: (id: number) => `/api/v1/orders/${id}/pay`,
  pointsTotal: '/api/v1/user/points/total',
  pointsTransactions: '/api/v1/user/points/transactions',
  profilePicture: '/api/v1/profile_picture',
  password: '/api/v1/user/password',
  /** The shell loaded a remote: counted per version by the release registry. */
  remotesLoaded: '/api/v1/remotes/loaded',
} as const;

/** The body of `POST /api/log` (docs/spec.md §7), with the remote's name and version for load failures. */
export interface LogEntry {
  statusCode: number;
  message: string;
  date: string;
  userId: number | null;
  remote?: string;
  remoteVersion?: string;
  url?: string;
}
