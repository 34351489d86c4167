/**
 * The load generator of `npm run bench:rum` (bench/rum.ts), in a process of its own so the
 * server's process does only the server's work, as with real visitors: BENCH_LOAD_REPORTS beacons
 * to BENCH_LOAD_URL with BENCH_LOAD_CONCURRENCY in flight, each with its own page view signed with
 * BENCH_LOAD_SECRET (the installation's key) from one of 5,000 networks (X-Forwarded-For).
 * Prints one JSON line: every beacon's latency in ms and the wall time.
 */
import { createHmac, randomBytes } from 'node:crypto';

const url = process.env.BENCH_LOAD_URL ?? '';
const secret = process.env.BENCH_LOAD_SECRET ?? '';
const version = process.env.BENCH_LOAD_VERSION ?? '0.0.0';
const reports = Number(process.env.BENCH_LOAD_REPORTS ?? 20_000);
const concurrency = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 32);

function cookie() {
  const cohort = randomBytes(16).toString('hex');
  const payload = `${cohort}.${Date.now() + 3_600_000}`;
  const mac = createHmac('sha256', secret).update(payload).digest('hex');
  return `mp_cohort=${cohort}; mp_view=${payload}.${mac}`;
}

async function main() {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < reports) {
      const n = next++;
      const body = JSON.stringify({
        views: [{ remote: 'catalog', version, route: 'foodMenu', errors: n % 50 === 0 ? 1 : 0 }],
        vitals: { lcp: 900 + (n % 2000), inp: 40 + (n % 300), cls: (n % 20) / 100, ttfb: 80 },
      });
      const at = performance.now();
      const response = await fetch(`${url}/api/v1/rum`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          cookie: cookie(),
          'x-forwarded-for': `10.${(n % 5000) >> 8}.${n % 256}.7`,
        },
      });
      await response.arrayBuffer();
      times.push(performance.now() - at);
      if (response.status !== 204) throw new Error(`beacon answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  process.stdout.write(`${JSON.stringify({ times, wallMs: performance.now() - started })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
