import {
  ALLERGENS,
  PRODUCT_LINES,
  PRODUCT_TABS,
  type Allergen,
  type ProductLine,
  type ProductTab,
} from './vocabulary';

/**
 * What the food menu shows, read from its address (docs/spec.md §2.7): the address is the only
 * source of truth, so a link, a bookmark, a search engine, the server render and a visitor without
 * JavaScript all see the same list. `page` is how many pages of the list are shown ("load more"
 * asks for `page + 1`).
 */
export interface MenuSearch {
  tab: ProductTab;
  line: ProductLine | 'all';
  /** "Free from": the allergens the dishes must not contain, in the menu's order. */
  freeFrom: Allergen[];
  q: string;
  page: number;
}

/** The names in the address; the filter form's fields carry the same names. */
export const MENU_SEARCH_PARAMS = {
  tab: 'tab',
  line: 'line',
  freeFrom: 'free_from',
  q: 'q',
  page: 'page',
} as const;

export const DEFAULT_MENU_SEARCH: MenuSearch = {
  tab: 'meal',
  line: 'all',
  freeFrom: [],
  q: '',
  page: 1,
};

/** The API's limit on the search text (shared/src/catalogue/catalogue.validation.ts). */
export const MENU_SEARCH_MAX_LENGTH = 100;
/** The most pages one address shows at once: each is a request when the page is rendered. */
export const MENU_PAGES_MAX = 20;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The menu's state from `?tab=…&line=…&free_from=…&q=…&page=…`. Anything unknown or out of range
 * falls back to the default instead of failing: a hand-edited address still shows a menu. The
 * allergens may come as one comma list or repeated (as a form without JavaScript sends them).
 */
export function parseMenuSearch(search: string | URLSearchParams): MenuSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const listed = new Set(
    params
      .getAll(MENU_SEARCH_PARAMS.freeFrom)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  const page = Number(params.get(MENU_SEARCH_PARAMS.page));
  return {
    tab: oneOf(PRODUCT_TABS, params.get(MENU_SEARCH_PARAMS.tab)) ?? DEFAULT_MENU_SEARCH.tab,
    line: oneOf(PRODUCT_LINES, params.get(MENU_SEARCH_PARAMS.line)) ?? DEFAULT_MENU_SEARCH.line,
    freeFrom: ALLERGENS.filter((allergen) => listed.has(allergen)),
    q: (params.get(MENU_SEARCH_PARAMS.q) ?? '').trim().slice(0, MENU_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MENU_PAGES_MAX) : 1,
  };
}

/**
 * The one address of a menu state: defaults left out, parameters in a fixed order, so equal
 * states have equal addresses (links, the canonical URL). `''` for the default menu.
 */
export function menuSearchString(search: MenuSearch): string {
  const params: [string, string][] = [];
  if (search.tab !== DEFAULT_MENU_SEARCH.tab) params.push([MENU_SEARCH_PARAMS.tab, search.tab]);
  if (search.line !== DEFAULT_MENU_SEARCH.line) params.push([MENU_SEARCH_PARAMS.line, search.line]);
  const freeFrom = ALLERGENS.filter((allergen) => search.freeFrom.includes(allergen));
  if (freeFrom.length) params.push([MENU_SEARCH_PARAMS.freeFrom, freeFrom.join(',')]);
  const q = search.q.trim();
  if (q) params.push([MENU_SEARCH_PARAMS.q, q]);
  if (search.page > 1) params.push([MENU_SEARCH_PARAMS.page, String(search.page)]);
  // Commas stay readable in the allergen list (`free_from=peanut,dairy`).
  const text = params
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
  return text ? `?${text}` : '';
}
