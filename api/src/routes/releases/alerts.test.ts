import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ReleaseEvent } from '@mealprep/shared/releases/contracts';
import { signBody, type AlertEvent } from '../../platform/rum/alertWebhook';
import {
  buildTestApp,
  cookieHeader,
  loginAdmin,
  SETUP_TIMEOUT,
  type TestApp,
} from '../../test/helper';
import { build, cohort, releaseAction, returningVisitors, SHELL_PACKAGE } from './releaseFixtures';

/**
 * The alerting webhook on every automatic action (docs/architecture.md §3.1): besides the
 * analysis's rollbacks and a rollout's promotion (rum.test.ts, rollouts.test.ts), a canary rolled
 * back for its load failures and a version withdrawn for a changed file reach the release team's
 * receiver, signed with their secret, once each.
 */
jest.setTimeout(30_000);

const SECRET = 'a-secret-of-the-release-team';
let t: TestApp;
let admin: string;
let receiver: Server;
const alerts: { signature: string; body: string }[] = [];

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
  t = await buildTestApp();
  // The rollback here acts on five networks; the floor is tested in security/canary-sway.test.ts.
  t.config.canary.minNetworks = 5;
  t.config.rum.webhook.url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`;
  t.config.rum.webhook.secret = SECRET;
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

/** A release action as the admin (publish, pin, canary). */
const act = (path: string, payload: object) => releaseAction(t.app, admin, path, payload);

async function lastEvent(remote: string): Promise<ReleaseEvent | undefined> {
  const response = await t.app.inject({
    url: `/api/v1/admin/releases/${remote}/history`,
    headers: { cookie: admin },
  });
  return response.json<{ data: ReleaseEvent[] }>().data[0];
}

/** The alerts received, each checked against the secret; waits for `count` of them. */
async function received(count: number): Promise<AlertEvent[]> {
  for (let tries = 0; tries < 100 && alerts.length < count; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return alerts.map(({ signature, body }) => {
    expect(signature).toBe(signBody(SECRET, body));
    return JSON.parse(body) as AlertEvent;
  });
}

it('alerts when a canary is rolled back for its load failures', async () => {
  for (const version of ['3.1.0', '3.2.0']) await act('', build('checkout', version));
  await act('/checkout/pin', { version: '3.1.0', reason: 'baseline' });
  // Five returning visitors, from networks the shop knew before the canary started.
  const known = await returningVisitors(t.app, 5);
  await act('/checkout/canary', {
    version: '3.2.0',
    percent: 100,
    failure_threshold: 20,
    min_loads: 5,
    reason: 'risky',
  });
  // Five visitors, each after a page view of their own at an address of their own.
  for (let n = 0; n < 5; n += 1) {
    const previous = `mp_cohort=${cohort(n)}`;
    const remoteAddress = known[n] ?? '';
    const page = await t.app.inject({
      url: '/api/v1/remotes',
      headers: { cookie: previous },
      remoteAddress,
    });
    const headers = { cookie: cookieHeader(page, previous) };
    const response = await t.app.inject(
      n < 3
        ? {
            method: 'POST',
            url: '/api/v1/remotes/loaded',
            payload: { remote: 'checkout', version: '3.2.0' },
            headers,
            remoteAddress,
          }
        : {
            method: 'POST',
            url: '/api/log',
            payload: {
              statusCode: 503,
              message: 'Remote checkout failed',
              date: new Date().toISOString(),
              userId: null,
              remote: 'checkout',
              remoteVersion: '3.2.0',
            },
            headers,
            remoteAddress,
          },
    );
    expect(response.statusCode).toBeLessThan(300);
  }
  const reason = 'canary failure rate 40.0 % (2 of 5 loads) passed its threshold of 20 %';
  expect(await lastEvent('checkout')).toMatchObject({ action: 'auto_rollback', reason });
  const [alert, ...more] = await received(1);
  expect(more).toEqual([]);
  expect(alert).toMatchObject({
    action: 'auto_rollback',
    cause: 'load_failures',
    remote: 'checkout',
    version: '3.2.0',
    to: '3.1.0',
    reason,
    evidence: { failures: 2, attempts: 5, ratePercent: 40, thresholdPercent: 20 },
  });
});

it('alerts when a changed file withdraws the pinned version and the canary, once', async () => {
  for (const version of ['7.0.0', '7.1.0', '7.2.0']) await act('', build('admin', version));
  await act('/admin/pin', { version: '7.0.0', reason: 'baseline' });
  await act('/admin/pin', { version: '7.1.0', reason: 'next' });
  await act('/admin/canary', { version: '7.2.0', percent: 10, reason: 'try' });
  const routes = (version: string) => `routes.${version.replace(/\W/g, '')}abcdef01.js`;
  for (const version of ['7.1.0', '7.2.0']) {
    fs.writeFileSync(
      path.join(t.config.releasesDir, 'admin', version, routes(version)),
      "export const v = 'evil';",
    );
    // Asked for twice: refused both times, withdrawn (and alerted) once.
    for (let n = 0; n < 2; n += 1) {
      const response = await t.app.inject({ url: `/remotes/admin/${version}/${routes(version)}` });
      expect(response.statusCode).toBe(404);
    }
  }
  const got = await received(2);
  // A repeated alert would be on its way by now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(alerts).toHaveLength(2);
  expect(got).toEqual([
    expect.objectContaining({
      action: 'auto_rollback',
      cause: 'integrity',
      remote: 'admin',
      version: '7.1.0',
      to: '7.0.0',
      reason: `${routes('7.1.0')} changed after publish; 7.1.0 is no longer served`,
      evidence: { file: routes('7.1.0') },
    }),
    expect.objectContaining({
      cause: 'integrity',
      version: '7.2.0',
      to: '7.0.0',
      evidence: { file: routes('7.2.0') },
    }),
  ]);
});
