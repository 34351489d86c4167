import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { nextBusinessInstant, runShopAt } from '../test/clock';
import { createFakeRoot } from '../test/fakeRoot';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

/**
 * Cache-busting a server-rendered page (docs/architecture.md §2.4): every new query string used to
 * be a render, and every render a new kept page that pushed the warm ones out. Now the cache's key
 * holds only the query parameters the page reads (`?x=1` is the page without it), a query page or
 * a 404 never takes a warm page's place, and each network (an IPv4 /24, an IPv6 /64) has a budget
 * of renders per window, past which its pages render in the browser.
 *
 * The shell's server bundle stands in for the real one and numbers its renders, so an answer
 * tells which render made it: the same number is the kept page, a new one a render.
 */
const SHELL_SERVER = `
class RenderBudgetExceeded extends Error {}
let renders = 0;
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage(input) {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 2));
    const html = '<main><h1>Menu</h1><p data-render="' + renders + '">' + input.url.replace(/[<>&"]/g, '') + '</p></main>';
    return { status: 200, redirect: null, html, styles: '', state: '{}', queries: {}, passes: 1 };
  },
};`;

const HTML = { accept: 'text/html' };
const BUDGET = 5;
const NETWORKS = 5;
const ADDRESSES = 50;
let t: TestApp;

// The budget is counted in fixed windows aligned on the clock: a window that turned over during
// the flood would give each network a second budget. So the shop runs from the top of an hour, and
// its window is the hour.
runShopAt(nextBusinessInstant(3, '10:00'));

beforeAll(async () => {
  const root = createFakeRoot();
  fs.mkdirSync(path.join(root, 'shell/dist-server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist-server/render.js'), SHELL_SERVER);
  fs.mkdirSync(path.join(root, 'mfe-catalog/dist/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-catalog/dist/server/routes.js'), 'module.exports = {};');
  const defaults = loadConfig({});
  t = await buildTestApp({
    rootDir: root,
    // A small cache, so a flood that could push pages out would.
    ssr: {
      ...defaults.ssr,
      cacheEntries: 20,
      rendersPerNetwork: BUDGET,
      renderWindowMs: 3_600_000,
    },
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  const root = t?.config.rootDir;
  await t?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

/** Which render made this answer (null: the page was left to the browser). */
function renderOf(body: string): number | null {
  const found = /data-render="(\d+)"/.exec(body);
  return found ? Number(found[1]) : null;
}

async function page(url: string, remoteAddress = '192.0.2.10') {
  const response = await t.app.inject({ url, headers: HTML, remoteAddress });
  expect(response.statusCode).toBe(200);
  return response;
}

it('answers a tracking parameter, or any the page does not read, with the kept page', async () => {
  const warm = await page('/food-menu');
  const kept = renderOf(warm.body);
  expect(kept).not.toBeNull();
  for (const query of ['?utm_source=x', '?x=1', '?utm_source=x&fbclid=abc', '?tab=meal']) {
    const again = await page(`/food-menu${query}`, '192.0.2.11');
    expect(renderOf(again.body)).toBe(kept);
    expect(again.headers['cache-status']).toBe('mealprep-ssr; hit');
  }
  expect(warm.headers['cache-status']).toBe('mealprep-ssr; fwd=miss; stored');
  // A parameter the menu reads is another page.
  const search = await page('/food-menu?q=sambal', '192.0.2.12');
  expect(renderOf(search.body)).not.toBe(kept);
  expect(search.body).toContain('/food-menu?q=sambal');
});

it('renders no more than the budget per network for a cache-busting flood, and the warm page stays kept', async () => {
  const warmPaths = ['/', '/food-menu', '/meal-bundles', '/about-us'];
  const warm = new Map<string, number | null>();
  for (const url of warmPaths) warm.set(url, renderOf((await page(url, '192.0.3.20')).body));

  // 400 new query strings from 50 addresses in 5 /24s, 8 in flight.
  const addresses = Array.from(
    { length: ADDRESSES },
    (_, n) => `203.0.${113 + (n % NETWORKS)}.${10 + Math.floor(n / NETWORKS)}`,
  );
  const requests = Array.from({ length: 400 }, (_, n) => ({
    url: n % 2 === 0 ? `/food-menu?x=${n}` : `/food-menu?q=flood${n}`,
    from: addresses[n % ADDRESSES] ?? '',
  }));
  const rendersPerNetwork = new Map<string, Set<number>>();
  for (let start = 0; start < requests.length; start += 8) {
    const answers = await Promise.all(
      requests.slice(start, start + 8).map(async ({ url, from }) => ({
        from,
        response: await page(url, from),
      })),
    );
    for (const { from, response } of answers) {
      const render = renderOf(response.body);
      // Rendered, kept, or the page for the browser to render: never an error.
      if (render === null) expect(response.body).toContain('id="mealprep-boot"');
      else if (render !== warm.get('/food-menu')) {
        const network = from.slice(0, from.lastIndexOf('.'));
        const seen = rendersPerNetwork.get(network) ?? new Set<number>();
        seen.add(render);
        rendersPerNetwork.set(network, seen);
      }
    }
  }
  for (const renders of rendersPerNetwork.values()) {
    expect(renders.size).toBeLessThanOrEqual(BUDGET);
  }
  const total = [...rendersPerNetwork.values()].reduce((sum, renders) => sum + renders.size, 0);
  expect(total).toBeLessThanOrEqual(BUDGET * NETWORKS);

  // Another visitor's pages are still the kept ones: no render, however many the flood made.
  for (const url of warmPaths) {
    const again = await page(url, '198.51.100.7');
    expect(again.headers['cache-status']).toBe('mealprep-ssr; hit');
    expect(renderOf(again.body)).toBe(warm.get(url));
  }
});

it('serves the page for the browser to render once a network has used its budget', async () => {
  const from = '198.51.77.1';
  for (let n = 0; n < BUDGET; n += 1) {
    expect(renderOf((await page(`/food-menu?q=own${n}`, from)).body)).not.toBeNull();
  }
  const over = await page('/food-menu?q=one-more', '198.51.77.200');
  expect(renderOf(over.body)).toBeNull();
  expect(over.body).toContain('id="mealprep-boot"');
  expect(over.headers['cache-status']).toBe('mealprep-ssr; fwd=bypass; detail=render-budget');
  // Kept pages are still answered to that network, and other networks still get renders.
  expect((await page('/food-menu', from)).headers['cache-status']).toBe('mealprep-ssr; hit');
  expect(renderOf((await page('/food-menu?q=elsewhere', '198.51.78.1')).body)).not.toBeNull();
  // The machine itself (the server's warm-up, a proxy that names no clients) has no budget.
  for (let n = 0; n <= BUDGET; n += 1) {
    expect(renderOf((await page(`/food-menu?q=local${n}`, '127.0.0.1')).body)).not.toBeNull();
  }
});
