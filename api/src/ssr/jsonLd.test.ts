import { bundle, dish, image, menuEntry, plan } from '../test/catalogueQueries';
import { catalogueProducts, dishPage, jsonLdScript, productsJsonLd, type Queries } from './jsonLd';

const ORIGIN = 'https://shop.example';
const URL_OF_PAGE = `${ORIGIN}/food-menu`;

function parse(script: string): { '@graph': Record<string, unknown>[] } {
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
  if (json === undefined) throw new Error(`not a JSON-LD block: ${script}`);
  return JSON.parse(json) as { '@graph': Record<string, unknown>[] };
}

describe('JSON-LD of the catalogue', () => {
  it('marks each dish of the menu as a Product with an Offer per size in MYR', () => {
    const products = catalogueProducts({
      routeId: 'foodMenu',
      locale: 'en-US',
      queries: menuEntry([dish(), dish({ id: 2, code: 'VG-002', name: 'Tofu sambal' })]),
      origin: ORIGIN,
      url: URL_OF_PAGE,
    });
    expect(products).toHaveLength(2);
    expect(products[0]).toEqual({
      '@type': 'Product',
      name: 'Ayam percik',
      description: 'Grilled chicken with percik sauce.',
      sku: 'CL-001',
      image: `${ORIGIN}/storage/dishes/ayam.abc-1024.webp`,
      offers: [
        {
          '@type': 'Offer',
          price: '15.90',
          priceCurrency: 'MYR',
          availability: 'https://schema.org/InStock',
          url: URL_OF_PAGE,
          sku: 'CL-001-S',
          name: 'Small (S)',
        },
        expect.objectContaining({ price: '21.90', sku: 'CL-001-L', name: 'Large (L)' }),
      ],
    });
  });

  it('names the sizes in the page language and leaves out the generic placeholder picture', () => {
    const [product] = catalogueProducts({
      routeId: 'foodMenu',
      locale: 'ms-MY',
      queries: menuEntry([dish({ image: image('placeholder', true) })]),
      origin: ORIGIN,
      url: URL_OF_PAGE,
    });
    expect(product).not.toHaveProperty('image');
    expect((product?.offers as { name: string }[]).map((offer) => offer.name)).toEqual([
      'Kecil (S)',
      'Besar (L)',
    ]);
  });

  it('marks the bundles and the fixed meal plan (priced per week)', () => {
    const bundles = catalogueProducts({
      routeId: 'mealBundles',
      locale: 'en-US',
      queries: { bundles: { endpointName: 'bundles', status: 'fulfilled', data: [bundle()] } },
      origin: ORIGIN,
      url: `${ORIGIN}/meal-bundles`,
    });
    expect(bundles).toEqual([
      expect.objectContaining({
        name: 'Five-day lunch bundle',
        offers: expect.objectContaining({ price: '69.00', priceCurrency: 'MYR' }),
      }),
    ]);
    const [fixed] = catalogueProducts({
      routeId: 'fixedMealPlan',
      locale: 'en-US',
      queries: { plan: { endpointName: 'fixedMealPlan', status: 'fulfilled', data: plan() } },
      origin: ORIGIN,
      url: `${ORIGIN}/fixed-meal-plan`,
    });
    expect(fixed?.offers).toMatchObject({
      price: '199.00',
      priceCurrency: 'MYR',
      priceSpecification: { referenceQuantity: { value: 1, unitCode: 'WEE' } },
    });
  });

  it('skips entries that do not match their contract, are not fulfilled or carry a bad price', () => {
    const queries: Queries = {
      ...menuEntry([
        dish({ id: 1 }),
        { ...dish({ id: 2 }), tab: 'dessert' },
        { ...dish({ id: 3 }), sizes: 'S' },
        dish({ id: 4, name: 'Priced oddly', sizes: [{ ...dish().sizes[0]!, price: '1e3' }] }),
        null,
      ]),
      pending: {
        endpointName: 'menu',
        status: 'pending',
        data: { pages: [{ items: [dish({ id: 5, name: 'Still loading' })] }] },
      },
      broken: { endpointName: 'menu', status: 'fulfilled', data: { pages: 'none' } },
      bundles: { endpointName: 'bundles', status: 'fulfilled', data: [{ id: 1, name: 'x' }] },
    };
    const menu = catalogueProducts({
      routeId: 'foodMenu',
      locale: 'en-US',
      queries,
      origin: ORIGIN,
      url: URL_OF_PAGE,
    });
    expect(menu.map((product) => product.name)).toEqual(['Ayam percik']);
    expect(
      catalogueProducts({
        routeId: 'mealBundles',
        locale: 'en-US',
        queries,
        origin: ORIGIN,
        url: URL_OF_PAGE,
      }),
    ).toEqual([]);
    expect(
      productsJsonLd({
        routeId: 'mealBundles',
        locale: 'en-US',
        queries,
        origin: ORIGIN,
        url: URL_OF_PAGE,
      }),
    ).toBe('');
  });

  it('a dish named </script><script>alert(1)</script> cannot close the element', () => {
    const evil = '</script><script>alert(1)</script>';
    const script = productsJsonLd({
      routeId: 'foodMenu',
      locale: 'en-US',
      queries: menuEntry([dish({ name: evil, description: `a\u2028b\u2029c & <!--` })]),
      origin: ORIGIN,
      url: URL_OF_PAGE,
    });
    expect(script.match(/<script/g)).toHaveLength(1);
    expect(script.match(/<\/script/g)).toHaveLength(1);
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(script).not.toContain('<!--');
    const [product] = parse(script)['@graph'];
    expect(product?.name).toBe(evil);
    expect(product?.description).toBe('a\u2028b\u2029c & <!--');
  });

  it('reads a dish page’s dish only from an answer that matches its contract', () => {
    const details = { ...dish(), ingredients: ['Chicken'], reheating: 'Warm.', storage: 'Chill.' };
    const entry = (fields: Record<string, unknown>) => ({
      d: { endpointName: 'dish', originalArgs: 'ayam-percik', ...fields },
    });
    expect(dishPage(entry({ status: 'fulfilled', data: details }))).toEqual({
      status: 'found',
      dish: details,
    });
    expect(dishPage(entry({ status: 'rejected', error: { status: 404 } }))).toEqual({
      status: 'missing',
    });
    for (const other of [
      entry({ status: 'fulfilled', data: { ...details, ingredients: 'Chicken' } }),
      entry({ status: 'fulfilled', data: dish() }),
      entry({ status: 'rejected', error: { status: 500 } }),
      entry({ status: 'pending' }),
      {},
    ]) {
      expect(dishPage(other)).toEqual({ status: 'unknown' });
      expect(
        catalogueProducts({
          routeId: 'dish',
          locale: 'en-US',
          queries: other,
          origin: ORIGIN,
          url: URL_OF_PAGE,
        }),
      ).toEqual([]);
    }
  });

  it('escapes any value given to the block', () => {
    expect(jsonLdScript({ a: '<b>&' })).toBe(
      '<script type="application/ld+json">{"a":"\\u003cb\\u003e\\u0026"}</script>',
    );
  });
});
