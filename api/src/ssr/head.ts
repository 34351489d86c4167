import { escapeHtml } from './escape';
import {
  DEFAULT_LOCALE,
  LOCALES,
  stripLocalePrefix,
  withLocalePrefix,
  type Locale,
} from '@mealprep/shared/locale';
import { menuSearchString, parseMenuSearch } from '@mealprep/shared/catalogue';
import { pageDescription } from '@mealprep/shared/page-descriptions';
import { documentTitle, pageTitle, SITE_NAME } from '@mealprep/shared/page-titles';
import type { RouteId } from '@mealprep/shared/route-table';
import {
  absoluteImage,
  bundles,
  dishPage,
  fixedMealPlan,
  menuDishes,
  pageSections,
  productsJsonLd,
  type Queries,
} from './jsonLd';

/**
 * The `<head>` of a server-rendered page (docs/spec.md §2.7): title and
 * description in the page's language, the canonical address, the en-US/ms-MY alternates, Open
 * Graph for link previews, schema.org products, and `noindex` for pages that are not for search
 * engines. Every value is HTML-escaped.
 */
export interface PageHeadInput {
  routeId: RouteId | 'notFound';
  locale: Locale;
  /** As requested, with or without the `/ms-MY` prefix. */
  pathname: string;
  /** `''` or `'?tab=…'`. */
  search: string;
  /** The shop's public origin, e.g. `https://shop.example` (no trailing slash). */
  origin: string;
  /** RTK Query's `state.api.queries` after the server's prefetch. */
  queries: Queries;
}

/**
 * The pages meant for search engines: the public catalogue. Everything else — signed-in areas,
 * checkout and payment results, admin, the auth screens, `/test` and the 404 — is `noindex`.
 */
export const INDEXED_ROUTES = [
  'home',
  'aboutUs',
  'foodMenu',
  'fixedMealPlan',
  'mealBundles',
  'terms',
  'accessibility',
] as const satisfies readonly RouteId[];

export function isIndexed(routeId: RouteId | 'notFound'): boolean {
  return (INDEXED_ROUTES as readonly string[]).includes(routeId);
}

const OG_LOCALES: Record<Locale, string> = { 'en-US': 'en_US', 'ms-MY': 'ms_MY' };

export { escapeHtml };

/** `/ms-MY/food-menu/` → `/food-menu`: the path without language prefix or trailing slash. */
export function barePath(pathname: string): string {
  const path = stripLocalePrefix(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The query parameters that select what a page shows, in their one normal form: the food menu's
 * tab, line, "free from", search and page (shared/src/catalogue/menuSearch.ts). Other pages have
 * none, so a tracking parameter or a stale `?tab=` never makes a second address for the same page.
 */
export function contentSearch(routeId: RouteId | 'notFound', search: string): string {
  if (routeId === 'foodMenu') return menuSearchString(parseMenuSearch(search));
  return '';
}

/** The page's address in a language, absolute. */
export function pageUrl(input: Omit<PageHeadInput, 'queries'>, locale: Locale = input.locale) {
  const origin = input.origin.replace(/\/+$/, '');
  const search = contentSearch(input.routeId, input.search);
  return `${origin}${withLocalePrefix(barePath(input.pathname), locale)}${search}`;
}

interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The picture a link preview shows: the page's own first product or banner, when it has one. */
function pageImage(input: PageHeadInput): OgImage | null {
  const { routeId, queries, origin } = input;
  const first = (images: Parameters<typeof absoluteImage>[0][]) => {
    for (const image of images) {
      const found = absoluteImage(image, origin);
      if (found) return found;
    }
    return null;
  };
  if (routeId === 'foodMenu') return first(menuDishes(queries).map((dish) => dish.image));
  if (routeId === 'dish') {
    const page = dishPage(queries);
    return page.status === 'found' ? first([page.dish.image]) : null;
  }
  if (routeId === 'mealBundles') return first(bundles(queries).map((bundle) => bundle.image));
  if (routeId === 'fixedMealPlan') {
    const plan = fixedMealPlan(queries);
    return plan ? first([plan.image]) : null;
  }
  if (routeId === 'home' || routeId === 'aboutUs') {
    const sections = pageSections(queries, routeId === 'home' ? 'home' : 'about');
    return first(
      sections.flatMap((section) => {
        if (section.key === 'banners')
          return section.carousel_banners.map((banner) => banner.image);
        if (section.key === 'founder') return [section.founder.image];
        return [];
      }),
    );
  }
  return null;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The HTML to put inside `<head>` for one page (replacing the shell's title and description). A
 * dish page is titled and described by its dish and may be indexed; one whose slug no dish has
 * is the 404's; one rendered without its dish (left to the browser) names no address.
 */
export function pageHead(input: PageHeadInput): string {
  const page = input.routeId === 'dish' ? dishPage(input.queries) : null;
  if (page?.status === 'missing') return pageHead({ ...input, routeId: 'notFound' });
  const dish = page?.status === 'found' ? page.dish : null;
  const { routeId, locale } = input;
  const title = dish ? pageTitle(dish.name) : documentTitle(routeId, locale);
  const description = dish ? dish.description : pageDescription(routeId, locale);
  const indexed = dish !== null || isIndexed(routeId);
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (!indexed) tags.push(meta('name', 'robots', 'noindex'));

  // An address only for pages that have one to offer: a page that is not indexed names none (a
  // canonical beside `noindex` sends search engines two opposite signals).
  const url = indexed ? pageUrl(input) : null;
  if (url) {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    tags.push(
      ...LOCALES.map(
        (each) =>
          `<link rel="alternate" hreflang="${each}" href="${escapeHtml(pageUrl(input, each))}">`,
      ),
      // The unprefixed address picks the language from the cookie or the browser (docs/spec.md §1).
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(input, DEFAULT_LOCALE))}">`,
    );
  }

  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', dish ? 'product' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((each) => each !== locale).map((each) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[each]),
    ),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  const image = indexed ? pageImage(input) : null;
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  }

  if (url) {
    const jsonLd = productsJsonLd({
      routeId,
      locale,
      queries: input.queries,
      origin: input.origin.replace(/\/+$/, ''),
      url,
    });
    if (jsonLd) tags.push(jsonLd);
  }
  return tags.join('');
}
