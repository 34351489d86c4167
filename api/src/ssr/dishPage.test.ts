import fs from 'node:fs';
import path from 'node:path';
import { createFakeRoot } from '../test/fakeRoot';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

/**
 * A dish page as the server answers it (docs/architecture.md §2.4): status, head and structured
 * data from the dish the API answers on the real database. The shell's server bundle is a
 * stand-in that asks for the page's data as the real one does — the page's `dish` query through
 * the API in the same process, with the visitor's language, kept as RTK Query keeps it — and
 * writes what it got into `#root`. The catalog remote's own page rendered to HTML (and hydrated)
 * is tested beside it (mfe-catalog/src/dish/DishPage.test.tsx); the real bundles together, by
 * the browser suite.
 */
const SHELL_SERVER = `
class RenderBudgetExceeded extends Error {}
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage(input) {
    const match = /^(?:\\/ms-MY)?\\/food-menu\\/([^/?#]+)/i.exec(input.url);
    if (!match) {
      return { status: 404, redirect: null, html: '<main><h1>Uh-oh!</h1></main>', styles: '', state: '{}', queries: {}, passes: 1 };
    }
    const slug = decodeURIComponent(match[1]);
    const answer = await input.inject({
      method: 'GET',
      url: '/api/v1/dishes/' + encodeURIComponent(slug),
      headers: { accept: 'application/json', 'accept-language': input.locale },
    });
    const body = JSON.parse(answer.body);
    const entry = answer.statusCode === 200
      ? { endpointName: 'dish', originalArgs: slug, status: 'fulfilled', data: body.data }
      : { endpointName: 'dish', originalArgs: slug, status: 'rejected', error: { status: answer.statusCode, message: body.message, errors: body.errors } };
    const html = answer.statusCode === 200
      ? '<main><h1>' + escape(body.data.name) + '</h1><ul>' + body.data.ingredients.map((item) => '<li>' + escape(item) + '</li>').join('') + '</ul></main>'
      : '<main><h1>' + escape(body.message) + '</h1></main>';
    return { status: 200, redirect: null, html, styles: '', state: '{}', queries: { ['dish(' + JSON.stringify(slug) + ')']: entry }, passes: 1 };
  },
};`;

const HTML = { accept: 'text/html' };
const ORIGIN = 'http://shop.test';
let t: TestApp;
let root: string;

beforeAll(async () => {
  root = createFakeRoot();
  fs.mkdirSync(path.join(root, 'shell/dist-server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist-server/render.js'), SHELL_SERVER);
  fs.mkdirSync(path.join(root, 'mfe-catalog/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/server/routes.js'), 'module.exports = {};');
  t = await buildTestApp({ rootDir: root });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

/** The HTML as sent, and what a browser reads from it (the head is written by head.ts). */
async function page(url: string) {
  const response = await t.app.inject({ url, headers: HTML });
  return { response, doc: new SentPage(response.body) };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const text = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

class SentPage {
  constructor(readonly html: string) {}

  private first(pattern: RegExp): string | null {
    const found = pattern.exec(this.html)?.[1];
    return found === undefined ? null : text(found);
  }

  get lang() {
    return this.first(/<html lang="([^"]*)"/);
  }

  get title() {
    return this.first(/<title>([^<]*)<\/title>/);
  }

  meta(key: string) {
    return this.first(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
  }

  link(rel: string, hreflang?: string) {
    const which = hreflang ? `rel="${rel}" hreflang="${hreflang}"` : `rel="${rel}"`;
    return this.first(new RegExp(`<link ${which} href="([^"]*)">`));
  }

  /** The structured data blocks (their JSON is escaped for HTML, still valid JSON). */
  get jsonLd(): Graph[] {
    return [...this.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '') as Graph,
    );
  }

  /** The inner HTML of `#root`: the page before any script runs. */
  get root() {
    return (
      /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(this.html)?.[1] ?? ''
    );
  }
}

interface Graph {
  '@graph': Record<string, unknown>[];
}

function jsonLd(doc: SentPage): Graph {
  const blocks = doc.jsonLd;
  expect(blocks).toHaveLength(1);
  return blocks[0] as Graph;
}

describe('a dish page rendered on the server', () => {
  it('answers 200 with the dish in the HTML, titled and described by the dish', async () => {
    const { response, doc } = await page('/food-menu/beef-rendang-with-white-rice');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(doc.lang).toBe('en-US');
    expect(doc.title).toBe('Beef rendang with white rice — MealPrep MY');
    expect(doc.meta('description')).toBe(
      'Beef slow-cooked with kerisik, lemongrass and chilli until dark and tender, with rice and french beans.',
    );
    expect(doc.meta('robots')).toBeNull();
    // What a reader needs is in #root before any script runs.
    expect(doc.root).toContain('<h1>Beef rendang with white rice</h1>');
    expect(doc.root).toContain('<li>Kerisik (toasted grated coconut)</li>');
  });

  it('names its canonical address, both languages and a link preview of the dish', async () => {
    const { doc } = await page('/food-menu/beef-rendang-with-white-rice/?utm_source=x');
    const own = `${ORIGIN}/food-menu/beef-rendang-with-white-rice`;
    expect(doc.link('canonical')).toBe(own);
    expect(doc.link('alternate', 'en-US')).toBe(own);
    expect(doc.link('alternate', 'ms-MY')).toBe(
      `${ORIGIN}/ms-MY/food-menu/beef-rendang-with-white-rice`,
    );
    expect(doc.link('alternate', 'x-default')).toBe(own);
    expect(doc.meta('og:url')).toBe(own);
    expect(doc.meta('og:type')).toBe('product');
    expect(doc.meta('og:title')).toBe(doc.title);
    expect(doc.meta('og:image')).toMatch(
      new RegExp(`^${ORIGIN}/storage/dishes/rendang-daging\\..+\\.webp$`),
    );
  });

  it('describes the dish as a Product and MenuItem with offers in MYR and nutrition per size', async () => {
    const { doc } = await page('/food-menu/beef-rendang-with-white-rice');
    const url = `${ORIGIN}/food-menu/beef-rendang-with-white-rice`;
    const [product, trail] = jsonLd(doc)['@graph'];
    expect(product).toMatchObject({
      '@type': ['Product', 'MenuItem'],
      name: 'Beef rendang with white rice',
      sku: 'rendang-daging',
      url,
      image: expect.stringMatching(/^http:\/\/shop\.test\/storage\/dishes\/rendang-daging\./),
      suitableForDiet: 'https://schema.org/HalalDiet',
      offers: [
        {
          '@type': 'Offer',
          price: '17.90',
          priceCurrency: 'MYR',
          availability: 'https://schema.org/InStock',
          url,
          sku: 'rendang-daging-S',
          name: 'Small (S)',
        },
        expect.objectContaining({ price: '23.90', priceCurrency: 'MYR', name: 'Large (L)' }),
      ],
    });
    // S: 29 g protein, 50 g carbohydrate, 19 g fat → 4·29 + 4·50 + 9·19 = 487 kcal.
    expect(product?.nutrition).toEqual([
      {
        '@type': 'NutritionInformation',
        servingSize: 'Small (S)',
        calories: '487 kcal',
        carbohydrateContent: '50 g',
        proteinContent: '29 g',
        fatContent: '19 g',
      },
      expect.objectContaining({ servingSize: 'Large (L)' }),
    ]);
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Food menu', item: `${ORIGIN}/food-menu` },
        { '@type': 'ListItem', position: 2, name: 'Beef rendang with white rice', item: url },
      ],
    });
  });

  it('reads in Bahasa Malaysia under /ms-MY, at the same slug', async () => {
    const { response, doc } = await page('/ms-MY/food-menu/beef-rendang-with-white-rice');
    expect(response.statusCode).toBe(200);
    expect(doc.lang).toBe('ms-MY');
    expect(doc.title).toBe('Rendang daging dengan nasi putih — MealPrep MY');
    expect(doc.root).toContain('<h1>Rendang daging dengan nasi putih</h1>');
    expect(doc.link('canonical')).toBe(`${ORIGIN}/ms-MY/food-menu/beef-rendang-with-white-rice`);
    const [product, trail] = jsonLd(doc)['@graph'];
    expect((product?.offers as { name: string }[]).map((offer) => offer.name)).toEqual([
      'Kecil (S)',
      'Besar (L)',
    ]);
    expect(trail).toMatchObject({
      itemListElement: [{ name: 'Menu makanan', item: `${ORIGIN}/ms-MY/food-menu` }, {}],
    });
  });

  it('marks a vegetarian dish as such', async () => {
    const { doc } = await page('/food-menu/dhal-with-brown-rice-and-spinach');
    const [product] = jsonLd(doc)['@graph'];
    expect(product?.suitableForDiet).toEqual([
      'https://schema.org/HalalDiet',
      'https://schema.org/VegetarianDiet',
    ]);
  });

  it.each(['/food-menu/no-such-dish', '/ms-MY/food-menu/no-such-dish', '/food-menu/Bad%20Slug'])(
    'answers %s with 404, the "not found" text, noindex and no structured data',
    async (url) => {
      const { response, doc } = await page(url);
      expect(response.statusCode).toBe(404);
      const malay = url.startsWith('/ms-MY');
      expect(doc.title).toBe(
        malay ? 'Halaman tidak ditemui — MealPrep MY' : 'Page not found — MealPrep MY',
      );
      expect(doc.root).toContain(
        malay
          ? '<h1>Hidangan ini tiada dalam menu.</h1>'
          : '<h1>This dish is not on the menu.</h1>',
      );
      expect(doc.meta('robots')).toBe('noindex');
      expect(doc.html).not.toMatch(/<link rel="(canonical|alternate)"/);
      expect(doc.jsonLd).toEqual([]);
    },
  );

  it('keeps the 404 for the next guest as it was', async () => {
    const first = await page('/food-menu/still-no-such-dish');
    const again = await page('/food-menu/still-no-such-dish');
    expect([first.response.statusCode, again.response.statusCode]).toEqual([404, 404]);
    expect(again.response.headers['cache-status']).toBe('mealprep-ssr; hit');
    // The same page, each answer with a style nonce of its own (security/style-nonce.test.ts).
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    expect(withoutNonce(again.response.body)).toBe(withoutNonce(first.response.body));
  });
});
