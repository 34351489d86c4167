/**
 * @jest-environment jsdom
 */
// The head is parsed as a browser would read it.
import type { Locale } from '@mealprep/shared/i18n';
import { pageDescriptions } from '@mealprep/shared/page-descriptions';
import { pageTitles } from '@mealprep/shared/page-titles';
import { routeIds, routeTable, type RouteId } from '@mealprep/shared/route-table';
import { bundle, dish, image, menuEntry, plan } from '../test/catalogueQueries';
import { INDEXED_ROUTES, pageHead, type PageHeadInput } from './head';

const ORIGIN = 'https://shop.example';
const LOCALES: readonly Locale[] = ['en-US', 'ms-MY'];

function head(overrides: Partial<PageHeadInput> & Pick<PageHeadInput, 'routeId'>): Document {
  const input: PageHeadInput = {
    locale: 'en-US',
    pathname: overrides.routeId === 'notFound' ? '/nope' : routeTable[overrides.routeId].path,
    search: '',
    origin: ORIGIN,
    queries: {},
    ...overrides,
  };
  const html = pageHead(input);
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    'text/html',
  );
}

const attr = (doc: Document, selector: string, name = 'content') =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;

const prefixed = (path: string, locale: Locale) =>
  locale === 'en-US' ? path : path === '/' ? '/ms-MY' : `/ms-MY${path}`;

describe('pageHead', () => {
  describe.each(INDEXED_ROUTES.flatMap((id) => LOCALES.map((locale) => [id, locale] as const)))(
    '%s in %s',
    (routeId, locale) => {
      const path = routeTable[routeId].path;
      const doc = head({ routeId, locale, pathname: prefixed(path, locale) });

      it('has its title and description in the page language', () => {
        expect(doc.title).toContain(pageTitles[locale][routeId]);
        expect(attr(doc, 'meta[name="description"]')).toBe(pageDescriptions[locale][routeId]);
        expect(attr(doc, 'meta[property="og:title"]')).toBe(doc.title);
        expect(attr(doc, 'meta[property="og:description"]')).toBe(
          pageDescriptions[locale][routeId],
        );
        expect(attr(doc, 'meta[property="og:locale"]')).toBe(
          locale === 'en-US' ? 'en_US' : 'ms_MY',
        );
        expect(attr(doc, 'meta[property="og:site_name"]')).toBe('MealPrep MY');
        expect(attr(doc, 'meta[property="og:type"]')).toBe('website');
      });

      it('names its canonical address and both languages, and may be indexed', () => {
        const own = `${ORIGIN}${prefixed(path, locale)}`;
        expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(own);
        expect(attr(doc, 'meta[property="og:url"]')).toBe(own);
        expect(attr(doc, 'link[hreflang="en-US"]', 'href')).toBe(`${ORIGIN}${path}`);
        expect(attr(doc, 'link[hreflang="ms-MY"]', 'href')).toBe(
          `${ORIGIN}${prefixed(path, 'ms-MY')}`,
        );
        expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe(`${ORIGIN}${path}`);
        expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      });
    },
  );

  it('has a distinct description for every public page in each language', () => {
    for (const locale of LOCALES) {
      const texts = INDEXED_ROUTES.map((id) => pageDescriptions[locale][id]);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text.length).toBeGreaterThan(50);
    }
  });

  it('keeps only the menu parameters that select dishes, in one normal form', () => {
    const doc = head({
      routeId: 'foodMenu',
      locale: 'ms-MY',
      pathname: '/ms-my/food-menu/',
      search:
        '?utm_source=x&page=2&q=%20sambal%20&free_from=dairy&free_from=peanut&tab=alacarte&line=bogus',
    });
    const canonical = `${ORIGIN}/ms-MY/food-menu?tab=alacarte&free_from=peanut,dairy&q=sambal&page=2`;
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(canonical);
    expect(attr(doc, 'link[hreflang="en-US"]', 'href')).toBe(
      `${ORIGIN}/food-menu?tab=alacarte&free_from=peanut,dairy&q=sambal&page=2`,
    );
    // The default tab and a first page add nothing to the address; other pages keep none.
    expect(
      attr(
        head({ routeId: 'foodMenu', search: '?tab=meal&page=1' }),
        'link[rel="canonical"]',
        'href',
      ),
    ).toBe(`${ORIGIN}/food-menu`);
    expect(
      attr(
        head({ routeId: 'mealBundles', search: '?tab=meal&fbclid=1' }),
        'link[rel="canonical"]',
        'href',
      ),
    ).toBe(`${ORIGIN}/meal-bundles`);
  });

  it('is noindex, without canonical or alternates, for every page not meant for search engines', () => {
    const hidden = [...routeIds, 'notFound' as const].filter(
      (id) => !(INDEXED_ROUTES as readonly string[]).includes(id),
    );
    expect(hidden).toEqual(
      expect.arrayContaining([
        'login',
        'dashboard',
        'cart',
        'checkout',
        'adminLogs',
        'catalogHealth',
        'notFound',
      ]),
    );
    for (const routeId of hidden as (RouteId | 'notFound')[]) {
      const params =
        routeId === 'notFound' ? '/nope' : routeTable[routeId].path.replace(/:id/g, '12');
      const doc = head({ routeId, pathname: params, locale: 'ms-MY' });
      expect(attr(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.title).toContain(pageTitles['ms-MY'][routeId]);
      expect(attr(doc, 'meta[name="description"]')).toBe(pageDescriptions['ms-MY'][routeId]);
      expect(
        doc.querySelector('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]'),
      ).toBeNull();
      expect(doc.querySelector('script')).toBeNull();
    }
  });

  it('shows the first real picture of the page in link previews, absolute', () => {
    const menu = head({
      routeId: 'foodMenu',
      queries: menuEntry([
        dish({ id: 1, image: image('placeholder', true) }),
        dish({ id: 2, image: image('rendang') }),
      ]),
    });
    expect(attr(menu, 'meta[property="og:image"]')).toBe(
      `${ORIGIN}/storage/dishes/rendang.abc-1024.webp`,
    );
    expect(attr(menu, 'meta[property="og:image:width"]')).toBe('1024');
    expect(attr(menu, 'meta[property="og:image:height"]')).toBe('768');
    expect(attr(menu, 'meta[property="og:image:alt"]')).toBe('rendang');

    const bundles = head({
      routeId: 'mealBundles',
      queries: { b: { endpointName: 'bundles', status: 'fulfilled', data: [bundle()] } },
    });
    expect(attr(bundles, 'meta[property="og:image"]')).toBe(
      `${ORIGIN}/storage/dishes/bundle.abc-1024.webp`,
    );
    const fixed = head({
      routeId: 'fixedMealPlan',
      queries: { p: { endpointName: 'fixedMealPlan', status: 'fulfilled', data: plan() } },
    });
    expect(attr(fixed, 'meta[property="og:image"]')).toBe(
      `${ORIGIN}/storage/dishes/plan.abc-1024.webp`,
    );
    const banner = {
      title: 'T',
      subtitle: 'S',
      image: image('banner'),
      cta_title: 'Go',
      cta_action: '/food-menu',
    };
    const home = head({
      routeId: 'home',
      queries: {
        h: {
          endpointName: 'pageSections',
          originalArgs: 'home',
          status: 'fulfilled',
          data: [{ id: 1, position: 1, key: 'banners', carousel_banners: [banner] }],
        },
      },
    });
    expect(attr(home, 'meta[property="og:image"]')).toBe(
      `${ORIGIN}/storage/dishes/banner.abc-1024.webp`,
    );
    expect(head({ routeId: 'terms' }).querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('carries the products of the page as JSON-LD', () => {
    const doc = head({ routeId: 'foodMenu', queries: menuEntry([dish()]) });
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': { name: string }[] };
    expect(data['@graph'].map((product) => product.name)).toEqual(['Ayam percik']);
  });

  it('escapes every value it writes', () => {
    const evil = '"><script>alert(1)</script>';
    const doc = head({
      routeId: 'foodMenu',
      origin: 'https://shop.example',
      search: `?q=${encodeURIComponent(evil)}`,
      queries: menuEntry([dish({ name: evil, image: { ...image('x'), alt: evil } })]),
    });
    // Only the JSON-LD block is a script; the values are text.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(attr(doc, 'meta[property="og:image:alt"]')).toBe(evil);
    const html = pageHead({
      routeId: 'foodMenu',
      locale: 'en-US',
      pathname: '/food-menu',
      search: `?q=${encodeURIComponent(evil)}`,
      origin: ORIGIN,
      queries: menuEntry([dish({ image: { ...image('x'), alt: evil } })]),
    });
    expect(html).not.toContain('"><script>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
