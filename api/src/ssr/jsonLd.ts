import { escapeJsonForHtml } from '@mealprep/shared/api/server';
import { TypeRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  Bundle,
  DishDetails,
  FixedMealPlan,
  MenuItem,
  PageSection,
  type ResponsiveImage,
} from '@mealprep/shared/catalogue/contracts';
import type { Locale } from '@mealprep/shared/i18n';
import { withLocalePrefix } from '@mealprep/shared/locale';
import { pageTitles } from '@mealprep/shared/page-titles';
import { href, type RouteId } from '@mealprep/shared/route-table';

/**
 * schema.org markup of what a catalogue page sells (docs/spec.md §2.7),
 * read from the data the server render already fetched: RTK Query's `state.api.queries`. The
 * endpoint names are those of mfe-catalog's `injectEndpoints` (menu/api.ts, dish/api.ts,
 * bundles/api.ts, fixedMealPlan/api.ts, pages/api.ts). Each entry's data is checked against its TypeBox contract
 * (shared/src/catalogue/catalogue.contract.ts) before use; whatever does not match is left out,
 * never guessed at.
 */
export type Queries = Record<string, unknown>;

// `StringEnum` (shared/src/core/common.contract.ts) is TypeBox's `Unsafe` kind, which `Value.Check`
// does not know by itself: an enum accepts its listed values. (`Nullable` keeps its inner kind, and
// the catalogue contracts do not use it.)
if (!TypeRegistry.Has('Unsafe')) {
  TypeRegistry.Set<{ enum?: unknown[] }>('Unsafe', (schema, value) =>
    Array.isArray(schema.enum) ? schema.enum.includes(value) : false,
  );
}

function matches<T extends TSchema>(schema: T, value: unknown): value is Static<T> {
  return Value.Check(schema, value);
}

interface QueryEntry {
  endpointName: string;
  originalArgs?: unknown;
  data: unknown;
}

/** The fulfilled entries of one endpoint, in the cache's order. */
function fulfilled(queries: Queries, endpointName: string): QueryEntry[] {
  return Object.values(queries).filter((entry): entry is QueryEntry => {
    if (typeof entry !== 'object' || entry === null) return false;
    const candidate = entry as Record<string, unknown>;
    return (
      candidate.endpointName === endpointName &&
      candidate.status === 'fulfilled' &&
      'data' in candidate
    );
  });
}

/** The dishes of every fulfilled menu entry (an infinite query: `{ pages: [{ items }] }`), once each. */
export function menuDishes(queries: Queries): MenuItem[] {
  const seen = new Map<number, MenuItem>();
  for (const entry of fulfilled(queries, 'menu')) {
    const pages = (entry.data as { pages?: unknown } | null)?.pages;
    if (!Array.isArray(pages)) continue;
    for (const page of pages) {
      const items = (page as { items?: unknown } | null)?.items;
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (matches(MenuItem, item) && !seen.has(item.id)) seen.set(item.id, item);
      }
    }
  }
  return [...seen.values()];
}

/**
 * What a dish page's one `dish` query came back with: the dish; `missing` when the API said it
 * has no dish of that slug (404), which makes the page a 404 (pageStatus.ts); `unknown` when
 * there is no answer to go by (the page's remote was left to the browser, or the API failed).
 */
export type DishPageData =
  { status: 'found'; dish: DishDetails } | { status: 'missing' } | { status: 'unknown' };

export function dishPage(queries: Queries): DishPageData {
  for (const entry of Object.values(queries)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const candidate = entry as Record<string, unknown>;
    if (candidate.endpointName !== 'dish') continue;
    if (candidate.status === 'fulfilled' && matches(DishDetails, candidate.data)) {
      return { status: 'found', dish: candidate.data };
    }
    const error = candidate.error as { status?: unknown } | undefined;
    if (candidate.status === 'rejected' && error?.status === 404) return { status: 'missing' };
  }
  return { status: 'unknown' };
}

export function bundles(queries: Queries): Bundle[] {
  const found = new Map<number, Bundle>();
  for (const entry of fulfilled(queries, 'bundles')) {
    if (!Array.isArray(entry.data)) continue;
    for (const bundle of entry.data) {
      if (matches(Bundle, bundle) && !found.has(bundle.id)) found.set(bundle.id, bundle);
    }
  }
  return [...found.values()];
}

export function fixedMealPlan(queries: Queries): FixedMealPlan | null {
  const entry = fulfilled(queries, 'fixedMealPlan').find((candidate) =>
    matches(FixedMealPlan, candidate.data),
  );
  return entry ? (entry.data as FixedMealPlan) : null;
}

/** The sections of Home (`'home'`) or About (`'about'`) that match their contract. */
export function pageSections(queries: Queries, page: 'home' | 'about'): PageSection[] {
  const entry = fulfilled(queries, 'pageSections').find(
    (candidate) => candidate.originalArgs === page && Array.isArray(candidate.data),
  );
  if (!entry) return [];
  return (entry.data as unknown[]).filter((section): section is PageSection =>
    matches(PageSection, section),
  );
}

/** `"21.90"`: the only money form the API sends (shared/src/core/common.contract.ts `Money`). */
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** The largest file of an image's `srcset`, absolute, with its size; the generic placeholder is no product's picture. */
export function absoluteImage(
  image: ResponsiveImage,
  origin: string,
): { url: string; width: number; height: number; alt: string } | null {
  if (image.placeholder) return null;
  let best = { src: image.src, width: image.width };
  for (const candidate of image.srcset.split(',')) {
    const [src, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(descriptor?.replace(/w$/, ''));
    if (src && Number.isFinite(width) && width > best.width) best = { src, width };
  }
  let url: string;
  try {
    url = new URL(best.src, `${origin}/`).href;
  } catch {
    return null;
  }
  if (!/^https?:\/\//.test(url)) return null;
  const height = image.width > 0 ? Math.round((best.width * image.height) / image.width) : 0;
  return { url, width: best.width, height, alt: image.alt };
}

const IN_STOCK = 'https://schema.org/InStock';

function offer(price: string, url: string, extra: Record<string, unknown> = {}) {
  return { '@type': 'Offer', price, priceCurrency: 'MYR', availability: IN_STOCK, url, ...extra };
}

function product(
  fields: { name: string; description: string; sku: string; image: ResponsiveImage },
  offers: Record<string, unknown>[],
  origin: string,
) {
  const image = absoluteImage(fields.image, origin);
  return {
    '@type': 'Product',
    name: fields.name,
    description: fields.description,
    sku: fields.sku,
    ...(image ? { image: image.url } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

const SIZE_NAMES: Record<Locale, Record<'S' | 'L', string>> = {
  'en-US': { S: 'Small (S)', L: 'Large (L)' },
  'ms-MY': { S: 'Kecil (S)', L: 'Besar (L)' },
};

const DIETS = {
  halal: 'https://schema.org/HalalDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
};

/**
 * A dish on its own page: a schema.org `Product` (for its offers, one per size in MYR) that is
 * also a `MenuItem` (for its nutrition per size and the diets it suits), and the trail from the
 * food menu to it.
 */
function dishOnItsPage(dish: DishDetails, locale: Locale, origin: string, url: string) {
  const sizes = dish.sizes.filter((size) => DECIMAL.test(size.price));
  if (!sizes.length) return [];
  const diets = [
    ...(dish.halal ? [DIETS.halal] : []),
    ...(dish.line === 'vegetarian' ? [DIETS.vegetarian] : []),
  ];
  const item = {
    ...product(
      { ...dish, sku: dish.code },
      sizes.map((size) =>
        offer(size.price, url, {
          sku: `${dish.code}-${size.size}`,
          name: SIZE_NAMES[locale][size.size],
        }),
      ),
      origin,
    ),
    '@type': ['Product', 'MenuItem'],
    url,
    nutrition: sizes.map((size) => ({
      '@type': 'NutritionInformation',
      servingSize: SIZE_NAMES[locale][size.size],
      calories: `${size.calories} kcal`,
      carbohydrateContent: `${size.carbohydrate} g`,
      proteinContent: `${size.protein} g`,
      fatContent: `${size.fat} g`,
    })),
    ...(diets.length ? { suitableForDiet: diets.length === 1 ? diets[0] : diets } : {}),
  };
  const trail = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: pageTitles[locale].foodMenu,
        item: `${origin}${withLocalePrefix(href('foodMenu'), locale)}`,
      },
      { '@type': 'ListItem', position: 2, name: dish.name, item: url },
    ],
  };
  return [item, trail];
}

/**
 * The `Product`s a page offers, each with its `Offer`s in MYR: the dishes of the food menu (one
 * offer per size), a dish on its own page (with its nutrition, and the trail to it), the
 * bundles, and the fixed meal plan (priced per week). Empty elsewhere.
 */
export function catalogueProducts(input: {
  routeId: RouteId | 'notFound';
  locale: Locale;
  queries: Queries;
  origin: string;
  /** The page's canonical URL, each offer's `url`. */
  url: string;
}): Record<string, unknown>[] {
  const { routeId, locale, queries, origin, url } = input;
  if (routeId === 'foodMenu') {
    return menuDishes(queries).flatMap((dish) => {
      const offers = dish.sizes
        .filter((size) => DECIMAL.test(size.price))
        .map((size) =>
          offer(size.price, url, {
            sku: `${dish.code}-${size.size}`,
            name: SIZE_NAMES[locale][size.size],
          }),
        );
      return offers.length ? [product({ ...dish, sku: dish.code }, offers, origin)] : [];
    });
  }
  if (routeId === 'dish') {
    const page = dishPage(queries);
    return page.status === 'found' ? dishOnItsPage(page.dish, locale, origin, url) : [];
  }
  if (routeId === 'mealBundles') {
    return bundles(queries)
      .filter((bundle) => DECIMAL.test(bundle.price))
      .map((bundle) =>
        product({ ...bundle, sku: bundle.code }, [offer(bundle.price, url)], origin),
      );
  }
  if (routeId === 'fixedMealPlan') {
    const plan = fixedMealPlan(queries);
    if (!plan || !DECIMAL.test(plan.price_per_week)) return [];
    const perWeek = {
      '@type': 'UnitPriceSpecification',
      price: plan.price_per_week,
      priceCurrency: 'MYR',
      // UN/CEFACT common code for one week.
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
    };
    return [
      product(
        { ...plan, sku: plan.code },
        [offer(plan.price_per_week, url, { priceSpecification: perWeek })],
        origin,
      ),
    ];
  }
  return [];
}

/**
 * A JSON-LD block no value can break out of: `<`, `>` and `&` become `\u003c`, `\u003e`, `\u0026`
 * (so `</script>` cannot close the element), and U+2028/U+2029 are escaped as well.
 */
export function jsonLdScript(data: unknown): string {
  const json = escapeJsonForHtml(JSON.stringify(data));
  return `<script type="application/ld+json">${json}</script>`;
}

/** The page's JSON-LD, or `''` when it sells nothing. */
export function productsJsonLd(input: Parameters<typeof catalogueProducts>[0]): string {
  const products = catalogueProducts(input);
  if (!products.length) return '';
  return jsonLdScript({ '@context': 'https://schema.org', '@graph': products });
}
