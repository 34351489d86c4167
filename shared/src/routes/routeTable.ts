/**
 * The central route table: every path the site has, written once (docs/conventions.md "a central route
 * table"). The shell mounts each route with its layout and guards; the owning remote renders it.
 */
import type { StaffPermission } from '../staff/staff';

export type RemoteName = 'catalog' | 'questionnaire' | 'account' | 'checkout' | 'admin';

export const REMOTE_NAMES: readonly RemoteName[] = [
  'catalog',
  'questionnaire',
  'account',
  'checkout',
  'admin',
];

/** Route guards of docs/spec.md §6, composed in this order by the shell. */
export type GuardName = 'auth' | 'guest' | 'admin' | 'allAnswered' | 'checkout' | 'clientOnly';

/** Page frames: main site, guest-only auth screens, the customer dashboard, admin. */
export type LayoutName = 'main' | 'guest' | 'dashboard' | 'admin';

export interface RouteDefinition {
  readonly path: string;
  readonly remote: RemoteName;
  readonly layout: LayoutName;
  readonly guards: readonly GuardName[];
  /** A route name other parts refer to (docs/spec.md §2 names the loading route). */
  readonly name?: string;
  /**
   * Where the auth guard sends a guest: the sign-up tab for pages a new visitor starts with
   * (the questionnaires), the log-in tab otherwise.
   */
  readonly guestLandsOn?: 'register';
  /**
   * The auth guard lets a guest in instead (docs/spec.md §2.4): the page is rendered in the
   * browser only, where what the guest enters is kept, and asks for an account itself when it
   * needs one. The essentials: a guest answers them first and signs up to see the plan.
   */
  readonly guestAccess?: 'clientOnly';
  /**
   * A staff page (behind the `admin` guard): the permission it needs (docs/architecture.md §9.8).
   * The guard tells a member of staff without it that they have no access, and the admin menu
   * shows only the pages the account's `permissions` open.
   */
  readonly permission?: StaffPermission;
}

export const routeTable = {
  home: { path: '/', remote: 'catalog', layout: 'main', guards: [] },
  aboutUs: { path: '/about-us', remote: 'catalog', layout: 'main', guards: [] },
  foodMenu: { path: '/food-menu', remote: 'catalog', layout: 'main', guards: [] },
  // `:id` is the dish's slug (`/food-menu/beef-rendang-with-white-rice`). Every route's parameter
  // has the one name, so a styled AppLink (LinkButton) keeps one `params` type for all routes.
  dish: { path: '/food-menu/:id', remote: 'catalog', layout: 'main', guards: [] },
  fixedMealPlan: { path: '/fixed-meal-plan', remote: 'catalog', layout: 'main', guards: [] },
  mealBundles: { path: '/meal-bundles', remote: 'catalog', layout: 'main', guards: [] },
  terms: { path: '/terms-and-conditions', remote: 'catalog', layout: 'main', guards: [] },
  accessibility: { path: '/accessibility', remote: 'catalog', layout: 'main', guards: [] },
  catalogHealth: { path: '/test', remote: 'catalog', layout: 'main', guards: [] },

  login: { path: '/auth/login', remote: 'account', layout: 'guest', guards: ['guest'] },
  register: { path: '/auth/register', remote: 'account', layout: 'guest', guards: ['guest'] },
  forgotPassword: {
    path: '/auth/forgot-password',
    remote: 'account',
    layout: 'guest',
    guards: ['guest'],
  },
  resetPassword: {
    path: '/auth/reset-password',
    remote: 'account',
    layout: 'guest',
    guards: ['guest'],
  },
  // The link of a verification mail: opened signed in or not (docs/accounts.md).
  verifyEmail: { path: '/auth/verify-email', remote: 'account', layout: 'guest', guards: [] },
  dashboard: { path: '/account', remote: 'account', layout: 'dashboard', guards: ['auth'] },
  addresses: { path: '/account/address', remote: 'account', layout: 'dashboard', guards: ['auth'] },
  orders: { path: '/account/my-order', remote: 'account', layout: 'dashboard', guards: ['auth'] },
  order: {
    path: '/account/my-order/:id',
    remote: 'account',
    layout: 'dashboard',
    guards: ['auth'],
  },
  orderSummary: {
    path: '/account/my-order/:id/summary',
    remote: 'account',
    layout: 'dashboard',
    guards: ['auth'],
  },
  points: { path: '/account/points', remote: 'account', layout: 'dashboard', guards: ['auth'] },
  preferences: {
    path: '/account/preferences',
    remote: 'account',
    layout: 'dashboard',
    guards: ['auth'],
  },
  profile: { path: '/account/profile', remote: 'account', layout: 'dashboard', guards: ['auth'] },
  subscription: {
    path: '/account/subscription',
    remote: 'account',
    layout: 'dashboard',
    guards: ['auth'],
  },
  /** A personalised subscription week's own plan, reviewed and edited before its order. */
  weekPlan: {
    path: '/account/subscription/plan/:id',
    remote: 'questionnaire',
    layout: 'dashboard',
    guards: ['auth'],
  },

  essentials: {
    path: '/account/user-preferences/essentials',
    remote: 'questionnaire',
    layout: 'main',
    guards: ['auth'],
    guestAccess: 'clientOnly',
  },
  mealQuestionnaire: {
    path: '/account/user-preferences/meal',
    remote: 'questionnaire',
    layout: 'main',
    guards: ['auth', 'clientOnly'],
    guestLandsOn: 'register',
  },
  preferencesSummary: {
    path: '/account/user-preferences/summary',
    remote: 'questionnaire',
    layout: 'main',
    guards: ['auth', 'allAnswered', 'clientOnly'],
  },
  editSummary: {
    path: '/account/user-preferences/edit-summary',
    remote: 'questionnaire',
    layout: 'main',
    guards: ['auth', 'allAnswered'],
  },
  planLoading: {
    path: '/account/user-preferences/loading',
    remote: 'questionnaire',
    layout: 'main',
    guards: ['auth', 'allAnswered'],
    name: 'account-user-preferences-loading',
  },

  cart: { path: '/cart', remote: 'checkout', layout: 'main', guards: ['auth'] },
  checkout: {
    path: '/checkout',
    remote: 'checkout',
    layout: 'main',
    guards: ['auth', 'checkout'],
  },
  subscribe: {
    path: '/checkout/subscribe',
    remote: 'checkout',
    layout: 'main',
    guards: ['auth', 'checkout'],
  },
  paymentSuccess: {
    path: '/payment/:id/success',
    remote: 'checkout',
    layout: 'main',
    guards: [],
  },
  paymentFailed: { path: '/payment/:id/failed', remote: 'checkout', layout: 'main', guards: [] },

  adminLogin: { path: '/admin/login', remote: 'admin', layout: 'admin', guards: [] },
  adminOrders: {
    path: '/admin/orders',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'orders.read',
  },
  adminProduction: {
    path: '/admin/production',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'orders.read',
  },
  adminPacking: {
    path: '/admin/packing',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'orders.read',
  },
  adminDispatch: {
    path: '/admin/dispatch',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'courier.dispatch',
  },
  adminMenu: {
    path: '/admin/menu',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'menu.availability',
  },
  /** One dish, or `/admin/menu/new` for a new one (the same form, empty). */
  adminMenuDish: {
    path: '/admin/menu/:id',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'menu.availability',
  },
  adminLogs: {
    path: '/admin/logs',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'logs',
  },
  adminLog: {
    path: '/admin/logs/:id',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'logs',
  },
  adminOutbox: {
    path: '/admin/outbox',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'outbox.read',
  },
  adminOutboxMail: {
    path: '/admin/outbox/:id',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'outbox.read',
  },
  adminCustomers: {
    path: '/admin/customers',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'customers.points',
  },
  adminCustomer: {
    path: '/admin/customers/:id',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'customers.points',
  },
  adminVouchers: {
    path: '/admin/vouchers',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'vouchers',
  },
  adminVoucher: {
    path: '/admin/vouchers/:id',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'vouchers',
  },
  adminReleases: {
    path: '/admin/releases',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'releases',
  },
  adminStaff: {
    path: '/admin/staff',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'staff.manage',
  },
  adminAudit: {
    path: '/admin/audit',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'audit.read',
  },
  adminRefunds: {
    path: '/admin/refunds',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'refunds',
  },
  adminProblems: {
    path: '/admin/problems',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'problems',
  },
  adminSubscriptions: {
    path: '/admin/subscriptions',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'subscriptions.read',
  },
  adminSubscriptionForecast: {
    path: '/admin/subscriptions/forecast',
    remote: 'admin',
    layout: 'admin',
    guards: ['admin'],
    permission: 'subscriptions.read',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteTable = typeof routeTable;
export type RouteId = keyof RouteTable;

/** The ids of the routes one remote owns, e.g. `RouteIdOf<'catalog'>` is `'home' | 'aboutUs' | ...`. */
export type RouteIdOf<R extends RemoteName> = {
  [K in RouteId]: RouteTable[K]['remote'] extends R ? K : never;
}[RouteId];

export const routeIds = Object.keys(routeTable) as RouteId[];

export function routesOfRemote<R extends RemoteName>(remote: R): RouteIdOf<R>[] {
  return routeIds.filter((id) => routeTable[id].remote === remote) as RouteIdOf<R>[];
}

/**
 * The route a path (without language prefix) belongs to, e.g. `/account/my-order/12` → `order`.
 * The server uses it to preload only the landing page's remote.
 */
export function matchRoute(pathname: string): RouteId | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [id, pattern] of routePatterns) {
    if (pattern.test(clean)) return id;
  }
  return null;
}

/** Each route's path as a pattern, made once (the server matches one or more per page request). */
const routePatterns = routeIds.map(
  (id) => [id, new RegExp(`^${routeTable[id].path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`)] as const,
);

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a route needs: `RouteParams<'order'>` is `{ id: string | number }`. */
export type RouteParams<Id extends RouteId> = [ParamNames<RouteTable[Id]['path']>] extends [never]
  ? Record<string, never>
  : { [K in ParamNames<RouteTable[Id]['path']>]: string | number };

type HrefArgs<Id extends RouteId> = [ParamNames<RouteTable[Id]['path']>] extends [never]
  ? [params?: RouteParams<Id>]
  : [params: RouteParams<Id>];

/** Typed path builder: `href('order', { id: 12 })` → `/account/my-order/12` (no locale prefix). */
export function href<Id extends RouteId>(id: Id, ...args: HrefArgs<Id>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return routeTable[id].path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${id}): missing param ${name}`);
    return encodeURIComponent(String(value));
  });
}
