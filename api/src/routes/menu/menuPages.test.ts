import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { businessDate } from '@mealprep/shared/core';
import { CATALOG_REVISION_MAX_AGE_MS } from '../../catalog/cache';
import { createFakeRoot } from '../../test/fakeRoot';
import { buildTestApp, loginAdmin, SETUP_TIMEOUT, type TestApp } from '../../test/helper';
import { inviteStaff, type StaffLogin } from '../../test/staff';

/**
 * A menu change reaches the server-rendered dish page and its page cache within the catalogue's
 * revision window (docs/menu.md). The shell's server bundle is a stand-in that asks for the
 * page's dish through the API in the same process, as the real one does, and writes the name and
 * each sold-out or paused date it got into `#root`; the catalog remote's own rendering of the
 * mark is tested beside it (mfe-catalog/src/dish/DishPage.test.tsx).
 */
const SHELL_SERVER = `
class RenderBudgetExceeded extends Error {}
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage(input) {
    const match = /^\\/food-menu\\/([^/?#]+)/.exec(input.url);
    if (!match) return { status: 404, redirect: null, html: '<main></main>', styles: '', state: '{}', queries: {}, passes: 1 };
    const slug = decodeURIComponent(match[1]);
    const answer = await input.inject({ method: 'GET', url: '/api/v1/dishes/' + slug, headers: { accept: 'application/json', 'accept-language': input.locale } });
    const body = JSON.parse(answer.body);
    const entry = answer.statusCode === 200
      ? { endpointName: 'dish', originalArgs: slug, status: 'fulfilled', data: body.data }
      : { endpointName: 'dish', originalArgs: slug, status: 'rejected', error: { status: answer.statusCode, message: body.message } };
    const marks = answer.statusCode === 200 ? (body.data.unavailable || []).map((mark) => '<p class="mark">' + mark.state + ' ' + mark.date + '</p>').join('') : '';
    const html = '<main><h1>' + escape(answer.statusCode === 200 ? body.data.name : body.message) + '</h1>' + marks + '</main>';
    return { status: 200, redirect: null, html, styles: '', state: '{}', queries: { ['dish(' + JSON.stringify(slug) + ')']: entry }, passes: 1 };
  },
};`;

let t: TestApp;
let root: string;
let admin: string;
let kitchen: StaffLogin;

beforeAll(async () => {
  root = createFakeRoot();
  fs.mkdirSync(path.join(root, 'shell/dist-server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist-server/render.js'), SHELL_SERVER);
  fs.mkdirSync(path.join(root, 'mfe-catalog/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/server/routes.js'), 'module.exports = {};');
  t = await buildTestApp({ rootDir: root });
  admin = await loginAdmin(t.app);
  kitchen = await inviteStaff(t, admin, 'kitchen');
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

/** Asks for the page until `check` holds, for at most a few revision windows. */
async function pageWithin(url: string, check: (html: string) => boolean) {
  const started = Date.now();
  let response = await page(url);
  while (!check(response.body) && Date.now() - started < CATALOG_REVISION_MAX_AGE_MS * 4) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    response = await page(url);
  }
  return { response, ms: Date.now() - started };
}

describe('a menu change on the server-rendered pages', () => {
  it('shows a new dish with its photo, then its sold-out date, past the page cache, within the revision window', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/menu',
      headers: { cookie: admin },
      payload: {
        name_en: 'Ayam masak lemak cili api',
        name_ms: 'Ayam masak lemak cili api',
        description_en: 'Chicken in a turmeric coconut gravy with bird’s-eye chillies, with rice.',
        description_ms: 'Ayam dalam kuah lemak kunyit dengan cili api, bersama nasi.',
        tab: 'meal',
        line: 'classic',
        cooking_method: 'stir_fried',
        sizes: [
          { size: 'L', price: '18.90', protein: 40, carbohydrate: 55, fat: 18, calories: 542 },
        ],
        allergens: ['chicken', 'rice'],
        shelf_life_days: 5,
        halal: true,
        halal_declaration: true,
        position: 900,
      },
    });
    expect(created.statusCode).toBe(201);
    const dish = created.json<{ data: AdminDish }>().data;
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const boundary = 'menu-pages-boundary';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/menu/${dish.id}/photo`,
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(200);

    const url = `/food-menu/${dish.slug}`;
    const { response: first } = await pageWithin(url, (html) =>
      /og:image" content="[^"]*\/storage\/menu\//.test(html),
    );
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Ayam masak lemak cili api</h1>');
    expect(first.body).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.test\/storage\/menu\/[0-9a-f]{32}-1024\.webp">/,
    );
    expect(first.body).not.toContain('class="mark"');
    const again = await page(url);
    expect(again.headers['cache-status']).toBe('mealprep-ssr; hit');

    const date = businessDate(new Date(Date.now() + 3 * 86_400_000));
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/menu/${dish.id}/availability`,
      headers: { cookie: kitchen.cookie },
      payload: { date, state: 'sold_out' },
    });
    expect(marked.statusCode).toBe(200);

    const { response: after, ms } = await pageWithin(url, (html) => html.includes('class="mark"'));
    expect(after.body).toContain(`<p class="mark">sold_out ${date}</p>`);
    expect(after.headers['cache-status']).not.toBe('mealprep-ssr; hit');
    expect(ms).toBeLessThanOrEqual(CATALOG_REVISION_MAX_AGE_MS * 2);
  });
});
