/**
 * Staged rollouts (docs/architecture.md §3.3) through the API on a real database: each step gated
 * by the canary analysis on real-user reports sent the way the shell sends them, sticky cohorts,
 * pause/resume/abort, the timer moving a step on, and promotion at 100 % with the evidence.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ReleaseEvent, RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';
import { releaseCanaries } from '../../db/tables/releases';
import { signBody } from '../../platform/rum/alertWebhook';
import {
  buildTestApp,
  cookieHeader,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueIp,
  type TestApp,
} from '../../test/helper';
import { build, cohort, SHELL_PACKAGE } from './releaseFixtures';

jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
let customer: string;
let visitor = 0;
/** The release team's alert receiver: the webhook's requests as they arrive. */
let receiver: Server;
const alerts: { signature: string | undefined; body: string }[] = [];

const MIN_SAMPLE = 30;

async function post(url: string, payload: object, cookie = admin) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

async function ok(url: string, payload: object) {
  const response = await post(url, payload);
  expect(response.statusCode).toBe(url.endsWith('/releases') ? 201 : 200);
  return response;
}

async function status(remote: string) {
  const response = await t.app.inject({
    url: '/api/v1/admin/releases',
    headers: { cookie: admin },
  });
  const all = response.json<{ data: RemoteReleaseStatus[] }>().data;
  const found = all.find((row) => row.remote === remote);
  if (!found) throw new Error(`no status for ${remote}`);
  return found;
}

async function history(remote: string) {
  const response = await t.app.inject({
    url: `/api/v1/admin/releases/${remote}/history`,
    headers: { cookie: admin },
  });
  return response.json<{ data: ReleaseEvent[] }>().data;
}

/** The version visitor `n` (their cohort cookie) is given now. */
async function versionOf(remote: string, n: number) {
  const response = await t.app.inject({
    url: '/api/v1/remotes',
    headers: { cookie: `mp_cohort=${cohort(n)}` },
  });
  return response.json<{ data: Record<string, { version: string }> }>().data[remote]?.version;
}

/**
 * New visitors, each from an address of their own, get a page and send its report with
 * `navigator.sendBeacon`'s body and the page's cookies, until `canary` has `each` more page
 * views and stable too (or, at 100 %, the canary alone); what they feel is the same for both.
 */
async function visitors(remote: string, canary: string, each: number) {
  const seen = new Map<string, number>();
  const enough = (version: string) => (seen.get(version) ?? 0) >= each;
  for (let tries = 0; tries < 12 * each && !enough(canary); tries += 1) {
    visitor += 1;
    const ip = uniqueIp();
    const previous = `mp_cohort=${cohort(100_000 + visitor)}`;
    const page = await t.app.inject({
      url: '/api/v1/remotes',
      headers: { cookie: previous },
      remoteAddress: ip,
    });
    const version = page.json<{ data: Record<string, { version: string }> }>().data[remote]
      ?.version;
    if (!version || enough(version)) continue;
    seen.set(version, (seen.get(version) ?? 0) + 1);
    const spread = (visitor * 37) % 400;
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rum',
      headers: { cookie: cookieHeader(page, previous), 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        views: [{ remote, version, route: 'home', errors: 0 }],
        vitals: { lcp: 1300 + spread, inp: 70 + spread / 4, cls: 0.01, ttfb: 120 },
      }),
      remoteAddress: ip,
    });
    expect(beacon.statusCode).toBe(204);
  }
  expect(seen.get(canary)).toBe(each);
  await t.app.rum.flush();
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      alerts.push({ signature: request.headers['x-mealprep-signature'] as string, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({
    // The analysis runs after every write and the timer every second; small samples for speed.
    rum: {
      sampleRate: 1,
      viewsPerNetwork: 10,
      minSample: MIN_SAMPLE,
      judgeEveryMs: 0,
      retentionDays: 90,
      webhook: {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`,
        secret: 'a-secret-of-the-release-team',
      },
    },
  });
  fs.writeFileSync(
    path.join(t.config.rootDir, 'shell/package.json'),
    JSON.stringify(SHELL_PACKAGE),
  );
  admin = await loginAdmin(t.app);
  customer = (await registerCustomer(t.app)).cookie;
  for (const [remote, versions] of [
    ['catalog', ['5.0.0', '5.1.0']],
    ['account', ['3.0.0', '3.1.0']],
  ] as const) {
    for (const version of versions) await ok('/api/v1/admin/releases', build(remote, version));
    await ok(`/api/v1/admin/releases/${remote}/pin`, { version: versions[0], reason: 'baseline' });
  }
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('starting a rollout', () => {
  it('is for admins only, on the server', async () => {
    const body = { version: '3.1.0', reason: 'x' };
    for (const url of ['/api/v1/admin/releases/account/rollout', '/api/v1/admin/releases/account/rollout/pause']) {
      expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
      expect((await post(url, body, customer)).statusCode).toBe(403);
    }
    expect((await status('account')).canary).toBeNull();
  });

  it('refuses a plan that shrinks, stops short of 100 % or is not a plan, with the reason', async () => {
    const url = '/api/v1/admin/releases/account/rollout';
    const step = (percent: number) => ({ percent, min_minutes: 0, min_sample: 0 });
    const shrinking = await post(url, { version: '3.1.0', steps: [step(50), step(25), step(100)], reason: 'x' });
    expect(shrinking.statusCode).toBe(422);
    expect(shrinking.json()).toMatchObject({
      errors: {
        steps: [
          'Each step must serve a larger share than the one before, and the last step 100 %.',
        ],
      },
    });
    const short = await post(url, { version: '3.1.0', steps: [step(5), step(50)], reason: 'x' });
    expect(short.statusCode).toBe(422);
    const malay = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin, 'accept-language': 'ms-MY' },
      payload: { version: '3.1.0', steps: [step(5), step(50)], reason: 'x' },
    });
    expect(malay.json<{ errors: { steps: string[] } }>().errors.steps[0]).toMatch(/^Setiap langkah/);
    const zero = await post(url, { version: '3.1.0', steps: [step(0), step(100)], reason: 'x' });
    expect(zero.json()).toMatchObject({ errors: { 'steps[0].percent': [expect.any(String)] } });
    expect((await post(url, { version: '3.1.0', steps: 'fast', reason: 'x' })).statusCode).toBe(422);
    expect((await post(url, { version: '9.9.9', reason: 'x' })).statusCode).toBe(404);
    expect((await post(`${url}/faster`, { reason: 'x' })).statusCode).toBe(404);
    expect((await status('account')).canary).toBeNull();
  });

  it('starts at 5 % with the default plan, and pauses, resumes and aborts from any step', async () => {
    const started = await ok('/api/v1/admin/releases/account/rollout', {
      version: '3.1.0',
      reason: 'new profile page',
    });
    expect(started.json()).toEqual({
      data: { remote: 'account', version: '3.1.0', percent: 5, step: 0, paused: false },
    });
    const { canary } = await status('account');
    expect(canary).toMatchObject({ version: '3.1.0', percent: 5 });
    expect(canary?.rollout?.steps.map((step) => step.percent)).toEqual([5, 25, 50, 100]);
expect(canary?.rollout?.steps.map((step) => [step.minMinutes, step.minSample])).toEqual([
      [60, MIN_SAMPLE],
      [60, 2 * MIN_SAMPLE],
      [60, 4 * MIN_SAMPLE],
      [60, 8 * MIN_SAMPLE],
    ]);

    const base = '/api/v1/admin/releases/account/rollout';
    const paused = await ok(`${base}/pause`, { reason: 'checkout campaign tonight' });
    expect(paused.json()).toMatchObject({ data: { paused: true, percent: 5 } });
    const again = await post(`${base}/pause`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'The rollout of account is already paused.' });
    expect((await status('account')).canary?.rollout?.pausedAt).toEqual(expect.any(String));
    await ok(`${base}/resume`, { reason: 'campaign over' });
    expect((await post(`${base}/resume`, { reason: 'twice' })).statusCode).toBe(409);
    expect((await post(`${base}/abort`, { reason: '' })).statusCode).toBe(422);
    await ok(`${base}/abort`, { reason: 'wrong build' });
    expect((await status('account')).canary).toBeNull();
    expect(await versionOf('account', 1)).toBe('3.0.0');
    const events = (await history('account')).slice(0, 4);
    expect(events.map((event) => event.action)).toEqual([
      'rollout_abort',
      'rollout_resume',
      'rollout_pause',
      'rollout',
    ]);
    expect(events[0]).toMatchObject({ from: '3.1.0', to: '3.0.0', actor: expect.any(String) });
    expect(events[3]?.reason).toMatch(/^new profile page \(steps 5 % → 25 % → 50 % → 100 %;/);
    // A plan's step without a duration or sample gets an hour and the growing default sample.
    await ok('/api/v1/admin/releases/account/rollout', {
      version: '3.1.0',
      steps: [{ percent: 50 }, { percent: 100, min_minutes: 5 }],
      reason: 'short plan',
    });
    expect((await status('account')).canary?.rollout?.steps).toEqual([
      { percent: 50, minMinutes: 60, minSample: MIN_SAMPLE },
      { percent: 100, minMinutes: 5, minSample: 2 * MIN_SAMPLE },
    ]);
    await ok(`${base}/abort`, { reason: 'not yet' });
    const none = await post(`${base}/pause`, { reason: 'nothing' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: 'account has no staged rollout running.' });
  });
});

describe('a rollout gated by the canary analysis', () => {
  it('moves step by step with sticky cohorts and pins the version at 100 %', async () => {
    const steps = [
      { percent: 20, min_minutes: 0, min_sample: MIN_SAMPLE },
      { percent: 50, min_minutes: 0, min_sample: 2 * MIN_SAMPLE },
      { percent: 100, min_minutes: 0, min_sample: 3 * MIN_SAMPLE },
    ];
    await ok('/api/v1/admin/releases/catalog/rollout', { version: '5.1.0', steps, reason: 'new menu' });
    const cohorts = Array.from({ length: 100 }, (_, n) => n);
    const givenAt20 = new Set<number>();
    for (const n of cohorts) if ((await versionOf('catalog', n)) === '5.1.0') givenAt20.add(n);
    expect(givenAt20.size).toBeGreaterThan(5);
    expect(givenAt20.size).toBeLessThan(40);

    await visitors('catalog', '5.1.0', MIN_SAMPLE);
    const [step] = await history('catalog');
    expect(step).toMatchObject({ action: 'rollout_step', from: '5.0.0', to: '5.1.0', actor: null });
    expect(step?.reason).toMatch(/^rollout moved from 20 % to 50 % \(score 100, 30 canary page views/);
    expect(step?.evidence).toMatchObject({ verdict: 'pass', canary: { version: '5.1.0' } });
    expect((await status('catalog')).canary).toMatchObject({ percent: 50, rollout: { step: 1 } });

    // Everyone who had the canary at 20 % still has it at 50 %, and more visitors joined.
    const givenAt50 = new Set<number>();
    for (const n of cohorts) if ((await versionOf('catalog', n)) === '5.1.0') givenAt50.add(n);
    expect([...givenAt20].filter((n) => !givenAt50.has(n))).toEqual([]);
    expect(givenAt50.size).toBeGreaterThan(givenAt20.size);

    await visitors('catalog', '5.1.0', MIN_SAMPLE);
    expect((await status('catalog')).canary).toMatchObject({ percent: 100, rollout: { step: 2 } });
    for (const n of cohorts.slice(0, 10)) expect(await versionOf('catalog', n)).toBe('5.1.0');

    await visitors('catalog', '5.1.0', MIN_SAMPLE);
    const after = await status('catalog');
    expect(after).toMatchObject({ pinned: '5.1.0', canary: null });
    const [promoted] = await history('catalog');
    expect(promoted).toMatchObject({ action: 'promote', from: '5.0.0', to: '5.1.0', actor: null });
    expect(promoted?.reason).toMatch(/^rollout passed its last step \(score 100, 90 canary page views/);
    expect(promoted?.evidence?.metrics.find((metric) => metric.metric === 'lcp')).toMatchObject({
      verdict: 'pass',
      canary: { n: 90 },
    });
    expect(await versionOf('catalog', 12_345)).toBe('5.1.0');
    // The release team hears of the promotion, signed with their secret.
    for (let tries = 0; tries < 100 && alerts.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.signature).toBe(signBody('a-secret-of-the-release-team', alerts[0]?.body ?? ''));
    expect(JSON.parse(alerts[0]?.body ?? '{}')).toMatchObject({
      action: 'promote',
      cause: 'rollout',
      remote: 'catalog',
      version: '5.1.0',
      to: '5.1.0',
      reason: promoted?.reason,
      evidence: { verdict: 'pass', canary: { version: '5.1.0', percent: 100 } },
    });
  });

  it('holds a step for its minimum duration, then the timer moves it on without new data', async () => {
    await ok('/api/v1/admin/releases/account/rollout', {
      version: '3.1.0',
      steps: [
        { percent: 40, min_minutes: 60, min_sample: MIN_SAMPLE },
        { percent: 100, min_minutes: 60, min_sample: 10 * MIN_SAMPLE },
      ],
      reason: 'second try',
    });
    await visitors('account', '3.1.0', MIN_SAMPLE);
    const held = (await status('account')).canary?.rollout;
    expect(held).toMatchObject({ step: 0, gate: { verdict: 'pass', holding: ['duration'] } });
    expect(held?.gate?.views).toBe(MIN_SAMPLE);

    // An hour later (the step's start moved back): the registry's timer, not a report, moves it.
    await t.db
      .update(releaseCanaries)
      .set({ stepStartedAt: sql`now() - interval '61 minutes'` })
      .where(eq(releaseCanaries.remote, 'account'));
    let percent = 40;
    for (let tries = 0; tries < 100 && percent === 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      percent = (await status('account')).canary?.percent ?? 0;
    }
    expect(percent).toBe(100);
    expect((await history('account'))[0]).toMatchObject({ action: 'rollout_step', actor: null });
    // At 100 % it waits for its sample; paused, the analysis never moves it.
    await ok('/api/v1/admin/releases/account/rollout/pause', { reason: 'hold on' });
    expect((await status('account')).canary).toMatchObject({
      percent: 100,
      rollout: { step: 1, pausedAt: expect.any(String) },
    });
  });
});
