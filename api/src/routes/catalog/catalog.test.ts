import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { DishDetails, MenuItem, MenuPage } from '@mealprep/shared/catalogue/contracts';
import { dishes, dishSizes } from '../../db/schema';
import { DISHES } from '../../db/seed-data/catalog';
import { dishDetails } from '../../db/seed-data/dishDetails';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../../test/helper';
import { CATALOG_REVISION_MAX_AGE_MS } from '../../catalog/cache';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function menu(query = '', headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/api/v1/menu${query}`, headers });
  return { response, body: response.json<MenuPage>() };
}

/** Every dish of the menu for a query, page by page. */
async function allPages(query: string): Promise<MenuItem[]> {
  const items: MenuItem[] = [];
  for (let page = 1; page < 20; page += 1) {
    const { body } = await menu(`?per_page=60&page=${page}${query ? `&${query}` : ''}`);
    items.push(...body.data);
    if (items.length >= body.meta.total) break;
  }
  return items;
}

const seedTexts = (dish: (typeof DISHES)[number]) =>
  [dish.name['en-US'], dish.name['ms-MY'], dish.description['en-US'], dish.description['ms-MY']]
    .join('\n')
    .toLowerCase();

describe('GET /api/v1/menu', () => {
  it('answers the first page of the whole menu with meta', async () => {
    const { response, body } = await menu();
    expect(response.statusCode).toBe(200);
    expect(body.meta).toEqual({ page: 1, per_page: 24, total: DISHES.length });
    expect(body.data).toHaveLength(24);
    const first = body.data[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      code: DISHES[0]?.code,
      tab: 'meal',
      line: 'classic',
      name: DISHES[0]?.name['en-US'],
      cooking_method: DISHES[0]?.method,
      allergens: DISHES[0]?.allergens,
      shelf_life_days: 7,
    });
    expect(first?.sizes.map((size) => size.size)).toEqual(['S', 'L']);
    expect(first?.image).toMatchObject({ width: 640, height: 480, placeholder: false });
  });

  it('answers each dish with its own sizes, prices and macros from the seed', async () => {
    const items = await allPages('');
    expect(items).toHaveLength(DISHES.length);
    for (const item of items) {
      const seed = DISHES.find((dish) => dish.code === item.code);
      expect(seed).toBeDefined();
      for (const size of item.sizes) {
        const seeded = seed?.sizes[size.size];
        expect(size.price).toBe(((seeded?.priceSen ?? 0) / 100).toFixed(2));
        expect([size.protein, size.carbohydrate, size.fat]).toEqual([
          seeded?.protein,
          seeded?.carbohydrate,
          seeded?.fat,
        ]);
      }
    }
  });

  it.each([
    ['tab=meal', (d: (typeof DISHES)[number]) => d.tab === 'meal'],
    ['tab=alacarte', (d: (typeof DISHES)[number]) => d.tab === 'alacarte'],
    ['line=vegetarian', (d: (typeof DISHES)[number]) => d.line === 'vegetarian'],
    [
      'tab=alacarte&line=bodybuilding',
      (d: (typeof DISHES)[number]) => d.tab === 'alacarte' && d.line === 'bodybuilding',
    ],
    [
      'exclude_allergens=peanut,dairy',
      (d: (typeof DISHES)[number]) => !d.allergens.some((a) => a === 'peanut' || a === 'dairy'),
    ],
    [
      'exclude_allergens=rice&exclude_allergens=chicken',
      (d: (typeof DISHES)[number]) => !d.allergens.some((a) => a === 'rice' || a === 'chicken'),
    ],
    ['q=RENDANG', (d: (typeof DISHES)[number]) => seedTexts(d).includes('rendang')],
    // Malay-only words find dishes while the caller reads English, and the other way round.
    ['q=kentang', (d: (typeof DISHES)[number]) => seedTexts(d).includes('kentang')],
    ['q=Sweet%20Potato', (d: (typeof DISHES)[number]) => seedTexts(d).includes('sweet potato')],
    ['q=100%25', () => false],
  ])('filters with %s', async (query, expected) => {
    const items = await allPages(query);
    const codes = DISHES.filter(expected).map((dish) => dish.code);
    expect(items.map((item) => item.code).sort()).toEqual(codes.sort());
    if (query.startsWith('q=')) return;
    expect(codes.length).toBeGreaterThan(0);
  });

  it('pages through the list without overlap and answers an empty page past the end', async () => {
    const seen = new Set<number>();
    const perPage = 10;
    const pages = Math.ceil(DISHES.length / perPage);
    for (let page = 1; page <= pages; page += 1) {
      const { body } = await menu(`?page=${page}&per_page=${perPage}`);
      expect(body.meta).toEqual({ page, per_page: perPage, total: DISHES.length });
      expect(body.data.length).toBe(page < pages ? perPage : DISHES.length - perPage * (pages - 1));
      for (const item of body.data) seen.add(item.id);
    }
    expect(seen.size).toBe(DISHES.length);
    const past = await menu(`?page=${pages + 1}&per_page=${perPage}`);
    expect(past.body).toEqual({
      data: [],
      meta: { page: pages + 1, per_page: perPage, total: DISHES.length },
    });
  });

  it.each([
    ['?per_page=61', 'per_page'],
    ['?per_page=0', 'per_page'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?tab=dessert', 'tab'],
    ['?line=keto', 'line'],
    ['?exclude_allergens=peanut,gluten', 'exclude_allergens[1]'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const { response } = await menu(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: true, errors: { [field]: expect.any(Array) } });
  });

  it('answers in Bahasa Malaysia by cookie or Accept-Language', async () => {
    const byHeader = await menu('?per_page=1', { 'accept-language': 'ms-MY,ms;q=0.9' });
    expect(byHeader.body.data[0]?.name).toBe(DISHES[0]?.name['ms-MY']);
    expect(byHeader.body.data[0]?.description).toBe(DISHES[0]?.description['ms-MY']);
    const byCookie = await menu('?per_page=1', { cookie: 'locale=ms-MY' });
    expect(byCookie.body.data[0]?.name).toBe(DISHES[0]?.name['ms-MY']);
  });

  it('is cacheable: strong ETag, 304 on If-None-Match, another ETag per language and query', async () => {
    const first = await menu('?tab=meal');
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.response.headers['cache-control']).toBe('public, max-age=60');
    expect(first.response.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');

    const again = await t.app.inject({
      url: '/api/v1/menu?tab=meal',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await t.app.inject({
      url: '/api/v1/menu?tab=meal',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);

    const stale = await t.app.inject({
      url: '/api/v1/menu?tab=meal',
      headers: { 'if-none-match': '"not-this-one"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    const malay = await menu('?tab=meal', { 'accept-language': 'ms' });
    expect(malay.response.headers.etag).not.toBe(etag);
    const other = await menu('?tab=alacarte');
    expect(other.response.headers.etag).not.toBe(etag);
  });
});

/** Waits out the interval in which a process may still answer from the previous revision. */
const settle = () =>
  new Promise((resolve) => setTimeout(resolve, CATALOG_REVISION_MAX_AGE_MS + 30));

describe('cached answers', () => {
  it('are compressed once per answer, with an ETag per encoding that 304s on its own bytes', async () => {
    const plain = await t.app.inject({ url: '/api/v1/menu?per_page=30' });
    const br = await t.app.inject({
      url: '/api/v1/menu?per_page=30',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gzip = await t.app.inject({
      url: '/api/v1/menu?per_page=30',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await t.app.inject({
      url: '/api/v1/menu?per_page=30',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The identity ETag does not validate the brotli bytes.
    const mixed = await t.app.inject({
      url: '/api/v1/menu?per_page=30',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(mixed.statusCode).toBe(200);
  });

  it('follow a change in the database within the revision interval: new body, new ETag, no 304 for the old one', async () => {
    const before = await menu('?per_page=1');
    const item = before.body.data[0];
    if (!item) throw new Error('empty menu');
    const etag = before.response.headers.etag as string;
    await t.db
      .update(dishSizes)
      .set({ priceSen: sql`${dishSizes.priceSen} + 100` })
      .where(eq(dishSizes.dishId, item.id));
    await settle();
    try {
      const after = await t.app.inject({
        url: '/api/v1/menu?per_page=1',
        headers: { 'if-none-match': etag },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const small = after.json<MenuPage>().data[0]?.sizes[0];
      expect(small?.price).toBe((Number(item.sizes[0]?.price) + 1).toFixed(2));
      const one = await t.app.inject({ url: `/api/v1/menu/${item.id}` });
      expect(one.json().data.sizes[0].price).toBe(small?.price);
    } finally {
      await t.db
        .update(dishSizes)
        .set({ priceSen: sql`${dishSizes.priceSen} - 100` })
        .where(eq(dishSizes.dishId, item.id));
    }
    await settle();
    const restored = await menu('?per_page=1');
    expect(restored.response.headers.etag).toBe(etag);
  });

  it('follow a renamed dish in the search', async () => {
    const [row] = await t.db.select().from(dishes).limit(1);
    if (!row) throw new Error('no dish');
    expect((await menu('?q=zzquux')).body.meta.total).toBe(0);
    await t.db
      .update(dishes)
      .set({ name: { ...row.name, 'ms-MY': 'Zzquux istimewa' } })
      .where(eq(dishes.id, row.id));
    await settle();
    try {
      expect((await menu('?q=ZZQUUX')).body.data.map((item) => item.id)).toEqual([row.id]);
    } finally {
      await t.db.update(dishes).set({ name: row.name }).where(eq(dishes.id, row.id));
    }
    await settle();
    expect((await menu('?q=zzquux')).body.meta.total).toBe(0);
  });
});

describe('GET /api/v1/menu/:id', () => {
  it('answers one dish', async () => {
    const { body } = await menu('?per_page=1');
    const item = body.data[0];
    const response = await t.app.inject({ url: `/api/v1/menu/${item?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(item);
    expect(response.headers.etag).toBeDefined();
  });

  it.each(['999999', 'abc', '1.5', '-1', '0', '99999999999999999999', '%00'])(
    'answers 404 in the error shape for %s',
    async (id) => {
      const response = await t.app.inject({ url: `/api/v1/menu/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: true,
        message: 'This dish is not on the menu.',
        errors: {},
      });
    },
  );
});

describe('GET /api/v1/dishes/:slug (a dish page)', () => {
  const rendang = DISHES.find((dish) => dish.code === 'rendang-daging');

  async function dishPage(slug: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ url: `/api/v1/dishes/${slug}`, headers });
    return { response, body: response.json<{ data: DishDetails }>() };
  }

  it('gives every dish of the menu its own slug, made from its English name', async () => {
    const items = await allPages('');
    const slugs = items.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(DISHES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(items.find((item) => item.code === 'rendang-daging')?.slug).toBe(
      'beef-rendang-with-white-rice',
    );
    expect(items.find((item) => item.code === 'roti-bakar-kaya')?.slug).toBe(
      'roti-bakar-kaya-with-soft-boiled-eggs',
    );
  });

  it('answers the dish with the menu’s fields, its ingredients, reheating and storage', async () => {
    const { body: menuPage } = await menu('?per_page=60');
    const card = menuPage.data.find((item) => item.code === 'rendang-daging');
    const { response, body } = await dishPage('beef-rendang-with-white-rice');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const details = dishDetails('rendang-daging');
    expect(body.data).toEqual({
      ...card,
      ingredients: details.ingredients['en-US'],
      reheating: details.reheating['en-US'],
      storage: details.storage['en-US'],
    });
    expect(body.data.ingredients).toContain('Beef');
    expect(body.data.name).toBe(rendang?.name['en-US']);
    expect(body.data.sizes.map((size) => [size.size, size.price])).toEqual([
      ['S', '17.90'],
      ['L', '23.90'],
    ]);
  });

  it('answers in Bahasa Malaysia by cookie or Accept-Language, at the same slug', async () => {
    const asked: Record<string, string>[] = [
      { cookie: 'locale=ms-MY' },
      { 'accept-language': 'ms-MY,ms;q=0.9' },
    ];
    for (const headers of asked) {
      const { response, body } = await dishPage('beef-rendang-with-white-rice', headers);
      expect(response.statusCode).toBe(200);
      expect(body.data.name).toBe(rendang?.name['ms-MY']);
      expect(body.data.description).toBe(rendang?.description['ms-MY']);
      expect(body.data.ingredients).toEqual(dishDetails('rendang-daging').ingredients['ms-MY']);
      expect(body.data.ingredients).toContain('Daging lembu');
      expect(body.data.reheating).toMatch(/^Keluarkan hidangan/);
      expect(body.data.storage).toMatch(/^Simpan dalam peti sejuk/);
    }
  });

  it('keeps the slug when the dish is renamed, so its page stays where it was', async () => {
    const [row] = await t.db.select().from(dishes).where(eq(dishes.code, 'rendang-daging'));
    if (!row) throw new Error('no rendang');
    await t.db
      .update(dishes)
      .set({ name: { ...row.name, 'en-US': 'Slow-cooked beef rendang' } })
      .where(eq(dishes.id, row.id));
    await settle();
    try {
      const { response, body } = await dishPage('beef-rendang-with-white-rice');
      expect(response.statusCode).toBe(200);
      expect(body.data.name).toBe('Slow-cooked beef rendang');
      expect((await dishPage('slow-cooked-beef-rendang')).response.statusCode).toBe(404);
    } finally {
      await t.db.update(dishes).set({ name: row.name }).where(eq(dishes.id, row.id));
    }
    await settle();
  });

  it('is cacheable: 304 on If-None-Match, another ETag per language', async () => {
    const first = await dishPage('beef-rendang-with-white-rice');
    const etag = first.response.headers.etag as string;
    const again = await t.app.inject({
      url: '/api/v1/dishes/beef-rendang-with-white-rice',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const malay = await dishPage('beef-rendang-with-white-rice', { cookie: 'locale=ms-MY' });
    expect(malay.response.headers.etag).not.toBe(etag);
  });

  it.each([
    'no-such-dish',
    'Beef-Rendang-With-White-Rice',
    'beef--rendang',
    '-beef',
    'beef-rendang-with-white-rice-',
    'rendang-daging',
    `${'a'.repeat(121)}`,
    '%00',
    '..%2F..%2Fetc',
    encodeURIComponent('rendang daging'),
    encodeURIComponent('ayam-percik-ä'),
    '1',
  ])('answers 404 in the error shape, in the caller’s language, for %s', async (slug) => {
    const english = await t.app.inject({ url: `/api/v1/dishes/${slug}` });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      error: true,
      message: 'This dish is not on the menu.',
      errors: {},
    });
    const malay = await t.app.inject({
      url: `/api/v1/dishes/${slug}`,
      headers: { cookie: 'locale=ms-MY' },
    });
    expect(malay.statusCode).toBe(404);
    expect(malay.json()).toMatchObject({ message: 'Hidangan ini tiada dalam menu.' });
  });
});

describe('GET /api/v1/bundles and /api/v1/fixed_meal_plan', () => {
  it('answers the bundles, each cheaper than its dishes one by one', async () => {
    const response = await t.app.inject({ url: '/api/v1/bundles' });
    expect(response.statusCode).toBe(200);
    const bundles = response.json().data as {
      price: string;
      items_price: string;
      meal_count: number;
      items: { quantity: number; calories: number; name: string }[];
    }[];
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    for (const bundle of bundles) {
      expect(Number(bundle.price)).toBeLessThan(Number(bundle.items_price));
      expect(bundle.meal_count).toBe(bundle.items.reduce((sum, item) => sum + item.quantity, 0));
      expect(bundle.items.every((item) => item.calories > 0 && item.name)).toBe(true);
    }
  });

  it('answers the fixed weekly plan with its price per week, quantity and days', async () => {
    const response = await t.app.inject({
      url: '/api/v1/fixed_meal_plan',
      headers: { 'accept-language': 'ms-MY' },
    });
    expect(response.statusCode).toBe(200);
    const plan = response.json().data;
    expect(plan).toMatchObject({
      name: 'Pelan minggu seimbang',
      price_per_week: '149.00',
      quantity: 1,
      max_quantity: 99,
      days_per_week: 5,
      meals_per_day: 2,
      shelf_life_days: 7,
    });
    expect(plan.days).toHaveLength(5);
    for (const day of plan.days) {
      expect(day.meals).toHaveLength(2);
      expect(day.calories).toBe(day.protein * 4 + day.carbohydrate * 4 + day.fat * 9);
    }
  });
});

describe('catalogue images', () => {
  it('serves a dish picture as WebP with a year’s cache, and 404 for an unknown file', async () => {
    const { body } = await menu('?per_page=1');
    const image = body.data[0]?.image;
    for (const url of [
      image?.src,
      ...(image?.srcset.split(', ').map((c) => c.split(' ')[0]) ?? []),
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await t.app.inject({ url: '/storage/dishes/nothing-640.webp' });
    expect(missing.statusCode).toBe(404);
    const escape = await t.app.inject({ url: '/storage/dishes/../../package.json' });
    expect(escape.statusCode).toBe(404);
  });
});
