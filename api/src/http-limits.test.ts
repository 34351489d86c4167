import net from 'node:net';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from './test/helper';

const LIMITS = {
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 1_000,
  idleTimeoutMs: 5_000,
  keepAliveTimeoutMs: 1_000,
  maxConnectionsPerNetwork: 5,
  maxConnections: 10_000,
  reservedConnections: 0,
  bodyMinBytes: 1024,
  bodyRateWindowMs: 5_000,
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
  await t.close();
}, SETUP_TIMEOUT);

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with the milliseconds until the server closes the socket (or `giveUpMs`). */
function closedAfter(socket: net.Socket, giveUpMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), giveUpMs);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('slow clients', () => {
  it('a body promised large and trickled a byte at a time is cut off at the request timeout', async () => {
    const socket = await connect();
    socket.write(
      'POST /api/log HTTP/1.1\r\nHost: shop.test\r\nOrigin: http://shop.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
    );
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    try {
      const ms = await closedAfter(socket, LIMITS.requestTimeoutMs + 4_000);
      // Node checks unfinished requests every second: closed within the timeout plus one check (and slack for a busy machine).
      expect(ms).toBeLessThan(LIMITS.requestTimeoutMs + 2_500);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 15_000);

  it('headers trickled forever are cut off too', async () => {
    const socket = await connect();
    socket.write('GET /api/v1/remotes HTTP/1.1\r\nHost: shop.test\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X-A: b\r\n');
    }, 100);
    try {
      const ms = await closedAfter(socket, LIMITS.headersTimeoutMs + 4_000);
      expect(ms).toBeLessThan(LIMITS.headersTimeoutMs + 2_500);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 15_000);

  it('one network may hold only so many sockets that have not completed a request; others are closed at once, and freed ones count again', async () => {
    const held = await Promise.all(
      Array.from({ length: LIMITS.maxConnectionsPerNetwork }, () => connect()),
    );
    try {
      const extra = await connect();
      expect(await closedAfter(extra, 2_000)).toBeLessThan(1_000);
      const first = held.shift();
      first?.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await connect();
      held.push(again);
      const answer = await fetchOver(
        again,
        'GET /api/v1/remotes HTTP/1.1\r\nHost: shop.test\r\n\r\n',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of held) socket.destroy();
    }
  }, 15_000);
});

function fetchOver(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    socket.write(request);
  });
}
