/**
 * A page request's address as the page cache and the renderer see it (docs/architecture.md §2.4):
 * its path and only the query parameters the page reads, in one normal form. A tracking tag
 * (`?utm_source=…`), a click id or any made-up parameter changes nothing a page shows, so
 * `/food-menu?x=1` is `/food-menu`: the kept page answers it, and a flood of new query strings
 * is not a flood of renders. The page is rendered for that address too, so its HTML never holds
 * a parameter it does not read and one visitor's stray parameter never reaches another's page.
 *
 * Each route a guest can open says what it reads, and the 404 page reads nothing; a route not
 * listed here keeps its whole query (it renders for a signed-in visitor, whose pages are never
 * kept, or it is new and says nothing yet — never wrong, only not shared).
 */
import {
  CART_ADD_PARAM,
  CART_OUTCOME_PARAM,
  cartAddValue,
  cartOutcomeOf,
  cartOutcomeValue,
  parseCartAdd,
} from '@mealprep/shared/cart';
import { menuSearchString, parseMenuSearch } from '@mealprep/shared/catalogue';
import { localeFromPathname, withLocalePrefix } from '@mealprep/shared/locale';
import type { RouteId } from '@mealprep/shared/route-table';
import { boundedMemo } from '../lib/boundedMemo';
import { landingRoute } from '../platform/shell';

/**
 * The parameters the auth screens keep (shared/src/routes: `RETURN_PARAM`, `SIGN_IN_REASON_PARAM`;
 * that module is the browser's, with React in it). pageAddress.test.ts holds them equal.
 */
export const AUTH_QUERY = { returnTo: 'redirect', reason: 'reason' } as const;

/** The query string (without `?`) a page reads, in its normal form: '' when none. */
type QueryReader = (params: URLSearchParams) => string;

const nothing: QueryReader = () => '';

/** Only `names`, in this order, each with every value it was given. */
const only =
  (...names: string[]): QueryReader =>
  (params) => {
    const kept = new URLSearchParams();
    for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
    return kept.toString();
  };

const authScreen = only(AUTH_QUERY.returnTo, AUTH_QUERY.reason);

/**
 * What a cart form posted from the page came back with (`?cart=added.12`, CART_FORMS in
 * shared/src/cart/cartForms.ts), when it is one: said to a signed-in customer, whose pages are
 * never kept.
 */
const cartOutcome: QueryReader = (params) => {
  const named = cartOutcomeOf(params);
  return named
    ? new URLSearchParams({
        [CART_OUTCOME_PARAM]: cartOutcomeValue(named.outcome, named.id),
      }).toString()
    : '';
};

/** A guest's dish to add once signed in (`?add=12.L.2`, CART_ADD_PARAM), when it is one. */
const cartAdd: QueryReader = (params) => {
  const dish = parseCartAdd(params.get(CART_ADD_PARAM));
  return dish ? new URLSearchParams({ [CART_ADD_PARAM]: cartAddValue(dish) }).toString() : '';
};

/** Both readers' parameters, the first's first. */
const and =
  (first: QueryReader, second: QueryReader): QueryReader =>
  (params) =>
    [first(params), second(params)].filter(Boolean).join('&');

/** What each page a guest can open reads from its query (its components' useSearchParams). */
const PAGE_QUERIES: Partial<Record<RouteId, QueryReader>> = {
  home: nothing,
  aboutUs: nothing,
  // The menu's address is its state (shared/src/catalogue/menuSearch.ts): tab, line, free from,
  // search and page, defaults left out.
  foodMenu: and((params) => menuSearchString(parseMenuSearch(params)).slice(1), cartOutcome),
  dish: cartOutcome,
  fixedMealPlan: nothing,
  mealBundles: cartOutcome,
  terms: nothing,
  accessibility: nothing,
  catalogHealth: nothing,
  // LoginPage reads `tab` (the welcome after sign-up) besides what every auth screen keeps.
  login: and(only(AUTH_QUERY.returnTo, AUTH_QUERY.reason, 'tab'), cartAdd),
  register: and(authScreen, cartAdd),
  forgotPassword: authScreen,
  resetPassword: only(AUTH_QUERY.returnTo, AUTH_QUERY.reason, 'token'),
  verifyEmail: only('token'),
  adminLogin: only(AUTH_QUERY.returnTo),
  paymentSuccess: nothing,
  paymentFailed: nothing,
};

/**
 * Routes whose own address (no query) is one page for every guest, a bounded set: these are the
 * pages visitors come back to, kept apart from searches, 404s and odd spellings of an address,
 * which anyone can make without end (pageCache.ts). The dish page only when it found its dish.
 */
const SHARED_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'home',
  'aboutUs',
  'foodMenu',
  'dish',
  'fixedMealPlan',
  'mealBundles',
  'terms',
  'accessibility',
  'login',
  'register',
  'forgotPassword',
  'adminLogin',
]);

export interface PageAddress {
  /** Path and the query the page reads: the address rendered and kept. */
  url: string;
  /** That query with its `?`, or ''. */
  search: string;
  /** A shared route's own address, spelled as the site writes it (pageCache.ts keeps it apart). */
  shared: boolean;
}

/**
 * `/food-menu?utm_source=x&tab=alacarte` → `/food-menu?tab=alacarte`. Worked out on every page
 * request, kept ones included, so remembered for the last 1,000 addresses asked for.
 */
export const pageAddress = boundedMemo(1000, addressOf);

function addressOf(url: string): PageAddress {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  const route = landingRoute(pathname);
  // The 404 page shows the path alone.
  const reader = route ? PAGE_QUERIES[route.id] : nothing;
  const read = reader ? reader(new URLSearchParams(query)) : query;
  const search = read ? `?${read}` : '';
  return {
    url: pathname + search,
    search,
    shared: route !== null && SHARED_ROUTES.has(route.id) && search === '' && isWritten(pathname),
  };
}

/** The address as the site's links write it: no trailing or doubled slash, the prefix as is. */
function isWritten(pathname: string): boolean {
  if (pathname === '/') return true;
  if (pathname.endsWith('/') || pathname.includes('//')) return false;
  const locale = localeFromPathname(pathname);
  return !locale || withLocalePrefix(pathname, locale) === pathname;
}
