/**
 * Slow sockets from many addresses: a client that opens sockets, sends a request's headers and
 * then trickles its body holds a socket per request. Spread over many addresses, each under any
 * per-address cap, such sockets once filled the process and refused every new visitor until the
 * request timeout closed them. Sockets that have not yet completed a request are capped per
 * network (an IPv4 /24, an IPv6 /64), part of the process is kept for addresses that completed a
 * request lately, and a body arriving below the minimum rate is cut after its first window rather
 * than at the request timeout. Real sockets from 127.0.x.y addresses (`localAddress`).
 */
import http from 'node:http';
import net from 'node:net';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

/** Small caps, so the flood stays a few hundred sockets. */
const LIMITS = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  maxConnectionsPerNetwork: 20,
  maxConnections: 130,
  reservedConnections: 20,
  bodyMinBytes: 1024,
  bodyRateWindowMs: 2_000,
};

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ http: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket of the flood, and whether the server has closed it. */
interface SlowSocket {
  socket: net.Socket;
  closed: boolean;
  received: string;
}

/**
 * Connects from `from` and sends the headers of a body promised large, and its first byte. The
 * server may close it at once (refused) or hold it, waiting for the rest. Any path holds a socket
 * while its body comes; the default one does no work of its own first (no database), so the test
 * measures sockets, not queries.
 */
function slowBody(from: string, path = '/api/v1/no-such-route'): Promise<SlowSocket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const slow: SlowSocket = { socket, closed: false, received: '' };
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => (slow.received += chunk.toString()));
    socket.once('close', () => {
      slow.closed = true;
      resolve(slow);
    });
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n` +
          'Content-Length: 1000000\r\n\r\n{',
      );
      resolve(slow);
    });
  });
}

/** The sockets of a flood, fed from the start; `stop` closes them all. */
interface Flood {
  sockets: SlowSocket[];
  stop(): void;
}

/**
 * `count` sockets from each address, all at once, each fed 600 bytes every half second: above
 * the minimum rate (1024 bytes in 2 s), the flood's best strategy once slower bodies are cut,
 * and far from a whole body. Answers once the server has taken them all in.
 */
async function flood(addresses: string[], count: number): Promise<Flood> {
  const sockets: SlowSocket[] = [];
  const padding = ' '.repeat(600);
  const timer = setInterval(() => {
    for (const slow of sockets) if (!slow.closed) slow.socket.write(padding);
  }, 500);
  const stop = () => {
    clearInterval(timer);
    for (const slow of sockets) slow.socket.destroy();
  };
  try {
    sockets.push(
      ...(await Promise.all(
        addresses.flatMap((from) => Array.from({ length: count }, () => slowBody(from))),
      )),
    );
    await settled(sockets);
  } catch (error) {
    stop();
    throw error;
  }
  return { sockets, stop };
}

async function openOnServer(): Promise<number> {
  return new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/**
 * Waits until the server has taken every socket out of the accept queue: a refused one is closed
 * as soon as the server sees it, so the sockets still open are those it holds.
 */
async function settled(sockets: SlowSocket[]) {
  const deadline = Date.now() + 5_000;
  let before = -1;
  while (Date.now() < deadline) {
    await sleep(200);
    const now = held(sockets);
    if (now === before && (await openOnServer()) === now) return;
    before = now;
  }
}

const held = (sockets: SlowSocket[]) => sockets.filter((slow) => !slow.closed).length;

/** Addresses `127.0.<network>.1` … `127.0.<network>.<count>`. */
const addressesIn = (network: number, count: number) =>
  Array.from({ length: count }, (_, i) => `127.0.${network}.${i + 1}`);

/** A page request from `from`, on a socket of its own; resolves with the status (0: refused). */
function visit(from: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/v1/bundles', localAddress: from, agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
    request.setTimeout(5_000, () => request.destroy());
  });
}

/** Waits until the server holds no socket any more (those of the test before have gone). */
async function serverIdle() {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const open = await openOnServer();
    if (open === 0 || Date.now() > deadline) return open;
    await sleep(50);
  }
}

describe('a flood of slow sockets from many addresses', () => {
  it('holds only each network’s share, so a visitor from another network is served at once', async () => {
    // 200 sockets from 50 addresses in five /24 networks: 4 per address, 40 per network.
    const networks = [11, 12, 13, 14, 15];
    const { sockets, stop } = await flood(
      networks.flatMap((network) => addressesIn(network, 10)),
      4,
    );
    try {
      const visitor = await visit('127.0.99.7');
      expect(visitor.status).toBe(200);
      expect(visitor.ms).toBeLessThan(2_000);
      // Each network holds its 20 sockets whatever the number of its addresses.
      expect(held(sockets)).toBe(networks.length * LIMITS.maxConnectionsPerNetwork);
      // A fresh address of a flooding network is turned away, before any byte is read.
      const newcomer = await slowBody('127.0.11.200');
      await sleep(300);
      expect(newcomer.closed).toBe(true);
      expect(newcomer.received).toBe('');
    } finally {
      stop();
    }
  }, 20_000);

  it('keeps room for addresses that completed a request when the flood fills the rest', async () => {
    expect(await serverIdle()).toBe(0);
    const returning = '127.0.97.1';
    expect((await visit(returning)).status).toBe(200);
    // 140 sockets from 35 networks, 4 each: no network reaches its cap, together they would
    // fill the process.
    const { sockets, stop } = await flood(
      Array.from({ length: 35 }, (_, i) => `127.0.${20 + i}.1`),
      4,
    );
    try {
      expect(held(sockets)).toBe(LIMITS.maxConnections - LIMITS.reservedConnections);
      // A visitor the shop has never answered waits for the flood to thin out…
      expect((await visit('127.0.98.1')).status).toBe(0);
      // …while one that completed a request a moment ago is served from the reserve.
      const again = await visit(returning);
      expect(again.status).toBe(200);
      expect(again.ms).toBeLessThan(2_000);
    } finally {
      stop();
    }
  }, 20_000);
});

describe('a body arriving below the minimum rate', () => {
  beforeEach(async () => {
    // The sockets of the flood before are gone from the server too.
    expect(await serverIdle()).toBe(0);
  });

  it('is cut after its first window with a translated 408, not at the request timeout', async () => {
    const started = Date.now();
    const slow = await slowBody('127.0.60.1');
    // 10 bytes a second: a live socket that would be held the full 30 s otherwise.
    const trickle = setInterval(() => {
      if (!slow.closed) slow.socket.write(' ');
    }, 100);
    try {
      const deadline = Date.now() + 10_000;
      while (!slow.closed && Date.now() < deadline) await sleep(50);
      const ms = Date.now() - started;
      expect(slow.closed).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(LIMITS.bodyRateWindowMs - 100);
      // The window plus slack for a busy machine, far below the 30 s request timeout.
      expect(ms).toBeLessThan(LIMITS.bodyRateWindowMs + 3_000);
      expect(slow.received).toMatch(/^HTTP\/1\.1 408 /);
      const body = slow.received.slice(slow.received.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({
        error: true,
        message: 'The request took too long to arrive.',
        errors: {},
      });
    } finally {
      clearInterval(trickle);
      slow.socket.destroy();
    }
  }, 20_000);

  it('leaves a slow but steady body alone: 8 KiB at 2 KiB a second is answered', async () => {
    const body = JSON.stringify({ email: 'nobody@example.my', password: 'x'.repeat(8_000) });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.61.1' });
      let received = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.once('error', reject);
      socket.once('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.once('connect', () => {
        socket.write(
          'POST /api/v1/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
        );
        timer = setInterval(() => {
          socket.write(body.slice(sent, sent + 1024));
          sent += 1024;
          if (sent >= body.length) clearInterval(timer);
        }, 500);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 422 /);
  }, 20_000);
});
