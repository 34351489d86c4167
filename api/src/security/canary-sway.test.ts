import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ReleaseEvent } from '@mealprep/shared/releases/contracts';
import { cohortBucket } from '../platform/releaseCanary';
import type { AlertEvent } from '../platform/rum/alertWebhook';
import {
  buildTestApp,
  cookieHeader,
  loginAdmin,
  SETUP_TIMEOUT,
  type TestApp,
} from '../test/helper';
import { build, cohort, releaseAction, SHELL_PACKAGE } from '../routes/releases/releaseFixtures';

/**
 * Swaying a canary with a handful of addresses (docs/architecture.md §3): a visitor's cohort costs
 * one request, so an attacker asks for `/api/v1/remotes` from each of their addresses until it
 * lands in the canary and reports one failure from there. Reports count once per network (an IPv4
 * /24, an IPv6 /64); no automatic rollback acts on a sample from too few networks, or mostly from
 * networks the shop first saw after the canary started — the release team is alerted instead —
 * while failures real visitors report from enough known networks still roll the canary back.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
let receiver: Server;
const alerts: AlertEvent[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      alerts.push(JSON.parse(body) as AlertEvent);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp();
  t.config.rum.webhook.url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  t.config.rum.webhook.secret = 'release-team-secret';
  t.config.rum.judgeEveryMs = 0;
  t.config.rum.minSample = 30;
  fs.writeFileSync(
    path.join(t.config.rootDir, 'shell/package.json'),
    JSON.stringify(SHELL_PACKAGE),
  );
  admin = await loginAdmin(t.app);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  alerts.length = 0;
});

const act = (action: string, payload: object) => releaseAction(t.app, admin, action, payload);

async function lastEvent(remote: string): Promise<ReleaseEvent | undefined> {
  const response = await t.app.inject({
    url: `/api/v1/admin/releases/${remote}/history`,
    headers: { cookie: admin },
  });
  return response.json<{ data: ReleaseEvent[] }>().data[0];
}

/** A page view from `ip`: the cookies a browser keeps and the version of `remote` it was given. */
async function pageView(ip: string, remote: string, cookie = '') {
  const page = await t.app.inject({
    url: '/api/v1/remotes',
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });
  const versions = page.json<{ data: Record<string, { version: string }> }>().data;
  return { cookie: cookieHeader(page, cookie), version: versions[remote]?.version ?? '' };
}

/**
 * New cohorts from `ip` until one is given `version`: what an attacker does, a request each.
 * Null when none is (the canary is gone).
 */
async function landIn(ip: string, remote: string, version: string): Promise<string | null> {
  for (let tries = 0; tries < 30; tries += 1) {
    const visit = await pageView(ip, remote);
    if (visit.version === version) return visit.cookie;
  }
  return null;
}

const failure = (remote: string, version: string) => ({
  statusCode: 503,
  message: `Remote ${remote} failed`,
  date: new Date().toISOString(),
  userId: null,
  remote,
  remoteVersion: version,
});

async function reportFailure(ip: string, cookie: string, remote: string, version: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/log',
    payload: failure(remote, version),
    headers: { cookie },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(201);
}

async function reportLoad(ip: string, cookie: string, remote: string, version: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/remotes/loaded',
    payload: { remote, version },
    headers: { cookie },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(204);
}

/** Cohorts of `remote`'s 50 % canary (their bucket is below 50), from `from` on. */
function canaryCohorts(remote: string, count: number, from: number): string[] {
  const found: string[] = [];
  for (let n = from; found.length < count; n += 1) {
    if (cohortBucket(cohort(n), remote as 'checkout') < 50) found.push(cohort(n));
  }
  return found;
}

/** Returning visitors: each network had a page view before the canary starts. */
async function knownVisitors(remote: string, ips: string[], from: number) {
  const cohorts = canaryCohorts(remote, ips.length, from);
  for (const [n, ip] of ips.entries()) await pageView(ip, remote, `mp_cohort=${cohorts[n]}`);
  return ips.map((ip, n) => ({ ip, cohort: `mp_cohort=${cohorts[n]}` }));
}

async function alertsAfterAWhile(): Promise<AlertEvent[]> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return [...alerts];
}

describe('load-failure rollbacks', () => {
  it('eighteen addresses of fresh networks landing in a 50 % canary cannot roll it back: the release team is alerted', async () => {
    for (const version of ['3.1.0', '3.2.0']) await act('', build('checkout', version));
    await act('/checkout/pin', { version: '3.1.0', reason: 'baseline' });
    const regulars = await knownVisitors('checkout', ['100.64.1.20', '100.64.2.20'], 0);
    // The defaults: rolled back above 5 % failures of at least 20 loads.
    await act('/checkout/canary', { version: '3.2.0', percent: 50, reason: 'new cart' });
    for (const { ip, cohort: cookie } of regulars) {
      const visit = await pageView(ip, 'checkout', cookie);
      expect(visit.version).toBe('3.2.0');
      await reportLoad(ip, visit.cookie, 'checkout', '3.2.0');
    }
    for (let n = 0; n < 18; n += 1) {
      const ip = `198.51.${n}.7`;
      const landed = await landIn(ip, 'checkout', '3.2.0');
      if (landed === null) break;
      await reportFailure(ip, landed, 'checkout', '3.2.0');
    }
    // 18 failures of 20 attempts, past any threshold, but from networks first seen just now.
    expect(await lastEvent('checkout')).toMatchObject({ action: 'canary', to: '3.2.0' });
    const [inCanary = ''] = canaryCohorts('checkout', 1, 500);
    expect((await pageView('100.64.3.20', 'checkout', `mp_cohort=${inCanary}`)).version).toBe(
      '3.2.0',
    );
    const received = await alertsAfterAWhile();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      action: 'hold',
      cause: 'load_failures',
      remote: 'checkout',
      version: '3.2.0',
      to: '3.2.0',
      evidence: { failures: 18, attempts: 20, networks: 20, knownNetworks: 2 },
    });
    expect(received[0]?.reason).toMatch(/18 of 20 networks first seen after the canary started/);
  });

  it('eighteen addresses of one /24 count as one network', async () => {
    for (const version of ['4.1.0', '4.2.0']) await act('', build('account', version));
    await act('/account/pin', { version: '4.1.0', reason: 'baseline' });
    const regulars = await knownVisitors('account', ['100.65.1.20', '100.65.2.20'], 0);
    await act('/account/canary', {
      version: '4.2.0',
      percent: 50,
      min_loads: 5,
      reason: 'new profile page',
    });
    for (const { ip, cohort: cookie } of regulars) {
      const visit = await pageView(ip, 'account', cookie);
      await reportLoad(ip, visit.cookie, 'account', '4.2.0');
    }
    for (let n = 0; n < 18; n += 1) {
      const ip = `203.0.113.${n + 1}`;
      const landed = await landIn(ip, 'account', '4.2.0');
      if (landed === null) break;
      await reportFailure(ip, landed, 'account', '4.2.0');
    }
    // One failure and two loads: fewer than 5 attempts, nothing judged.
    expect(await lastEvent('account')).toMatchObject({ action: 'canary', to: '4.2.0' });
    expect(await alertsAfterAWhile()).toEqual([]);
  });

  it('failures real visitors report from enough known networks still roll the canary back', async () => {
    for (const version of ['5.1.0', '5.2.0']) await act('', build('admin', version));
    await act('/admin/pin', { version: '5.1.0', reason: 'baseline' });
    const ips = Array.from({ length: 20 }, (_, n) => `100.66.${n}.20`);
    const regulars = await knownVisitors('admin', ips, 1000);
    await act('/admin/canary', { version: '5.2.0', percent: 50, reason: 'new orders board' });
    for (const [n, { ip, cohort: cookie }] of regulars.entries()) {
      const visit = await pageView(ip, 'admin', cookie);
      if (n % 2 === 0) await reportLoad(ip, visit.cookie, 'admin', '5.2.0');
      else await reportFailure(ip, visit.cookie, 'admin', '5.2.0');
    }
    expect(await lastEvent('admin')).toMatchObject({
      action: 'auto_rollback',
      from: '5.2.0',
      to: '5.1.0',
      reason: 'canary failure rate 50.0 % (10 of 20 loads) passed its threshold of 5 %',
    });
    expect(await alertsAfterAWhile()).toEqual([
      expect.objectContaining({ action: 'auto_rollback', cause: 'load_failures' }),
    ]);
  });
});

describe('the canary analysis', () => {
  it('page views with errors from fresh networks cannot fail a canary: the release team is alerted', async () => {
    for (const version of ['7.0.0', '7.1.0']) await act('', build('catalog', version));
    await act('/catalog/pin', { version: '7.0.0', reason: 'baseline' });
    await act('/catalog/canary', { version: '7.1.0', percent: 50, reason: 'new menu' });
    // Ten networks, ten page views each (a network's daily share), each with its beacon: the
    // canary's all with an error, stable's clean.
    for (let network = 0; network < 10; network += 1) {
      for (let n = 0; n < 10; n += 1) {
        const ip = `192.0.${network + 10}.${n + 1}`;
        const visit = await pageView(ip, 'catalog');
        const errors = visit.version === '7.1.0' ? 1 : 0;
        const beacon = await t.app.inject({
          method: 'POST',
          url: '/api/v1/rum',
          headers: { cookie: visit.cookie, 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify({
            views: [{ remote: 'catalog', version: visit.version, route: 'home', errors }],
            vitals: { lcp: 1500, inp: 80, cls: 0.01, ttfb: 120 },
          }),
          remoteAddress: ip,
        });
        expect(beacon.statusCode).toBe(204);
      }
    }
    await t.app.rum.flush();
    expect(await lastEvent('catalog')).toMatchObject({ action: 'canary', to: '7.1.0' });
    const received = await alertsAfterAWhile();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      action: 'hold',
      cause: 'analysis',
      remote: 'catalog',
      version: '7.1.0',
      to: '7.1.0',
      evidence: { verdict: 'fail' },
    });
  });
});
