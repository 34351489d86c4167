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
import http from 'node:http';

const url = process.env.BENCH_LOAD_URL ?? '';
const secret = process.env.BENCH_LOAD_SECRET ?? '';
const version = process.env.BENCH_LOAD_VERSION ?? '0.0.0';
const reports = Number(process.env.BENCH_LOAD_REPORTS ?? 20_000);
const concurrency = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 32);
const rate = Number(process.env.BENCH_LOAD_RATE ?? 0);
// Below the API's connections per address (256 by default): all beacons come from 127.0.0.1.
const MAX_IN_FLIGHT = 200;
// node:http with kept-alive sockets, not fetch: fetch costs the generator about twice the CPU,
// which on a small machine is taken from the server being measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });

function cookie() {
  const cohort = randomBytes(16).toString('hex');
  const payload = `${cohort}.${Date.now() + 3_600_000}`;
  const mac = createHmac('sha256', secret).update(payload).digest('hex');
  return `mp_cohort=${cohort}; mp_view=${payload}.${mac}`;
}

/** Sends beacon `n`; its latency from `at`. */
async function beacon(n: number, at: number): Promise<number> {
  const body = JSON.stringify({
    views: [{ remote: 'catalog', version, route: 'foodMenu', errors: n % 50 === 0 ? 1 : 0 }],
    vitals: { lcp: 900 + (n % 2000), inp: 40 + (n % 300), cls: (n % 20) / 100, ttfb: 80 },
  });
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1/rum`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          cookie: cookie(),
          'x-forwarded-for': `10.${(n % 5000) >> 8}.${n % 256}.7`,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(body);
  });
  if (status !== 204) throw new Error(`beacon answered ${status}`);
  return performance.now() - at;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function closed(times: number[]) {
  let next = 0;
  const worker = async () => {
    while (next < reports) {
      const n = next++;
      times.push(await beacon(n, performance.now()));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function open(times: number[], started: number) {
  const sent: Promise<void>[] = [];
  let inFlight = 0;
  for (let n = 0; n < reports; n += 1) {
    const at = started + (n * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 1) await sleep(wait);
    while (inFlight >= MAX_IN_FLIGHT) await sleep(1);
    inFlight += 1;
    sent.push(
      beacon(n, at).then((ms) => {
        inFlight -= 1;
        times.push(ms);
      }),
    );
  }
  await Promise.all(sent);
}

async function main() {
  const times: number[] = [];
  const started = performance.now();
  if (rate > 0) await open(times, started);
  else await closed(times);
  const wallMs = performance.now() - started;
  agent.destroy();
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000 / reports;
  process.stdout.write(`${JSON.stringify({ times, wallMs, cpuMs })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
