/**
 * Environments (docs/architecture.md §3.4) through the API on a real database: staging's own pin
 * and history, an admin's browser switched to staging, and promoting the exact build staging
 * serves to production — the same release and files, refused when a file changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ReleaseEvent, RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';
import { rumHourly } from '../../db/tables/rum';
import {
  buildTestApp,
  cookieHeader,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
} from '../../test/helper';
import { build, cohort, SHELL_PACKAGE } from './releaseFixtures';

jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
let customer: string;

async function post(url: string, payload: object, cookie = admin) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

async function ok(url: string, payload: object, cookie = admin) {
  const response = await post(url, payload, cookie);
  expect(response.statusCode).toBe(url.endsWith('/releases') ? 201 : 200);
  return response;
}

async function status(remote: string) {
  const response = await t.app.inject({
    url: '/api/v1/admin/releases',
    headers: { cookie: admin },
  });
  const found = response
    .json<{ data: RemoteReleaseStatus[] }>()
    .data.find((row) => row.remote === remote);
  if (!found) throw new Error(`no status for ${remote}`);
  return found;
}

async function history(remote: string, environment?: string) {
  const query = environment ? `?environment=${environment}` : '';
  const response = await t.app.inject({
    url: `/api/v1/admin/releases/${remote}/history${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ReleaseEvent[] }>().data;
}

/** The version a browser with these cookies is given. */
async function versionFor(cookie: string, remote: string) {
  const response = await t.app.inject({ url: '/api/v1/remotes', headers: { cookie } });
  return response.json<{ data: Record<string, { version: string }> }>().data[remote]?.version;
}

beforeAll(async () => {
  t = await buildTestApp();
  fs.writeFileSync(
    path.join(t.config.rootDir, 'shell/package.json'),
    JSON.stringify(SHELL_PACKAGE),
  );
  admin = await loginAdmin(t.app);
  customer = (await registerCustomer(t.app)).cookie;
  for (const [remote, versions] of [
    ['catalog', ['6.0.0', '6.1.0']],
    ['account', ['2.0.0', '2.1.0']],
  ] as const) {
    for (const version of versions) await ok('/api/v1/admin/releases', build(remote, version));
    await ok(`/api/v1/admin/releases/${remote}/pin`, { version: versions[0], reason: 'launch' });
  }
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

it('keeps staging for admins: every route checks the role on the server', async () => {
  const routes: [string, string, object | null][] = [
    ['POST', '/api/v1/admin/releases/catalog/staging/pin', { version: '6.1.0', reason: 'x' }],
    ['POST', '/api/v1/admin/releases/catalog/staging/promote', { reason: 'x' }],
    ['GET', '/api/v1/admin/releases/preview', null],
    ['POST', '/api/v1/admin/releases/preview', { staging: true }],
  ];
  for (const [method, url, payload] of routes) {
    const request = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    const forCustomer = await t.app.inject({ ...request, headers: { cookie: customer } });
    expect(forCustomer.statusCode).toBe(403);
  }
  expect(await status('catalog')).toMatchObject({ pinned: '6.0.0', staging: null });
});

it('pins on staging without touching production, and shows staging to the browser an admin switched', async () => {
  await ok('/api/v1/admin/releases/catalog/staging/pin', { version: '6.1.0', reason: 'QA' });
  expect(await status('catalog')).toMatchObject({ pinned: '6.0.0', staging: '6.1.0' });
  const again = await post('/api/v1/admin/releases/catalog/staging/pin', {
    version: '6.1.0',
    reason: 'twice',
  });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ message: 'Staging already serves 6.1.0 of catalog.' });
  const unknown = await post('/api/v1/admin/releases/catalog/staging/pin', {
    version: '6.9.0',
    reason: 'x',
  });
  expect(unknown.statusCode).toBe(404);

  // The admin's own browser: its cohort cookie is switched, no one else's.
  const browser = `${admin}; mp_cohort=${cohort(1)}`;
  const visitor = `mp_cohort=${cohort(2)}`;
  expect(await versionFor(browser, 'catalog')).toBe('6.0.0');
  const bad = await post('/api/v1/admin/releases/preview', { staging: 'yes' }, browser);
  expect(bad.statusCode).toBe(422);
  const on = await ok('/api/v1/admin/releases/preview', { staging: true }, browser);
  expect(on.json()).toMatchObject({ data: { staging: true, expiresAt: expect.any(String) } });
  expect(await versionFor(browser, 'catalog')).toBe('6.1.0');
  // Remotes with nothing staged serve production's pin on staging.
  expect(await versionFor(browser, 'account')).toBe('2.0.0');
  expect(await versionFor(visitor, 'catalog')).toBe('6.0.0');
  const read = await t.app.inject({
    url: '/api/v1/admin/releases/preview',
    headers: { cookie: browser },
  });
  expect(read.json()).toMatchObject({ data: { staging: true } });

  // A browser without a cohort yet gets one with the switch.
  const fresh = await ok('/api/v1/admin/releases/preview', { staging: true }, admin);
  const freshCookies = cookieHeader(fresh, admin);
  expect(freshCookies).toMatch(/mp_cohort=[0-9a-f]{32}/);
  expect(await versionFor(freshCookies, 'catalog')).toBe('6.1.0');

  // What a staging browser measures is not production's: its reports are not counted.
  const page = await t.app.inject({ url: '/api/v1/remotes', headers: { cookie: browser } });
  const beacon = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rum',
    headers: { cookie: cookieHeader(page, browser), 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({
      views: [{ remote: 'catalog', version: '6.1.0', route: 'home', errors: 1 }],
      vitals: { lcp: 9000, inp: 900, cls: 0.5, ttfb: 120 },
    }),
  });
  expect(beacon.statusCode).toBe(204);
  await t.app.rum.flush();
  const [measured] = await t.db
    .select({ views: sql<number>`coalesce(sum(${rumHourly.views}), 0)::int` })
    .from(rumHourly)
    .where(eq(rumHourly.remote, 'catalog'));
  expect(measured?.views).toBe(0);
  // Nor are its loads: the version's health is production's visitors'.
  const loaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/remotes/loaded',
    headers: { cookie: cookieHeader(page, browser) },
    payload: { remote: 'catalog', version: '6.1.0' },
  });
  expect(loaded.statusCode).toBe(204);
  expect((await status('catalog')).versions.find((v) => v.version === '6.1.0')?.loads).toBe(0);

  await ok('/api/v1/admin/releases/preview', { staging: false }, browser);
  expect(await versionFor(browser, 'catalog')).toBe('6.0.0');

  expect((await history('catalog', 'staging')).map((event) => event.action)).toEqual(['pin']);
  expect((await history('catalog', 'staging'))[0]).toMatchObject({
    environment: 'staging',
    from: null,
    to: '6.1.0',
  });
  expect((await history('catalog', 'production')).every((e) => e.environment === 'production')).toBe(
    true,
  );
  const wrong = await t.app.inject({
    url: '/api/v1/admin/releases/catalog/history?environment=qa',
    headers: { cookie: admin },
  });
  expect(wrong.statusCode).toBe(422);
});

it('promotes to production the exact build staging serves', async () => {
  const before = (await status('catalog')).versions.find((v) => v.version === '6.1.0');
  const stored = fs.readdirSync(path.join(t.config.releasesDir, 'catalog')).sort();
  await ok('/api/v1/admin/releases/catalog/staging/promote', { reason: 'QA passed' });
  const after = await status('catalog');
  expect(after).toMatchObject({ pinned: '6.1.0', staging: '6.1.0' });
  // The same release: same digest, no new build stored.
  expect(after.versions.find((v) => v.version === '6.1.0')?.integrity).toBe(before?.integrity);
  expect(fs.readdirSync(path.join(t.config.releasesDir, 'catalog')).sort()).toEqual(stored);
  expect(await versionFor(`mp_cohort=${cohort(3)}`, 'catalog')).toBe('6.1.0');
  const [promoted] = await history('catalog', 'production');
  expect(promoted).toMatchObject({ action: 'promote', from: '6.0.0', to: '6.1.0' });
  expect(promoted?.reason).toBe(`QA passed (the build staging serves, ${before?.integrity})`);
  const twice = await post('/api/v1/admin/releases/catalog/staging/promote', { reason: 'x' });
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toMatchObject({ message: 'catalog is already pinned to 6.1.0.' });

  const nothing = await post('/api/v1/admin/releases/checkout/staging/promote', { reason: 'x' });
  expect(nothing.statusCode).toBe(409);
  expect(nothing.json()).toMatchObject({
    message: 'Nothing of checkout is pinned on staging; pin a version on staging first.',
  });
});

it('refuses to promote a staged build whose files changed since it was published', async () => {
  await ok('/api/v1/admin/releases/account/staging/pin', { version: '2.1.0', reason: 'QA' });
  const entry = path.join(t.config.releasesDir, 'account/2.1.0/remoteEntry.js');
  const original = fs.readFileSync(entry);
  fs.writeFileSync(entry, 'var account; /* rebuilt in place */');
  try {
    const refused = await post('/api/v1/admin/releases/account/staging/promote', { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'account 2.1.0 is not served: remoteEntry.js changed after it was published. Publish a new version.',
    });
    expect(await status('account')).toMatchObject({ pinned: '2.0.0', staging: '2.1.0' });
  } finally {
    fs.writeFileSync(entry, original);
  }
});
