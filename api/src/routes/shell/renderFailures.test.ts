import fs from 'node:fs';
import path from 'node:path';
import type { LogEntry } from '@mealprep/shared/staff/contracts';
import type { ReleaseEvent, RumAnalysis } from '@mealprep/shared/releases/contracts';
import { loadConfig } from '../../config';
import { createFakeRoot } from '../../test/fakeRoot';
import { buildTestApp, loginAdmin, SETUP_TIMEOUT, uniqueIp, type TestApp } from '../../test/helper';
import {
  build,
  cohort,
  releaseAction,
  returningVisitors,
  SHELL_PACKAGE,
} from '../releases/releaseFixtures';

/**
 * A remote version's server half that fails while rendering a visitor's page (docs/architecture.md
 * §2.4) counts against the canary's load-failure threshold like a browser's report, and rolls it
 * back: a throw, and a pass over the render budget. But a pass over the budget while the server
 * itself is slow (the page without the remote is slow too) is not that version's fault: it is
 * weighed in the release analysis, against stable over the same hours, and nowhere else.
 * The shell's server bundle here stands in for the real one: with the catalog's server half
 * loaded, it throws or takes too long when the address asks it to.
 */
const SHELL_SERVER = `
class RenderBudgetExceeded extends Error {}
module.exports = {
  sharedModules: {},
  RenderBudgetExceeded,
  async renderPage(input) {
    const withRemote = Boolean(input.routes.catalog);
    if (withRemote && /slow|busy/.test(input.url)) {
      throw new RenderBudgetExceeded('over ' + input.budgetMs + ' ms');
    }
    // A busy server: the page without the remote takes more than a quarter of the budget too.
    if (input.url.includes('busy')) await new Promise((resolve) => setTimeout(resolve, input.budgetMs / 2));
    if (withRemote && input.url.includes('broken')) throw new Error('the page threw');
    return { status: 200, redirect: null, html: '<main><h1>Menu</h1></main>', styles: '', state: '{}', queries: {}, passes: 1 };
  },
};`;

jest.setTimeout(30_000);

const BUDGET_MS = 400;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  const root = createFakeRoot();
  fs.mkdirSync(path.join(root, 'shell/dist-server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist-server/render.js'), SHELL_SERVER);
  fs.writeFileSync(path.join(root, 'shell/package.json'), JSON.stringify(SHELL_PACKAGE));
  // A budget well above what a busy test machine may hold a process off its core for: a render
  // that merely waits (the busy case) must not be taken for a slow remote, nor the other way.
  const defaults = loadConfig({});
  t = await buildTestApp({ rootDir: root, ssr: { ...defaults.ssr, budgetMs: BUDGET_MS } });
  admin = await loginAdmin(t.app);
  // The rollback here acts on three networks; the floor is tested in security/canary-sway.test.ts.
  t.config.canary.minNetworks = 3;
}, SETUP_TIMEOUT);

afterAll(async () => {
  const root = t?.config.rootDir;
  await t?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** A release action as the admin (publish, pin, canary). */
const act = (path: string, payload: object) => releaseAction(t.app, admin, path, payload);

/** The catalog at `version`, with a server half the renderer loads. */
const withServerHalf = (version: string) => build('catalog', version, { serverHalf: true });

async function history(): Promise<ReleaseEvent[]> {
  const response = await t.app.inject({
    url: '/api/v1/admin/releases/catalog/history',
    headers: { cookie: admin },
  });
  return response.json<{ data: ReleaseEvent[] }>().data;
}

async function serverRenderLogs(version: string): Promise<string[]> {
  const response = await t.app.inject({
    url: '/api/v1/admin/logs?per_page=100',
    headers: { cookie: admin },
  });
  return response
    .json<{ data: LogEntry[] }>()
    .data.filter((row) => row.remoteVersion === version && row.message.startsWith('server render'))
    .map((row) => row.message);
}

/**
 * Visitor `n` searches the food menu (the catalog's page) for `query` — a parameter the page
 * reads, so each visit is a page of its own — from `address` (else an address of their own).
 */
async function visit(n: number, query: string, address = uniqueIp()) {
  const page = await t.app.inject({
    url: `/food-menu?q=${query}${n}`,
    headers: { accept: 'text/html', cookie: `mp_cohort=${cohort(n)}` },
    remoteAddress: address,
  });
  // The page never goes down: its slot is left to the browser.
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1>Menu</h1>');
}

async function canary(version: string) {
  await act('', withServerHalf(version));
  await act('/catalog/canary', {
    version,
    percent: 100,
    failure_threshold: 20,
    min_loads: 3,
    reason: 'server half under test',
  });
}

/** The share of the catalog canary's server renders that failed, as the release analysis has it. */
async function analysedFailures() {
  await t.app.rum?.flush();
  const analysis = await t.app.inject({
    url: '/api/v1/admin/releases/catalog/analysis',
    headers: { cookie: admin },
  });
  return analysis
    .json<{ data: RumAnalysis }>()
    .data.metrics.find((metric) => metric.metric === 'ssrFailures')?.canary;
}

it('counts a render over the budget against the version, unless the server itself was slow', async () => {
  await act('', withServerHalf('3.1.0'));
  await act('/catalog/pin', { version: '3.1.0', reason: 'baseline' });
  // The visitors whose failures roll the canary back come from networks seen before it started.
  const known = await returningVisitors(t.app, 3);
  await canary('3.2.0');

  for (let n = 0; n < 4; n += 1) await visit(n, 'busy');
  expect((await history())[0]).toMatchObject({ action: 'canary', to: '3.2.0' });
  expect(await serverRenderLogs('3.2.0')).toEqual([]);
  // Weighed where canary and stable are compared: each of the four renders failed.
  expect(await analysedFailures()).toEqual({ n: 4, value: 1 });

  for (let n = 4; n < 7; n += 1) await visit(n, 'slow', known[n - 4]);
  expect((await history())[0]).toMatchObject({
    action: 'auto_rollback',
    from: '3.2.0',
    reason: 'canary failure rate 100.0 % (3 of 3 loads) passed its threshold of 20 %',
  });
  expect(await serverRenderLogs('3.2.0')).toEqual(
    Array(3).fill(`server render timeout: over ${BUDGET_MS} ms`),
  );
});

it('counts a server render that throws against the version', async () => {
  const known = await returningVisitors(t.app, 3);
  await canary('3.3.0');
  for (let n = 10; n < 13; n += 1) await visit(n, 'broken', known[n - 10]);
  expect((await history())[0]).toMatchObject({ action: 'auto_rollback', from: '3.3.0' });
  expect(await serverRenderLogs('3.3.0')).toEqual(
    Array(3).fill('server render render: the page threw'),
  );
});
