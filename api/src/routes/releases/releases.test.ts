import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ReleaseEvent, RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';
import type { RemoteEntries } from '@mealprep/shared/core/contracts';
import { SINGLETON_PACKAGES } from '@mealprep/shared/release-contracts';
import {
  buildTestApp,
  cookieHeader,
  uniqueIp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
} from '../../test/helper';
import { sriDigest } from '../../platform/fileDigests';
import { cohortBucket } from '../../platform/releaseRegistry';
import { build, cohort, returningVisitors, SHELL_PACKAGE } from './releaseFixtures';
import type { RemoteName } from '../../platform/remotes';

jest.setTimeout(20_000);

let t: TestApp;
let admin: string;
let customer: string;

async function publish(payload: object, cookie = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/releases',
    headers: { cookie },
    payload,
  });
}

async function act(remote: string, action: string, payload: object, cookie = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/releases/${remote}/${action}`,
    headers: { cookie },
    payload,
  });
}

async function remotesFor(cohort: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/remotes',
    headers: { cookie: `mp_cohort=${cohort}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Record<RemoteName, RemoteEntries[string]> }>().data;
}

async function history(remote: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/releases/${remote}/history`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ReleaseEvent[] }>().data;
}


/** The cookies of visitor `n` after the server gave them a page (cohort and signed view). */
async function pageView(n: number): Promise<string> {
  const previous = `mp_cohort=${cohort(n)}`;
  const response = await t.app.inject({ url: '/api/v1/remotes', headers: { cookie: previous } });
  return cookieHeader(response, previous);
}

beforeAll(async () => {
  t = await buildTestApp();
  // Rollbacks here act on five networks; the floor itself is tested in
  // api/src/security/canary-sway.test.ts.
  t.config.canary.minNetworks = 5;
  fs.writeFileSync(
    path.join(t.config.rootDir, 'shell/package.json'),
    JSON.stringify(SHELL_PACKAGE),
  );
  admin = await loginAdmin(t.app);
  customer = (await registerCustomer(t.app)).cookie;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

describe('admin role on every release route', () => {
  // Every row has three cells: with fewer, jest passes `done` as the body.
  const routes: [string, string, object | null][] = [
    ['GET', '/api/v1/admin/releases', null],
    ['POST', '/api/v1/admin/releases', build('admin', '9.9.9')],
    ['GET', '/api/v1/admin/releases/admin/history', null],
    ['POST', '/api/v1/admin/releases/admin/pin', { version: '9.9.9', reason: 'x' }],
    ['POST', '/api/v1/admin/releases/admin/rollback', { reason: 'x' }],
    ['POST', '/api/v1/admin/releases/admin/canary', { version: '9.9.9', percent: 5, reason: 'x' }],
    ['POST', '/api/v1/admin/releases/admin/promote', { reason: 'x' }],
  ];

  it.each(routes)('%s %s: 401 without a session, 403 for a customer', async (method, url, body) => {
    const anonymous = await t.app.inject({
      method: method as 'GET',
      url,
      ...(body ? { payload: body } : {}),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: true, message: 'Please log in to continue.' });
    const asCustomer = await t.app.inject({
      method: method as 'GET',
      url,
      ...(body ? { payload: body } : {}),
      headers: { cookie: customer },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ error: true });
    expect(fs.existsSync(path.join(t.config.releasesDir, 'admin/9.9.9'))).toBe(false);
  });
});

describe('publish', () => {
  it('stores the build immutably with its manifest and entry hash, and refuses it again', async () => {
    const payload = build('account', '1.0.0');
    const response = await publish(payload);
    expect(response.statusCode).toBe(201);
    const entry = Buffer.from(`var account; /* 1.0.0 */`);
    expect(response.json().data).toMatchObject({
      remote: 'account',
      version: '1.0.0',
      integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
      exposes: ['routes'],
      baseUrl: null,
    });
    expect(response.json().data.shared).toContainEqual({
      name: 'react',
      version: '19.3.1',
      requiredVersion: '^19.3.1',
    });
    const dir = path.join(t.config.releasesDir, 'account/1.0.0');
    expect(fs.readFileSync(path.join(dir, 'remoteEntry.js'))).toEqual(entry);

    const again = await publish(build('account', '1.0.0', { entry: 'var changed;' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Version 1.0.0 of account is already published; published versions never change.',
    );
    expect(fs.readFileSync(path.join(dir, 'remoteEntry.js'))).toEqual(entry);
    expect((await history('account'))[0]).toMatchObject({
      action: 'publish',
      to: '1.0.0',
      actor: 'admin@test.mealprep.my',
    });
  });

  it('serves a published build: no-cache entry, chunks cached for a year', async () => {
    const entry = await t.app.inject({ url: '/remotes/account/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const chunk = await t.app.inject({ url: '/remotes/account/1.0.0/routes.100abcdef01.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/remotes/account/7.0.0/remoteEntry.js' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['an unknown remote', { ...build('admin', '1.0.0'), remote: 'payments' }, 'remote'],
    ['a version that is not semver', build('admin', 'v1'), 'version'],
    ['no files', { remote: 'admin', version: '1.0.0', files: [] }, 'files'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const response = await publish(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it.each([
    [
      'a path outside the folder',
      '../escape.js',
      'The file name ../escape.js is not allowed in a build.',
    ],
    ['a hidden file', '.env', 'The file name .env is not allowed in a build.'],
  ])('refuses %s and writes nothing', async (_label, file, message) => {
    const payload = build('admin', '1.0.1');
    payload.files.push({ path: file, content: 'eA==' });
    const response = await publish(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect(fs.existsSync(path.join(t.config.releasesDir, 'admin/1.0.1'))).toBe(false);
  });

  it('keeps a precompressed copy only when it is exactly its file', async () => {
    const good = build('admin', '1.0.3');
    const entry = Buffer.from(good.files[0]?.content ?? '', 'base64');
    good.files.push({
      path: 'remoteEntry.js.br',
      content: brotliCompressSync(entry).toString('base64'),
    });
    expect((await publish(good)).statusCode).toBe(201);
    const served = await t.app.inject({
      url: '/remotes/admin/1.0.3/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(served.headers['content-encoding']).toBe('br');

    const stale = build('admin', '1.0.4', { entry: 'throw new Error("new build")' });
    stale.files.push({ path: 'remoteEntry.js.gz', content: gzipSync(entry).toString('base64') });
    const refused = await publish(stale);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'remoteEntry.js.gz is not a compressed copy of remoteEntry.js.',
    );
    expect(fs.existsSync(path.join(t.config.releasesDir, 'admin/1.0.4'))).toBe(false);
  });

  it("refuses a build without its manifest, or with another remote's", async () => {
    const payload = build('admin', '1.0.2');
    const missing = await publish({
      ...payload,
      files: payload.files.filter((f) => f.path !== 'mf-manifest.json'),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('A build needs remoteEntry.js and mf-manifest.json.');
    const wrong = await publish(build('admin', '1.0.2', { name: 'catalog' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('mf-manifest.json is not the manifest of admin.');
  });
});

describe('pin and rollback', () => {
  beforeAll(async () => {
    for (const version of ['2.0.0', '2.1.0', '2.2.0']) {
      expect((await publish(build('admin', version))).statusCode).toBe(201);
    }
  });

  /** The digest recorded at publish, which the browser checks the entry against. */
  const ADMIN_2_SRI = sriDigest(Buffer.from('var admin; /* 2.0.0 */'));

  it('answers the dist build while nothing is pinned, then the pinned version', async () => {
    expect((await remotesFor(cohort(1))).admin).toEqual({
      version: '0.0.0',
      entry: '/remotes/admin/0.0.0/remoteEntry.js',
    });
    const pinned = await act('admin', 'pin', { version: '2.0.0', reason: 'first release' });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json()).toEqual({ data: { remote: 'admin', pinned: '2.0.0' } });
    const response = await t.app.inject({ url: '/api/v1/remotes' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().data.admin).toEqual({
      version: '2.0.0',
      entry: '/remotes/admin/2.0.0/remoteEntry.js',
      integrity: ADMIN_2_SRI,
    });
    // Other remotes are untouched.
    expect(response.json().data.catalog.version).toBe('1.2.3');
  });

  it('puts the pinned entry into the page and gives the visitor a cohort', async () => {
    const page = await t.app.inject({ url: '/admin/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `"admin":{"version":"2.0.0","entry":"/remotes/admin/2.0.0/remoteEntry.js","integrity":"${ADMIN_2_SRI}"}`,
    );
    expect(page.body).toContain(
      `<link rel="preload" as="script" href="/remotes/admin/2.0.0/remoteEntry.js" integrity="${ADMIN_2_SRI}" crossorigin="anonymous">`,
    );
    const cookie = page.cookies.find((c) => c.name === 'mp_cohort');
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie?.httpOnly).toBe(true);
  });

  it('rolls back to the previous pin, or to any earlier version, and audits each step', async () => {
    expect((await act('admin', 'pin', { version: '2.2.0', reason: 'new look' })).statusCode).toBe(
      200,
    );
    const back = await act('admin', 'rollback', { reason: 'broken button' });
    expect(back.json()).toEqual({ data: { remote: 'admin', pinned: '2.0.0' } });
    expect((await act('admin', 'pin', { version: '2.2.0', reason: 'fixed' })).statusCode).toBe(200);
    const to = await act('admin', 'rollback', { to: '2.1.0', reason: 'go to 2.1' });
    expect(to.json()).toEqual({ data: { remote: 'admin', pinned: '2.1.0' } });
    expect((await remotesFor(cohort(2))).admin.version).toBe('2.1.0');

    const later = await act('admin', 'rollback', { to: '2.2.0', reason: 'forward' });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(
      'Version 2.2.0 of admin was not published before the pinned 2.1.0; use pin instead.',
    );
    const unknown = await act('admin', 'rollback', { to: '1.9.0', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Version 1.9.0 of admin is not published.');

    const events = await history('admin');
    expect(events.slice(0, 5).map((e) => [e.action, e.from, e.to, e.reason])).toEqual([
      ['rollback', '2.2.0', '2.1.0', 'go to 2.1'],
      ['pin', '2.0.0', '2.2.0', 'fixed'],
      ['rollback', '2.2.0', '2.0.0', 'broken button'],
      ['pin', '2.0.0', '2.2.0', 'new look'],
      ['pin', null, '2.0.0', 'first release'],
    ]);
    expect(events.every((e) => e.actor === 'admin@test.mealprep.my')).toBe(true);
  });

  it('refuses a rollback with nothing pinned or nothing before', async () => {
    const none = await act('checkout', 'rollback', { reason: 'x' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'checkout is not pinned to a published version; there is nothing to roll back.',
    );
    expect((await publish(build('checkout', '1.0.0'))).statusCode).toBe(201);
    expect((await act('checkout', 'pin', { version: '1.0.0', reason: 'x' })).statusCode).toBe(200);
    const first = await act('checkout', 'rollback', { reason: 'x' });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      'checkout has no earlier pinned version; name one with --to.',
    );
  });

  it('refuses an unpublished version and the version already pinned', async () => {
    const missing = await act('admin', 'pin', { version: '3.0.0', reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Version 3.0.0 of admin is not published.');
    const same = await act('admin', 'pin', { version: '2.1.0', reason: 'x' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('admin is already pinned to 2.1.0.');
  });

  it('refuses a singleton the shell cannot share, naming module, version and range', async () => {
    expect((await publish(build('admin', '2.3.0', { react: '18.3.1' }))).statusCode).toBe(201);
    const response = await act('admin', 'pin', { version: '2.3.0', reason: 'x' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.reasons).toEqual([
      "It shares react 18.3.1, which does not satisfy the shell's range ^19.3.1.",
      "It shares react-dom/client 18.3.1, which does not satisfy the shell's range ^19.3.1.",
    ]);
    // A non-singleton library may differ.
    expect((await publish(build('admin', '2.4.0', { formik: '3.0.0' }))).statusCode).toBe(201);
    expect((await act('admin', 'pin', { version: '2.4.0', reason: 'x' })).statusCode).toBe(200);
  });

  it('refuses a build that still shares react-router-dom: its router would be a second one', async () => {
    expect((await publish(build('admin', '2.6.0', { sharesRouter: true }))).statusCode).toBe(201);
    const response = await act('admin', 'pin', { version: '2.6.0', reason: 'x' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'It shares react-router-dom, which the shell no longer shares: rebuild it to use @mealprep/shared/router.',
    );
    const malay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/releases/admin/pin',
      headers: { cookie: `${admin}; locale=ms-MY`, 'accept-language': 'ms-MY' },
      payload: { version: '2.6.0', reason: 'x' },
    });
    expect(malay.statusCode).toBe(409);
    expect(malay.json().message).toMatch(/^Ia berkongsi react-router-dom, yang tidak lagi dikongsi/);
  });

  it('serves a build that still shares RTK (its copy works beside the shell’s) within the shell’s range', async () => {
    expect((await publish(build('admin', '2.7.0', { sharesToolkit: '2.14.0' }))).statusCode).toBe(
      201,
    );
    expect((await act('admin', 'pin', { version: '2.7.0', reason: 'x' })).statusCode).toBe(200);
    expect((await publish(build('admin', '2.8.0', { sharesToolkit: '1.9.7' }))).statusCode).toBe(
      201,
    );
    const older = await act('admin', 'pin', { version: '2.8.0', reason: 'x' });
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toBe(
      "It shares @reduxjs/toolkit/query/react 1.9.7, which does not satisfy the shell's range ^2.14.0.",
    );
  });

  it('refuses a build that drops ./routes (the route table) or MealPlan (a RemoteWidget)', async () => {
    expect((await publish(build('admin', '2.5.0', { exposes: [] }))).statusCode).toBe(201);
    const routes = await act('admin', 'pin', { version: '2.5.0', reason: 'x' });
    expect(routes.statusCode).toBe(409);
    expect(routes.json().message).toBe('It no longer exposes ./routes, which the shell uses.');

    await publish(build('questionnaire', '1.0.0', { exposes: ['routes', 'MealPlan'] }));
    await publish(build('questionnaire', '1.1.0', { exposes: ['routes'], react: '18.0.0' }));
    expect((await act('questionnaire', 'pin', { version: '1.0.0', reason: 'x' })).statusCode).toBe(
      200,
    );
    const both = await act('questionnaire', 'canary', {
      version: '1.1.0',
      percent: 10,
      reason: 'x',
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().errors.reasons).toEqual([
      "It shares react 18.0.0, which does not satisfy the shell's range ^19.3.1.",
      "It shares react-dom/client 18.0.0, which does not satisfy the shell's range ^19.3.1.",
      'It no longer exposes ./MealPlan, which the RemoteWidget uses.',
    ]);
    expect(both.json().message).toMatch(/^This version cannot be served: It shares react/);
    // In the admin's language too.
    const malay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/releases/questionnaire/pin',
      headers: { cookie: `${admin}; locale=ms-MY`, 'accept-language': 'ms-MY' },
      payload: { version: '1.1.0', reason: 'x' },
    });
    expect(malay.json().errors.reasons[2]).toBe(
      'Ia tidak lagi mendedahkan ./MealPlan, yang digunakan oleh RemoteWidget.',
    );
    expect((await remotesFor(cohort(3))).questionnaire.version).toBe('1.0.0');
  });

  it('validates the bodies with the shared schemas', async () => {
    const response = await act('admin', 'canary', { version: '2.0', percent: 0 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['percent', 'reason', 'version']);
    expect((await act('nobody', 'pin', { version: '1.0.0', reason: 'x' })).statusCode).toBe(404);
  });
});

describe('canary', () => {
  beforeAll(async () => {
    for (const version of ['3.0.0', '3.1.0']) await publish(build('checkout', version));
    await act('checkout', 'pin', { version: '3.0.0', reason: 'base' });
  });

  it('serves the canary to a stable share of cohorts, and promotes it', async () => {
    const started = await act('checkout', 'canary', {
      version: '3.1.0',
      percent: 50,
      reason: 'try the new cart',
    });
    expect(started.statusCode).toBe(200);
    const cohorts = Array.from({ length: 40 }, (_, n) => cohort(100 + n));
    const seen = await Promise.all(
      cohorts.map(async (c) => (await remotesFor(c)).checkout.version),
    );
    cohorts.forEach((c, n) => {
      expect(seen[n]).toBe(cohortBucket(c, 'checkout') < 50 ? '3.1.0' : '3.0.0');
    });
    expect(new Set(seen)).toEqual(new Set(['3.0.0', '3.1.0']));
    // The same visitor keeps the same version, however often they come back.
    for (const c of cohorts.slice(0, 5)) {
      const again = await Promise.all([1, 2, 3].map(async () => (await remotesFor(c)).checkout));
      expect(new Set(again.map((r) => r.version)).size).toBe(1);
    }
    const promoted = await act('checkout', 'promote', { reason: 'looks good' });
    expect(promoted.json()).toEqual({ data: { remote: 'checkout', pinned: '3.1.0' } });
    expect((await remotesFor(cohorts[0] ?? '')).checkout.version).toBe('3.1.0');
    const none = await act('checkout', 'promote', { reason: 'again' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('checkout has no canary to promote.');
    expect((await history('checkout')).slice(0, 2).map((e) => [e.action, e.from, e.to])).toEqual([
      ['promote', '3.0.0', '3.1.0'],
      ['canary', '3.0.0', '3.1.0'],
    ]);
  });

  it('rolls a failing canary back automatically past its threshold, audited as such', async () => {
    await publish(build('checkout', '3.2.0'));
    // Visitors from five networks the shop knew before the canary started.
    const known = await returningVisitors(t.app, 5);
    const started = await act('checkout', 'canary', {
      version: '3.2.0',
      percent: 100,
      failure_threshold: 20,
      min_loads: 5,
      reason: 'risky',
    });
    expect(started.statusCode).toBe(200);
    // Each visitor at an address of their own (one network counts as one visitor).
    const report = async (path: string, body: object, visitor?: number) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: visitor === undefined ? {} : { cookie: await pageView(visitor) },
        remoteAddress: visitor === undefined ? uniqueIp() : (known[visitor - 20] ?? ''),
      });
    const failure = {
      statusCode: 503,
      message: 'Remote checkout failed',
      date: new Date().toISOString(),
      userId: null,
      remote: 'checkout',
      remoteVersion: '3.2.0',
    };
    for (let n = 0; n < 3; n += 1) {
      expect(
        (await report('/api/v1/remotes/loaded', { remote: 'checkout', version: '3.2.0' }, 20 + n))
          .statusCode,
      ).toBe(204);
    }
    expect((await report('/api/log', failure, 23)).statusCode).toBe(201);
    // 1 failure in 4 attempts: not judged yet (fewer than 5).
    expect((await remotesFor(cohort(7))).checkout.version).toBe('3.2.0');
    expect((await report('/api/log', failure, 24)).statusCode).toBe(201);
    // 2 of 5 = 40 % > 20 %: rolled back to the pinned version.
    expect((await remotesFor(cohort(7))).checkout.version).toBe('3.1.0');
    const [event] = await history('checkout');
    expect(event).toMatchObject({
      action: 'auto_rollback',
      from: '3.2.0',
      to: '3.1.0',
      actor: null,
      reason: 'canary failure rate 40.0 % (2 of 5 loads) passed its threshold of 20 %',
    });
    const status = await t.app.inject({
      url: '/api/v1/admin/releases',
      headers: { cookie: admin },
    });
    const checkout = status
      .json<{ data: RemoteReleaseStatus[] }>()
      .data.find((r) => r.remote === 'checkout');
    expect(checkout).toMatchObject({ pinned: '3.1.0', canary: null });
    expect(checkout?.versions[0]).toMatchObject({ version: '3.2.0', loads: 3, failures: 2 });
    // Failures of a version the registry does not know are only logged.
    expect((await report('/api/log', { ...failure, remoteVersion: '0.0.1' })).statusCode).toBe(201);
    expect(
      (await report('/api/v1/remotes/loaded', { remote: 'checkout', version: 'x' })).statusCode,
    ).toBe(422);
  });
});

describe('canary reports are tied to real page views', () => {
  const failure = (version: string) => ({
    statusCode: 503,
    message: 'Remote checkout failed',
    date: new Date().toISOString(),
    userId: null,
    remote: 'checkout',
    remoteVersion: version,
  });
  const post = (url: string, payload: object, cookie = '', remoteAddress = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });

  it('20 forged failure reports from one address do not roll a healthy canary back', async () => {
    await publish(build('checkout', '3.3.0'));
    const started = await act('checkout', 'canary', {
      version: '3.3.0',
      percent: 100,
      failure_threshold: 20,
      min_loads: 5,
      reason: 'healthy',
    });
    expect(started.statusCode).toBe(200);
    const attacker = await pageView(300);
    for (let n = 0; n < 10; n += 1) {
      // Without a page view, and with an invented cohort.
      expect((await post('/api/log', failure('3.3.0'))).statusCode).toBe(201);
      expect(
        (await post('/api/log', failure('3.3.0'), `mp_cohort=${cohort(400 + n)}`)).statusCode,
      ).toBe(201);
    }
    for (let n = 0; n < 10; n += 1) {
      // One real page view replayed: it counts once.
      expect((await post('/api/log', failure('3.3.0'), attacker)).statusCode).toBe(201);
    }
    for (let n = 0; n < 4; n += 1) {
      expect(
        (
          await post(
            '/api/v1/remotes/loaded',
            { remote: 'checkout', version: '3.3.0' },
            await pageView(310 + n),
          )
        ).statusCode,
      ).toBe(204);
    }
    // 1 failure of 5 distinct visitors = 20 %: not above the threshold.
    expect((await remotesFor(cohort(7))).checkout.version).toBe('3.3.0');
    expect((await history('checkout'))[0]?.action).toBe('canary');
  });

  it('600 fake loads do not hide a failing canary', async () => {
    await publish(build('checkout', '3.4.0'));
    const known = await returningVisitors(t.app, 6);
    const started = await act('checkout', 'canary', {
      version: '3.4.0',
      percent: 100,
      failure_threshold: 20,
      min_loads: 5,
      reason: 'failing',
    });
    expect(started.statusCode).toBe(200);
    const attacker = await pageView(500);
    const loaded = { remote: 'checkout', version: '3.4.0' };
    for (let n = 0; n < 200; n += 1) {
      expect((await post('/api/v1/remotes/loaded', loaded)).statusCode).toBe(204);
      expect(
        (await post('/api/v1/remotes/loaded', loaded, `mp_cohort=${cohort(600 + n)}`)).statusCode,
      ).toBe(204);
      expect((await post('/api/v1/remotes/loaded', loaded, attacker)).statusCode).toBe(204);
    }
    // Real visitors: 3 load it, 3 fail: 3 of 7 (with the attacker's one load) is above 20 %.
    for (let n = 0; n < 3; n += 1) {
      expect(
        (await post('/api/v1/remotes/loaded', loaded, await pageView(900 + n), known[n]))
          .statusCode,
      ).toBe(204);
    }
    for (let n = 0; n < 3; n += 1) {
      expect(
        (await post('/api/log', failure('3.4.0'), await pageView(950 + n), known[3 + n]))
          .statusCode,
      ).toBe(201);
    }
    expect((await remotesFor(cohort(7))).checkout.version).not.toBe('3.4.0');
    expect((await history('checkout'))[0]).toMatchObject({
      action: 'auto_rollback',
      from: '3.4.0',
    });
  }, 60_000);
});

describe('one address is one visitor, however many page views it asks for', () => {
  const failure = (version: string) => ({
    statusCode: 503,
    message: 'Remote checkout failed',
    date: new Date().toISOString(),
    remote: 'checkout',
    remoteVersion: version,
  });
  const loaded = (version: string) => ({ remote: 'checkout', version });

  /** A page view without any cookie (a new cohort each time), and a report, from `ip`. */
  async function freshVisitor(ip: string, url: string, payload: object) {
    const page = await t.app.inject({ url: '/api/v1/remotes', remoteAddress: ip });
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: cookieHeader(page) },
      remoteAddress: ip,
    });
  }

  it('20 failures from one address, each after a page view of its own, do not roll a healthy canary back', async () => {
    await publish(build('checkout', '3.5.0'));
    const started = await act('checkout', 'canary', {
      version: '3.5.0',
      percent: 100,
      failure_threshold: 20,
      min_loads: 5,
      reason: 'healthy',
    });
    expect(started.statusCode).toBe(200);
    const attacker = uniqueIp();
    for (let n = 0; n < 20; n += 1) {
      expect((await freshVisitor(attacker, '/api/log', failure('3.5.0'))).statusCode).toBe(201);
    }
    for (let n = 0; n < 4; n += 1) {
      const ip = uniqueIp();
      expect((await freshVisitor(ip, '/api/v1/remotes/loaded', loaded('3.5.0'))).statusCode).toBe(
        204,
      );
    }
    // The attacker's address is one visitor: 1 failure of 5 = 20 %, not above the threshold.
    expect((await remotesFor(cohort(7))).checkout.version).toBe('3.5.0');
    expect((await history('checkout'))[0]?.action).toBe('canary');
  }, 120_000);

  it('600 loads from one address, each after a page view of its own, do not hide a failing canary', async () => {
    await publish(build('checkout', '3.6.0'));
    const known = await returningVisitors(t.app, 4);
    const started = await act('checkout', 'canary', {
      version: '3.6.0',
      percent: 100,
      failure_threshold: 20,
      min_loads: 5,
      reason: 'failing',
    });
    expect(started.statusCode).toBe(200);
    const attacker = uniqueIp();
    const answers = new Set<number>();
    for (let n = 0; n < 600; n += 1) {
      answers.add((await freshVisitor(attacker, '/api/v1/remotes/loaded', loaded('3.6.0'))).statusCode);
    }
    // Taken while the address's limit lasts, then 429; none of it counts more than once.
    expect([...answers].sort()).toEqual([204, 429]);
    // Real visitors, each at an address of their own: 2 load it, 2 fail.
    for (let n = 0; n < 2; n += 1) {
      await freshVisitor(known[n] ?? '', '/api/v1/remotes/loaded', loaded('3.6.0'));
    }
    for (let n = 0; n < 2; n += 1) {
      expect((await freshVisitor(known[2 + n] ?? '', '/api/log', failure('3.6.0'))).statusCode).toBe(
        201,
      );
    }
    // Judged at the second failure: 2 of 5 visitors (the attacker's address counted once) = 40 %.
    expect((await remotesFor(cohort(7))).checkout.version).not.toBe('3.6.0');
    expect((await history('checkout'))[0]).toMatchObject({
      action: 'auto_rollback',
      from: '3.6.0',
      reason: 'canary failure rate 40.0 % (2 of 5 loads) passed its threshold of 20 %',
    });
  }, 180_000);
});

describe('builds hosted at another origin', () => {
  it('registers the build, answers its URL and allows its origin in the page CSP', async () => {
    const payload = {
      ...build('catalog', '5.0.0'),
      base_url: 'https://catalog.cdn.example/5.0.0/',
    };
    expect((await publish(payload)).statusCode).toBe(201);
    expect(fs.existsSync(path.join(t.config.releasesDir, 'catalog/5.0.0'))).toBe(false);
    expect((await act('catalog', 'pin', { version: '5.0.0', reason: 'cdn' })).statusCode).toBe(200);
    expect((await remotesFor(cohort(9))).catalog.entry).toBe(
      'https://catalog.cdn.example/5.0.0/remoteEntry.js',
    );
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://catalog.cdn.example",
    );
    expect(cookieHeader(page)).toMatch(/mp_cohort=/);
  });
});

it('documents the release routes in the OpenAPI document', async () => {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json();
  for (const action of ['pin', 'rollback', 'canary', 'promote']) {
    const operation = document.paths[`/api/v1/admin/releases/{remote}/${action}`].post;
    expect(operation.security).toEqual([{ sessionCookie: [] }]);
    expect(operation.requestBody.content['application/json'].schema.required).toContain('reason');
  }
  expect(document.paths['/api/v1/admin/releases'].post.requestBody).toBeDefined();
  expect(document.paths['/api/v1/remotes/loaded'].post.security).toEqual([]);
});

it('knows the same singletons as the webpack configuration', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SINGLETONS } = require('../../../../scripts/webpack/appConfig.js') as {
    SINGLETONS: string[];
  };
  expect([...SINGLETON_PACKAGES].sort()).toEqual([...SINGLETONS].sort());
});
