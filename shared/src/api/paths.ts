import type { LogEntryRequest } from '../validation/logEntry';
/** API paths used by more than one part (docs/spec.md §7, docs/architecture.md §5). */
export const apiPaths = {
  profile: '/api/v1/user/profile',
  adminAccount: '/api/v1/admin/me',
  logout: '/api/logout',
  log: '/api/log',
  cart: '/api/v1/cart/index',
  /** POST adds a product (or raises its quantity); every cart call answers the whole cart. */
  cartStore: '/api/v1/cart/store',
  /** POST sets a line's quantity: { cart_id, quantity }. */
  cartUpdate: '/api/v1/cart/update',
  /** DELETE removes a line. */
  cartItem: (id: number) => `/api/v1/cart/${id}`,
  remotes: '/api/v1/remotes',
  /** POST (navigator.sendBeacon): one page view's Web Vitals and errors per remote version. */
  rum: '/api/v1/rum',
  /** GET lists, POST creates (docs/spec.md §7). */
  addresses: '/api/v1/user/address',
  /** POST updates (re-save with is_default 1 to make it the default), DELETE removes. */
  address: (id: number) => `/api/v1/user/address/${id}`,
  addressSuggest: '/api/v1/address/suggest',
  /** GET ?q=: whether a postcode or town is in the delivery area, and the fee's range there. */
  deliveryArea: '/api/v1/delivery_area',
  /** POST: the price summary, courier quote and bookable dates for the customer's choices. */
  checkoutQuote: '/api/v1/checkout/quote',
  /** POST places the order (with an Idempotency-Key) → { payment_url }. */
  checkout: '/api/v1/checkout',
  voucherApply: '/api/v1/voucher/apply',
  payment: (id: number) => `/api/v1/payments/${id}`,
  /** GET the menu: tab, line, exclude_allergens, q, page, per_page → { data, meta }. */
  menu: '/api/v1/menu',
  /** GET one dish for its page (`/food-menu/<slug>`): the menu's fields, ingredients, reheating, storage. */
  dish: (slug: string) => `/api/v1/dishes/${encodeURIComponent(slug)}`,
  bundles: '/api/v1/bundles',
  fixedMealPlan: '/api/v1/fixed_meal_plan',
  /** GET the kitchen's halal certificate, or null. */
  halalCertificate: '/api/v1/halal_certificate',
  /** The server-built sections of Home or About. */
  pageSections: (page: 'home' | 'about') => `/api/v1/page_management/${page}`,
  orders: '/api/v1/orders',
  order: (id: number) => `/api/v1/orders/${id}`,
  orderSummary: (id: number) => `/api/v1/orders/${id}/summary`,
  orderCancel: (id: number) => `/api/v1/orders/${id}/cancel`,
  orderReschedule: (id: number) => `/api/v1/orders/${id}/reschedule`,
  /** What paying now costs (a lapsed delivery quote is renewed for the same address). */
  orderPayQuote: (id: number) => `/api/v1/orders/${id}/pay/quote`,
  /** Pay now: opens a payment for the unpaid order → { payment_url }. */
  orderPay: (id: number) => `/api/v1/orders/${id}/pay`,
  /** The order's problem reports and whether one can be made; POST (multipart) reports one. */
  orderProblems: (id: number) => `/api/v1/orders/${id}/problems`,
  pointsTotal: '/api/v1/user/points/total',
  pointsTransactions: '/api/v1/user/points/transactions',
  profilePicture: '/api/v1/profile_picture',
  password: '/api/v1/user/password',
  /** The account's sign-up, sign-in and password reset (api/src/routes/auth). */
  authRegister: '/api/v1/auth/register',
  authLogin: '/api/v1/auth/login',
  authForgotPassword: '/api/v1/auth/forgot-password',
  authResetPassword: '/api/v1/auth/reset-password',
  /** POST { token }: proves an address with the link of its mail (docs/accounts.md). */
  authVerifyEmail: '/api/v1/auth/verify-email',
  /** POST (signed in): mails the verification link again. */
  authResendVerification: '/api/v1/auth/verify-email/resend',
  /** The questionnaire's questions with the customer's answers (the account shows them too). */
  essentialsQuestions: '/api/v1/user_preferences/questions/essentials',
  mealQuestions: '/api/v1/user_preferences/questions/meal_prefences',
  /** GET / POST a questionnaire answered part-way (the step and answers), kept for another device. */
  essentialsDraft: '/api/v1/user_preferences/draft/essentials',
  mealDraft: '/api/v1/user_preferences/draft/meal_prefences',
  /** The customer's current personalised plan (null when none was generated). */
  currentPlan: '/api/v1/user_personalized_meal/plan',
  /** POST queues a new plan (with { plan_id }: regenerates that one) → { id, status }. */
  planGenerate: '/api/v1/user_personalized_meal/generate',
  /** GET one plan, POST edits it ({ action, day, meal }), DELETE removes it. */
  plan: (id: number) => `/api/v1/user_personalized_meal/${id}`,
  /** POST accepts one of the plan's suggestions ({ suggestion_id }): answers change, plan regenerates. */
  planSuggestion: (id: number) => `/api/v1/user_personalized_meal/${id}/suggestion`,
  /** The admin area (api/src/routes/admin*, api/src/routes/releases). */
  adminLogin: '/api/v1/admin/login',
  adminLogs: '/api/v1/admin/logs',
  adminLog: (id: string | number) => `/api/v1/admin/logs/${id}`,
  adminOutbox: '/api/v1/admin/outbox',
  adminOutboxMail: (id: string | number) => `/api/v1/admin/outbox/${id}`,
  adminCustomers: '/api/v1/admin/customers',
  adminCustomerPoints: (id: string | number) => `/api/v1/admin/customers/${id}/points`,
  adminVouchers: '/api/v1/admin/vouchers',
  adminVoucher: (id: string | number) => `/api/v1/admin/vouchers/${id}`,
  adminVoucherUses: (id: string | number) => `/api/v1/admin/vouchers/${id}/uses`,
  adminReleases: '/api/v1/admin/releases',
  /** The back of house (api/src/routes/fulfilment, api/src/routes/staff; docs/architecture.md §9.8). */
  adminOrders: '/api/v1/admin/orders',
  adminOrderStatus: (id: number) => `/api/v1/admin/orders/${id}/status`,
  adminProduction: '/api/v1/admin/production',
  /** The same sheet as a CSV download (`?date=`), for a spreadsheet. */
  adminProductionCsv: '/api/v1/admin/production.csv',
  /** The same sheet as an A4 PDF (`?date=`). */
  adminProductionPdf: '/api/v1/admin/production.pdf',
  /** Labels and packing (api/src/routes/packing, docs/kitchen.md). */
  adminLabels: '/api/v1/admin/labels.pdf',
  adminOrderLabels: (id: number) => `/api/v1/admin/orders/${id}/labels.pdf`,
  adminPacking: '/api/v1/admin/packing',
  adminPackingScan: '/api/v1/admin/packing/scan',
  adminOrderPacks: (id: number) => `/api/v1/admin/orders/${id}/packs`,
  /** Courier dispatch (api/src/routes/courier; docs/courier.md). */
  adminDispatch: '/api/v1/admin/dispatch',
  adminDispatchAction: (id: number, action: 'book' | 'cancel' | 'rebook') =>
    `/api/v1/admin/dispatch/${id}/${action}`,
  adminStaff: '/api/v1/admin/staff',
  adminStaffMember: (id: number) => `/api/v1/admin/staff/${id}`,
  adminAudit: '/api/v1/admin/audit',
  /** Menu management (api/src/routes/menu, docs/menu.md). */
  adminMenu: '/api/v1/admin/menu',
  adminMenuDish: (id: number) => `/api/v1/admin/menu/${id}`,
  adminMenuPhoto: (id: number) => `/api/v1/admin/menu/${id}/photo`,
  adminMenuAvailability: (id: number) => `/api/v1/admin/menu/${id}/availability`,
  /** Money to give back, and recording one refunded (docs/architecture.md §9.4 "decided once"). */
  adminRefunds: '/api/v1/admin/refunds',
  adminRefundRefunded: (id: number) => `/api/v1/admin/refunds/${id}/refunded`,
  /** Support's queue of problems reported after delivery (docs/support.md). */
  adminProblems: '/api/v1/admin/problems',
  adminProblemAnswer: (id: number) => `/api/v1/admin/problems/${id}/answer`,
  adminProblemResolve: (id: number) => `/api/v1/admin/problems/${id}/resolve`,
  adminProblemRefunded: (id: number) => `/api/v1/admin/problems/${id}/refunded`,
  /** GET the customer's subscription ({ data: null } when none); POST subscribes (Idempotency-Key); PATCH changes it. */
  subscription: '/api/v1/subscription',
  /** POST: the weekly price and first week of subscribing with these choices. */
  subscriptionQuote: '/api/v1/subscription/quote',
  /** POST with { until: yyyy-MM-dd | null }. */
  subscriptionPause: '/api/v1/subscription/pause',
  subscriptionResume: '/api/v1/subscription/resume',
  subscriptionCancel: '/api/v1/subscription/cancel',
  subscriptionWeekSkip: (date: string) => `/api/v1/subscription/weeks/${date}/skip`,
  subscriptionWeekUnskip: (date: string) => `/api/v1/subscription/weeks/${date}/unskip`,
  /** GET the saved methods; POST starts saving one (→ { url } to authenticate once). */
  paymentMethods: '/api/v1/payment-methods',
  /** DELETE removes a saved method (renewals fall back to pay links). */
  paymentMethod: (id: number) => `/api/v1/payment-methods/${id}`,
  /** Staff: every subscription, ?status=&page=&per_page= */
  adminSubscriptions: '/api/v1/admin/subscriptions',
  /** Staff: ?from=yyyy-MM-dd&days=N, per cooking day, forecast beside paid. */
  adminSubscriptionForecast: '/api/v1/admin/subscriptions/forecast',
  /** Admin: POST { reason, until } pauses a customer's subscription, audited. */
  adminSubscriptionPause: (id: number) => `/api/v1/admin/subscriptions/${id}/pause`,
  adminReleaseHistory: (remote: string) => `/api/v1/admin/releases/${remote}/history`,
  /** GET the canary analysis and chart series of a remote (docs/architecture.md §3.1). */
  adminReleaseAnalysis: (remote: string) => `/api/v1/admin/releases/${remote}/analysis`,
  adminReleaseAction: (remote: string, action: 'pin' | 'rollback' | 'canary' | 'promote') =>
    `/api/v1/admin/releases/${remote}/${action}`,
  /** The shell loaded a remote: counted per version by the release registry. */
  remotesLoaded: '/api/v1/remotes/loaded',
} as const;

/** The body of `POST /api/log` (docs/spec.md §7), with the remote's name and version for load failures. */
export type LogEntry = LogEntryRequest;
