/**
 * The load generator of `npm run bench:rum` (bench/rum.ts), in a process of its own so the
 * server's process does only the server's work, as with real visitors: BENCH_LOAD_REPORTS beacons
 * to BENCH_LOAD_URL with BENCH_LOAD_CONCURRENCY in flight, each with its own page view signed with
 * BENCH_LOAD_SECRET (the installation's key) from one of 5,000 networks (X-Forwarded-For).
 * With BENCH_LOAD_RATE (reports/s) the load is open instead: beacons leave on a fixed schedule
 * whatever the answers (at most 200 in flight), as browsers send them, and each latency is
 * counted from its scheduled time, so a server that falls behind shows it.
 * Prints one JSON line: every beacon's latency in ms, the wall time and its own CPU time per
 * beacon.
 */
import { createHmac, randomBytes } from 'node:crypto';
import net from 'node:net';

const url = new URL(process.env.BENCH_LOAD_URL ?? 'http://127.0.0.1');
const secret = process.env.BENCH_LOAD_SECRET ?? '';
const version = process.env.BENCH_LOAD_VERSION ?? '0.0.0';
const reports = Number(process.env.BENCH_LOAD_REPORTS ?? 20_000);
const concurrency = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 32);
const rate = Number(process.env.BENCH_LOAD_RATE ?? 0);
// Below the API's connections per address (256 by default): all beacons come from 127.0.0.1.
const MAX_IN_FLIGHT = 200;

function cookie() {
  const cohort = randomBytes(16).toString('hex');
  const payload = `${cohort}.${Date.now() + 3_600_000}`;
  const mac = createHmac('sha256', secret).update(payload).digest('hex');
  return `mp_cohort=${cohort}; mp_view=${payload}.${mac}`;
}

/** Beacon `n` as the bytes of its HTTP/1.1 request, as a browser's sendBeacon sends it. */
function request(n: number): Buffer {
  const body = JSON.stringify({
    views: [{ remote: 'catalog', version, route: 'foodMenu', errors: n % 50 === 0 ? 1 : 0 }],
    vitals: { lcp: 900 + (n % 2000), inp: 40 + (n % 300), cls: (n % 20) / 100, ttfb: 80 },
  });
  return Buffer.from(
    `POST /api/v1/rum HTTP/1.1\r\nHost: ${url.host}\r\n` +
      `Content-Type: text/plain;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cookie: ${cookie()}\r\nX-Forwarded-For: 10.${(n % 5000) >> 8}.${n % 256}.7\r\n\r\n${body}`,
  );
}

/**
 * One kept-alive connection sending one request at a time. The requests are written as bytes
 * and only the status line of the answer is read (a 204 has no body): node:http or fetch cost the
 * generator two to four times the CPU, and on a small machine that is taken from the server.
 */
class Connection {
  private readonly socket = net.connect(Number(url.port || 80), url.hostname);
  private received = '';
  private waiting: { resolve(status: number): void; reject(error: Error): void } | null = null;
  closed = false;

  constructor() {
    this.socket.setNoDelay(true);
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => {
      this.received += chunk;
      const end = this.received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = Number(this.received.slice(9, 12));
      this.received = this.received.slice(end + 4);
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.resolve(status);
    });
    const fail = (error: Error) => {
      this.closed = true;
      this.waiting?.reject(error);
      this.waiting = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  send(bytes: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  close() {
    this.socket.destroy();
  }
}

/** Sends a beacon on `connection`; its latency from `at`. */
async function beacon(connection: Connection, bytes: Buffer, at: number): Promise<number> {
  const status = await connection.send(bytes);
  if (status !== 204) throw new Error(`beacon answered ${status}`);
  return performance.now() - at;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function closed(times: number[], requests: Buffer[]) {
  let next = 0;
  const worker = async () => {
    const connection = new Connection();
    while (next < reports) {
      const n = next++;
      times.push(await beacon(connection, requests[n] as Buffer, performance.now()));
    }
    connection.close();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function open(times: number[], requests: Buffer[], started: number) {
  const sent: Promise<void>[] = [];
  const idle: Connection[] = [];
  const all: Connection[] = [];
  let inFlight = 0;
  for (let n = 0; n < reports; n += 1) {
    const at = started + (n * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 1) await sleep(wait);
    while (inFlight >= MAX_IN_FLIGHT) await sleep(1);
    inFlight += 1;
    let connection = idle.pop();
    while (connection?.closed) connection = idle.pop();
    if (!connection) {
      connection = new Connection();
      all.push(connection);
    }
    const used = connection;
    sent.push(
      beacon(used, requests[n] as Buffer, at).then((ms) => {
        inFlight -= 1;
        idle.push(used);
        times.push(ms);
      }),
    );
  }
  await Promise.all(sent);
  for (const connection of all) connection.close();
}

async function main() {
  // Built before the clock starts: the signing and the JSON are the browsers' work, not load.
  const requests = Array.from({ length: reports }, (_, n) => request(n));
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  if (rate > 0) await open(times, requests, started);
  else await closed(times, requests);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / reports;
  process.stdout.write(`${JSON.stringify({ times, wallMs, cpuMs })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
