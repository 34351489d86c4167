import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ReleaseEvent, RumAnalysis } from '@mealprep/shared/releases/contracts';
import { rumHistograms, rumHourly } from '../../db/tables/rum';
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
import { build, returningVisitors, SHELL_PACKAGE } from '../releases/releaseFixtures';

jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
let customer: string;
/** The release manager's alert receiver: the webhook's requests, as they arrive. */
let receiver: Server;
const alerts: { signature: string | undefined; body: string }[] = [];
let alerted: () => void = () => {};

interface Visit {
  cookie: string;
  ip: string;
  version: string;
}

/** A new visitor at an address of their own (or `ip`) is given a page: cookies and version. */
async function pageView(remote = 'catalog', ip = uniqueIp()): Promise<Visit> {
  const page = await t.app.inject({ url: '/api/v1/remotes', remoteAddress: ip });
  const data = page.json<{ data: Record<string, { version: string }> }>().data;
  return { cookie: cookieHeader(page), ip, version: data[remote]?.version ?? '' };
}

const report = (version: string, lcp: number, inp: number, errors = 0, remote = 'catalog') => ({
  views: [{ remote, version, route: 'home', errors }],
  vitals: { lcp, inp, cls: 0.01, ttfb: 120 },
});

/** As `navigator.sendBeacon` sends it: text, with the page's cookies. */
async function beacon(visit: Visit, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/rum',
    headers: { cookie: visit.cookie, 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: visit.ip,
  });
}

async function storedViews(remote: string, version: string) {
  await t.app.rum.flush();
  const [row] = await t.db
    .select({ views: sql<number>`coalesce(sum(${rumHourly.views}), 0)::int` })
    .from(rumHourly)
    .where(and(eq(rumHourly.remote, remote), eq(rumHourly.version, version)));
  const [lcp] = await t.db
    .select({ count: sql<number>`coalesce(sum(${rumHistograms.count}), 0)::int` })
    .from(rumHistograms)
    .where(
      and(
        eq(rumHistograms.remote, remote),
        eq(rumHistograms.version, version),
        eq(rumHistograms.metric, 'lcp'),
      ),
    );
  return { views: row?.views ?? 0, lcp: lcp?.count ?? 0 };
}

async function act(remote: string, action: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/releases/${remote}/${action}`,
    headers: { cookie: admin },
    payload,
  });
  expect(response.statusCode).toBe(action === 'publish' ? 201 : 200);
}

async function publish(remote: string, version: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/releases',
    headers: { cookie: admin },
    payload: build(remote, version),
  });
  expect(response.statusCode).toBe(201);
}

async function analysis(remote: string, cookie = admin) {
  return t.app.inject({ url: `/api/v1/admin/releases/${remote}/analysis`, headers: { cookie } });
}

async function history(remote: string) {
  const response = await t.app.inject({
    url: `/api/v1/admin/releases/${remote}/history`,
    headers: { cookie: admin },
  });
  expect(response.json()).toMatchObject({ data: expect.any(Array) });
  return response.json<{ data: ReleaseEvent[] }>().data;
}

/** Visitors until both cohorts have `each` page views; `measure` says what each one felt. */
async function visitors(
  remote: string,
  canary: string,
  each: number,
  /** `n`: the visitor's place among those of its version, so both versions' figures are alike. */
  measure: (version: string, n: number) => { lcp: number; inp: number; errors?: number },
  /** Their addresses, in turn (else each a new one). */
  addresses: string[] = [],
) {
  const seen = new Map<string, number>();
  // Until both have their share, or the canary is rolled back on the way.
  for (let n = 0; n < 6 * each; n += 1) {
    const visit = await pageView(remote, addresses[n]);
    const count = seen.get(visit.version) ?? 0;
    if (count >= each) continue;
    seen.set(visit.version, count + 1);
    // Which version a visitor gets is random: figures keyed on the visitor's overall place would
    // differ between versions by chance (a canary like stable once judged marginal).
    const { lcp, inp, errors = 0 } = measure(visit.version, count);
    expect((await beacon(visit, report(visit.version, lcp, inp, errors, remote))).statusCode).toBe(
      204,
    );
    if (seen.size === 2 && [...seen.values()].every((value) => value >= each)) break;
  }
  expect(seen.get(canary)).toBeGreaterThanOrEqual(t.config.rum.minSample);
  await t.app.rum.flush();
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      alerts.push({ signature: request.headers['x-mealprep-signature'] as string, body });
      response.writeHead(204).end();
      alerted();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp();
  t.config.rum.webhook.url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`;
  t.config.rum.webhook.secret = 'a-secret-of-the-release-team';
  // The judge runs after every write here; the sample and network share are small for speed.
  t.config.rum.judgeEveryMs = 0;
  t.config.rum.minSample = 30;
  fs.writeFileSync(
    path.join(t.config.rootDir, 'shell/package.json'),
    JSON.stringify(SHELL_PACKAGE),
  );
  admin = await loginAdmin(t.app);
  customer = (await registerCustomer(t.app)).cookie;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the beacon', () => {
  beforeAll(async () => {
    await publish('account', '2.0.0');
    await act('account', 'pin', { version: '2.0.0', reason: 'baseline' });
  });

  it('counts a page view once, whatever is replayed', async () => {
    const visit = await pageView('account');
    expect(visit.version).toBe('2.0.0');
    for (let n = 0; n < 3; n += 1) {
      expect((await beacon(visit, report('2.0.0', 1800, 120, 0, 'account'))).statusCode).toBe(204);
    }
    expect(await storedViews('account', '2.0.0')).toEqual({ views: 1, lcp: 1 });
    // Replayed after it was written, too.
    expect((await beacon(visit, report('2.0.0', 1800, 120, 0, 'account'))).statusCode).toBe(204);
    expect(await storedViews('account', '2.0.0')).toEqual({ views: 1, lcp: 1 });
  });

  it('ignores unsigned, forged and foreign-version reports, and refuses malformed ones', async () => {
    const before = await storedViews('account', '2.0.0');
    const visit = await pageView('account');
    const unsigned = { ...visit, cookie: visit.cookie.replace(/mp_view=[^;]+;?/, '') };
    expect((await beacon(unsigned, report('2.0.0', 900, 80, 0, 'account'))).statusCode).toBe(204);
    const forged = { ...visit, cookie: visit.cookie.replace(/(mp_view=[^;]*)[0-9a-f]/, '$1x') };
    expect((await beacon(forged, report('2.0.0', 900, 80, 0, 'account'))).statusCode).toBe(204);
    // A version this visitor was not given (nor anyone: unpublished).
    expect((await beacon(visit, report('2.9.0', 900, 80, 0, 'account'))).statusCode).toBe(204);
    expect(await storedViews('account', '2.0.0')).toEqual(before);
    expect(await storedViews('account', '2.9.0')).toEqual({ views: 0, lcp: 0 });

    const oversized = { ...report('2.0.0', 1, 1), padding: 'x'.repeat(4000) };
    expect((await beacon(visit, oversized)).statusCode).toBe(413);
    const malformed = await beacon(visit, { views: [{ remote: 'catalog' }], vitals: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'This measurement report is not valid.' });
    expect((await beacon(visit, '{"views":')).statusCode).toBe(400);
    const negative = report('2.0.0', -5, 80, 0, 'account');
    expect((await beacon(visit, negative)).statusCode).toBe(400);
    expect(await storedViews('account', '2.0.0')).toEqual(before);
  });

  it('counts one network for a bounded share of page views per version and day', async () => {
    const before = await storedViews('account', '2.0.0');
    const ip = uniqueIp();
    for (let n = 0; n < t.config.rum.viewsPerNetwork + 5; n += 1) {
      const visit = await pageView('account', ip);
      expect((await beacon(visit, report('2.0.0', 60_000, 5000, 1, 'account'))).statusCode).toBe(
        204,
      );
    }
    const after = await storedViews('account', '2.0.0');
    expect(after.views - before.views).toBe(t.config.rum.viewsPerNetwork);
  });
});

describe('automated canary analysis', () => {
  it('rolls a slower canary back with the evidence, and only admins read the analysis', async () => {
    await publish('catalog', '7.0.0');
    await publish('catalog', '7.1.0');
    await act('catalog', 'pin', { version: '7.0.0', reason: 'baseline' });
    // The shop's visitors come back from networks it saw before the canary started.
    const returning = await returningVisitors(t.app, 6 * 40);
    await act('catalog', 'canary', { version: '7.1.0', percent: 50, reason: 'try the new menu' });
    const alert = new Promise<void>((resolve) => (alerted = resolve));
    // 7.1.0 blocks the main thread for 800 ms: every interaction and the largest paint wait.
    await visitors(
      'catalog',
      '7.1.0',
      40,
      (version, n) => {
        const spread = (n * 37) % 400;
        const slow = version === '7.1.0' ? 800 : 0;
        return { lcp: 1400 + spread + slow, inp: 80 + spread / 4 + slow };
      },
      returning,
    );
    const [rollback] = await history('catalog');
    expect(rollback).toMatchObject({ action: 'auto_rollback', from: '7.1.0', to: '7.0.0' });
    expect(rollback?.reason).toMatch(/^canary analysis failed \(score 50\): lcp p75 .* inp p75/);
    const inp = rollback?.evidence?.metrics.find((metric) => metric.metric === 'inp');
    expect(inp).toMatchObject({ verdict: 'fail' });
    expect(inp?.canary.n).toBeGreaterThanOrEqual(30);
    expect(inp?.stable.n).toBeGreaterThanOrEqual(30);
    expect(inp?.p).toBeLessThan(0.001);
    expect((await pageView('catalog')).version).toBe('7.0.0');
    // The release team hears of it, signed with their secret.
    await alert;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.signature).toBe(
      signBody('a-secret-of-the-release-team', alerts[0]?.body ?? ''),
    );
    expect(JSON.parse(alerts[0]?.body ?? '{}')).toMatchObject({
      action: 'auto_rollback',
      cause: 'analysis',
      remote: 'catalog',
      version: '7.1.0',
      to: '7.0.0',
      reason: rollback?.reason,
      evidence: { verdict: 'fail', canary: { version: '7.1.0' } },
    });

    expect((await analysis('catalog', customer)).statusCode).toBe(403);
    const answer = await analysis('catalog');
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{ data: RumAnalysis }>().data;
    // The canary is gone: the page shows stable's day, its series included.
    expect(data).toMatchObject({ remote: 'catalog', stable: '7.0.0', canary: null });
    expect(data.series.some((point) => point.version === '7.0.0' && point.views >= 40)).toBe(true);
  });

  it('passes a canary that measures like stable and leaves it running', async () => {
    await publish('checkout', '4.0.0');
    await publish('checkout', '4.1.0');
    await act('checkout', 'pin', { version: '4.0.0', reason: 'baseline' });
    await act('checkout', 'canary', { version: '4.1.0', percent: 50, reason: 'same code' });
    await visitors('checkout', '4.1.0', 35, (_version, n) => {
      const spread = (n * 53) % 500;
      return { lcp: 1200 + spread, inp: 60 + spread / 5, errors: n % 40 === 0 ? 1 : 0 };
    });
    const answer = await analysis('checkout');
    const data = answer.json<{ data: RumAnalysis }>().data;
    expect(data.canary).toMatchObject({ version: '4.1.0', percent: 50 });
    expect(data.verdict).toBe('pass');
    expect(data.score).toBe(100);
    expect(data.metrics.find((metric) => metric.metric === 'lcp')).toMatchObject({
      verdict: 'pass',
      canary: { n: 35 },
      stable: { n: 35 },
    });
    expect((await history('checkout'))[0]?.action).toBe('canary');
  });
});
