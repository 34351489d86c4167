import { browser, $, expect } from '@wdio/globals';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { remoteVersion, stageRemote } from '../../scripts/deploy/local.mjs';
import { CONNECTIONS_PER_NETWORK } from '../../scripts/deploy/nginx.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/**
 * The shop as deployed (docs/deploy.md): every request goes through nginx to one of two
 * API processes on one PostgreSQL database; the remotes come from a static origin of their own.
 * What is checked is what only a deployment shows: the proxy's headers reaching the API, both
 * processes serving, the static origin's caching, a purchase, release pins and canaries that
 * every process agrees on, and slow clients held off by the proxy's own settings.
 */

/** The deployment of e2e/wdio.deploy.conf.ts: the shop on E2E_PORT+1, the static origin next. */
const DEPLOY_PORT = E2E_PORT + 1;
const shopUrl = `http://localhost:${DEPLOY_PORT}`;
const staticUrl = `http://127.0.0.1:${DEPLOY_PORT + 1}`;
const apiUrls = [DEPLOY_PORT + 2, DEPLOY_PORT + 3].map((port) => `http://127.0.0.1:${port}`);
const work = process.env.DEPLOY_WORK ?? '';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const V1 = `${remoteVersion('admin')}-deploy.1`;
const V2 = `${remoteVersion('admin')}-deploy.2`;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request from the client address `from` (127.0.0.x), as another machine would send it. */
function raw(
  url: string,
  options: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        // A connection per request: a kept-alive one may be closed by the server meanwhile.
        agent: false,
        localAddress: options.from,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A socket that sent a request's headers and trickles its body; what nginx answered on it. */
interface SlowBody {
  socket: net.Socket;
  closed: boolean;
  received: string;
}

/** From `from`, the headers of a login whose body is promised large, and its first byte. */
function slowBody(from: string): Promise<SlowBody> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: DEPLOY_PORT, host: '127.0.0.1', localAddress: from });
    const slow: SlowBody = { socket, closed: false, received: '' };
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => (slow.received += chunk.toString()));
    socket.once('close', () => {
      slow.closed = true;
      resolve(slow);
    });
    socket.once('connect', () => {
      socket.write(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
      );
      resolve(slow);
    });
  });
}

function release(...args: string[]) {
  const result = spawnSync(join(repoRoot, 'scripts/release'), args, {
    env: {
      ...process.env,
      MEALPREP_API: shopUrl,
      MEALPREP_ADMIN_EMAIL: ADMIN_EMAIL,
      MEALPREP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** What one API process (asked directly, not through nginx) serves a visitor of `cohort`. */
async function adminEntryOn(apiUrl: string, cohort: string): Promise<string> {
  const answer = await raw(`${apiUrl}/api/v1/remotes`, {
    headers: { cookie: `mp_cohort=${cohort}` },
  });
  return (JSON.parse(answer.body.toString()) as { data: { admin: { entry: string } } }).data.admin
    .entry;
}

/** A cohort id whose bucket for `admin` is inside (or outside) a canary of `percent` %. */
function cohortFor(inside: boolean, percent: number, seed: string): string {
  for (let n = 0; ; n += 1) {
    const cohort = createHash('md5').update(`${seed}-${n}`).digest('hex');
    const bucket = createHash('sha256').update(`${cohort}:admin`).digest().readUInt32BE(0) % 100;
    if (bucket < percent === inside) return cohort;
  }
}

/** nginx's access log, a line a request: `address "request" status upstream seconds`. */
function accessLog(): string[] {
  return readFileSync(join(work, 'nginx/access.log'), 'utf8').trim().split('\n');
}

/** The upstream (API process) of each of these log lines that went to one. */
function upstreamsOf(lines: string[]): string[] {
  return lines.flatMap((line) => /" \d{3} (127\.0\.0\.1:\d+)/.exec(line)?.[1] ?? []);
}

/** Scripts the page loaded from the static origin (paths). */
async function scriptsFromStaticOrigin(): Promise<string[]> {
  return browser.execute(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    staticUrl,
  );
}

describe('the shop deployed behind nginx', () => {
  it('answers through nginx as https, from both API processes', async () => {
    const page = await raw(`${shopUrl}/`);
    expect(page.status).toBe(200);
    // X-Forwarded-Proto https reached the API (TRUST_PROXY): it asks browsers to stay on https.
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain(staticUrl);
    const registered = await raw(`${shopUrl}/api/v1/auth/register`, {
      method: 'POST',
      body: JSON.stringify(newCustomer()),
    });
    expect(registered.status).toBe(201);
    const session = (registered.headers['set-cookie'] ?? []).find((c) => c.startsWith('session='));
    expect(session).toMatch(/; Secure/i);

    const logged = accessLog().length;
    for (let i = 0; i < 8; i += 1)
      expect((await raw(`${shopUrl}/api/v1/remotes`)).status).toBe(200);
    const upstreams = new Set(upstreamsOf(accessLog().slice(logged)));
    expect([...upstreams].sort()).toEqual(apiUrls.map((url) => url.replace('http://', '')).sort());
  });

  it('counts sign-in attempts per client address, as nginx forwards it', async () => {
    // Another unknown account each time: only the per-address limit applies (10 a minute).
    let n = 0;
    const attempt = (from: string, forged?: string) =>
      raw(`${shopUrl}/api/v1/auth/login`, {
        method: 'POST',
        from,
        headers: forged ? { 'x-forwarded-for': forged } : {},
        body: JSON.stringify({
          email: `nobody.${(n += 1)}@example.my`,
          password: 'wrong-password-1',
        }),
      });
    const statuses: number[] = [];
    // Each attempt names another forged address: only the one nginx saw counts.
    for (let i = 0; i < 12; i += 1)
      statuses.push((await attempt('127.0.0.2', `10.0.0.${i}`)).status);
    // A wrong sign-in answers 422 (docs/spec.md §8); the eleventh from one address 429.
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429, 429]);
    // Another client is not held back by the first one's attempts, whichever process answers.
    expect((await attempt('127.0.0.3')).status).toBe(422);
  });

  it('serves the remotes from the static origin: versioned, immutable, compressed, with CORS', async () => {
    const remotes = JSON.parse((await raw(`${shopUrl}/api/v1/remotes`)).body.toString()) as {
      data: Record<string, { version: string; entry: string }>;
    };
    for (const name of ['catalog', 'questionnaire', 'account', 'checkout', 'admin']) {
      expect(remotes.data[name]?.entry).toBe(
        `${staticUrl}/${name}/${remoteVersion(name)}/remoteEntry.js`,
      );
    }
    const entryUrl = remotes.data.checkout?.entry ?? '';
    const entry = await raw(entryUrl, { headers: { 'accept-encoding': 'gzip', origin: shopUrl } });
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(entry.body)).toEqual(
      readFileSync(join(repoRoot, 'mfe-checkout/dist/remoteEntry.js')),
    );
    const missing = await raw(entryUrl.replace('remoteEntry.js', 'nothing-here.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await raw(`${staticUrl}/checkout/.secret`)).status).toBe(404);
  });

  it('sells a meal through the deployment: cart, checkout, sandbox payment', async () => {
    await shop.open('/auth/register');
    expect((await shop.api('POST', '/api/v1/auth/register', newCustomer())).status).toBe(201);
    const menu = (await shop.api('GET', '/api/v1/menu?per_page=3')).body as {
      data: { id: number }[];
    };
    const dish = menu.data[0];
    if (!dish) throw new Error('the menu is empty');
    const stored = await shop.api('POST', '/api/v1/cart/store', {
      plan_id: dish.id,
      plan_type: 'RECIPE',
      size: 'L',
      quantity: 2,
    });
    expect(stored.status).toBe(200);
    await shop.open('/cart');
    await $('main').$('a=Proceed to checkout').click();
    await shop.waitForPage();
    await expect($('main h1')).toHaveText('Checkout');
    await $('main').$('label=Self pickup at our kitchen').click();
    await $('main').$('label=Lunch box').click();
    const place = $('main').$('button=Place order and pay');
    await expect(place).toBeEnabled();
    await place.click();
    await expect($('h1=Sandbox payment')).toBeDisplayed();
    await $('button*=Pay').click();
    await shop.waitForPage();
    expect(await shop.pathname()).toMatch(/^\/payment\/\d+\/success$/);
    await expect($('main h1')).toHaveText('Payment successful');
    const id = (await shop.pathname()).split('/')[2];
    const payment = (await shop.api('GET', `/api/v1/payments/${id}`)).body as {
      data: { status: string; order: { status: string } };
    };
    expect(payment.data.status).toBe('paid');
    expect(payment.data.order.status).toBe('paid');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/deploy-payment-success.png'));
    // The checkout remote ran from the static origin, not from the API processes.
    expect(await scriptsFromStaticOrigin()).toContain(
      `/checkout/${remoteVersion('checkout')}/remoteEntry.js`,
    );
  });

  it('pins a release hosted on the static origin: both processes serve it, the browser loads it', async () => {
    const dir = stageRemote(join(work, 'static'), 'admin', V1);
    const published = release(
      'publish',
      'admin',
      '--version',
      V1,
      '--dir',
      dir,
      '--base-url',
      `${staticUrl}/admin/${V1}/`,
    );
    expect(published.code).toBe(0);
    expect(release('pin', 'admin', V1, '--reason', 'deployment drill').code).toBe(0);
    const expected = `${staticUrl}/admin/${V1}/remoteEntry.js`;
    for (const apiUrl of apiUrls) expect(await adminEntryOn(apiUrl, 'any')).toBe(expected);

    // The integrity the registry recorded is that of the bytes the static origin serves.
    const status = JSON.parse(release('status', '--json').output) as {
      remote: string;
      versions: { version: string; integrity: string }[];
    }[];
    const recorded = status
      .find((remote) => remote.remote === 'admin')
      ?.versions.find((row) => row.version === V1)?.integrity;
    const served = (await raw(expected)).body;
    expect(recorded).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);

    await shop.open('/admin/login');
    await shop.expectNoFallback();
    expect(await scriptsFromStaticOrigin()).toContain(`/admin/${V1}/remoteEntry.js`);
  });

  it('canaries a second release to half the visitors, the same half on every process', async () => {
    const dir = stageRemote(join(work, 'static'), 'admin', V2);
    expect(
      release(
        'publish',
        'admin',
        '--version',
        V2,
        '--dir',
        dir,
        '--base-url',
        `${staticUrl}/admin/${V2}/`,
      ).code,
    ).toBe(0);
    expect(
      release('canary', 'admin', V2, '--percent', '50', '--reason', 'deployment drill').code,
    ).toBe(0);
    const inside = cohortFor(true, 50, 'deploy-inside');
    const outside = cohortFor(false, 50, 'deploy-outside');
    for (const apiUrl of apiUrls) {
      expect(await adminEntryOn(apiUrl, inside)).toBe(`${staticUrl}/admin/${V2}/remoteEntry.js`);
      expect(await adminEntryOn(apiUrl, outside)).toBe(`${staticUrl}/admin/${V1}/remoteEntry.js`);
    }
    await browser.deleteCookies();
    await browser.setCookies({ name: 'mp_cohort', value: inside, path: '/' });
    await shop.open('/admin/login');
    await shop.expectNoFallback();
    expect(await scriptsFromStaticOrigin()).toContain(`/admin/${V2}/remoteEntry.js`);
  });

  it('cuts off a request body that stops arriving, in nginx (client_body_timeout)', async () => {
    const logged = accessLog().length;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(DEPLOY_PORT, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        );
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      // A timed-out socket is reset (reset_timedout_connection): the close follows.
      socket.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
    });
    // nginx resets the connection without an answer and logs a 408; the API never saw it.
    expect(answer).toBe('');
    const lines = accessLog().slice(logged);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/"POST \/api\/v1\/auth\/login HTTP\/1\.1" 408 - /);
    expect((await raw(`${shopUrl}/api/v1/remotes`)).status).toBe(200);
  });
  it('holds a flood of slow bodies from one network to its share; a visitor from another network is served at once', async () => {
    // 200 sockets from 50 addresses of one /24, 4 each: every address far under the per-address
    // cap (64), the network over its own.
    const sockets = await Promise.all(
      Array.from({ length: 50 }, (_, i) => `127.0.20.${i + 1}`).flatMap((from) =>
        Array.from({ length: 4 }, () => slowBody(from)),
      ),
    );
    // A byte every half second: nginx's body timeout (2 s in this deployment) never fires.
    const feed = setInterval(() => {
      for (const slow of sockets) if (!slow.closed) slow.socket.write(' ');
    }, 500);
    const refused = () =>
      sockets.filter((slow) => slow.received.startsWith('HTTP/1.1 429 ')).length;
    const held = () => sockets.filter((slow) => !slow.closed && slow.received === '').length;
    try {
      const deadline = Date.now() + 5_000;
      while (refused() < sockets.length - CONNECTIONS_PER_NETWORK && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // nginx holds the network's share (its bodies never reach the API) and refuses the rest.
      expect(refused()).toBe(sockets.length - CONNECTIONS_PER_NETWORK);
      expect(held()).toBe(CONNECTIONS_PER_NETWORK);
      // A fresh address of the flooding network is refused too: the network counts, not the address.
      expect((await raw(`${shopUrl}/api/v1/remotes`, { from: '127.0.20.51' })).status).toBe(429);
      // A visitor from another network gets the page at once.
      const started = Date.now();
      const page = await raw(`${shopUrl}/`, { from: '127.0.0.1' });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<div id="root"');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      clearInterval(feed);
      for (const slow of sockets) slow.socket.destroy();
    }
    // The flood gone, its network is served again.
    const deadline = Date.now() + 2_000;
    let again = await raw(`${shopUrl}/api/v1/remotes`, { from: '127.0.20.51' });
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await raw(`${shopUrl}/api/v1/remotes`, { from: '127.0.20.51' });
    }
    expect(again.status).toBe(200);
  });
});
