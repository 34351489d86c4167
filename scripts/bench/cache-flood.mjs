// `npm run bench:cache-flood`: a kept (cached) page's latency while others flood the server with
// renders, against the same page on a quiet server (docs/architecture.md §5.1, "Server renders
// have a budget per network"). The built shop runs with TRUST_PROXY=1 so each request can name
// its client in X-Forwarded-For (loopback itself is exempt from the render budget).
//
// 1. quiet: 300 sequential guest requests for /food-menu (kept after the first), p50/p95;
// 2. the probe's cache-busting flood: 800 requests from 50 addresses of 50 networks, 8 in
//    flight, each with a junk parameter (`?utm_x=<n>`, which the cache ignores); meanwhile the
//    same 300 requests for the kept page, p50/p95;
// 3. a search flood, the same but each a search the page reads (`?q=<random>`: a real render
//    every time, each network within its budget);
// and prints, per flood, what its requests got (Cache-Status: kept, rendered, browser-rendered).
//
// Usage: node scripts/bench/cache-flood.mjs   (needs the built apps)
import { startShop } from '../shop.mjs';

const QUIET_REQUESTS = 300;
const FLOOD_REQUESTS = 800;
const IN_FLIGHT = 8;
const NETWORKS = 50;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

async function timedGet(url, headers = {}) {
  const started = performance.now();
  const answer = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.headers.get('cache-status') ?? '' };
}

async function keptPage(baseUrl) {
  const times = [];
  for (let i = 0; i < QUIET_REQUESTS; i += 1)
    times.push((await timedGet(`${baseUrl}/food-menu`, { 'x-forwarded-for': '203.0.113.7' })).ms);
  return stats(times);
}

async function flood(baseUrl, outcomes, searches) {
  let next = 0;
  const worker = async () => {
    while (next < FLOOD_REQUESTS) {
      const n = next;
      next += 1;
      const client = `198.51.${n % NETWORKS}.${1 + (n % 200)}`;
      const query = searches ? `q=${Math.random().toString(36).slice(2)}` : `utm_x=${n}`;
      const { status } = await timedGet(`${baseUrl}/food-menu?${query}`, {
        'x-forwarded-for': client,
      });
      const kind = status.includes('hit')
        ? 'kept'
        : status.includes('bypass')
          ? 'browser-rendered (budget)'
          : 'rendered';
      outcomes[kind] = (outcomes[kind] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  const shop = await startShop({
    port: Number(process.env.BENCH_PORT ?? 8197),
    env: { TRUST_PROXY: '1' },
  });
  try {
    await timedGet(`${shop.baseUrl}/food-menu`);
    const quiet = await keptPage(shop.baseUrl);
    console.log(`kept /food-menu, quiet: p50 ${ms(quiet.p50)}, p95 ${ms(quiet.p95)}`);
    for (const searches of [false, true]) {
      const outcomes = {};
      const [loaded] = await Promise.all([
        keptPage(shop.baseUrl),
        flood(shop.baseUrl, outcomes, searches),
      ]);
      const after = await timedGet(`${shop.baseUrl}/food-menu`, {
        'x-forwarded-for': '203.0.113.7',
      });
      console.log(
        `${searches ? 'search flood' : 'cache-busting flood'} (${FLOOD_REQUESTS} from ${NETWORKS} ` +
          `networks: ${Object.entries(outcomes)
            .map(([kind, count]) => `${count} ${kind}`)
            .join(', ')}): kept /food-menu p50 ${ms(loaded.p50)}, p95 ${ms(loaded.p95)}, ` +
          `p95 ${(loaded.p95 / quiet.p95).toFixed(2)}× quiet (budget ≤ 2); afterwards: ${after.status}`,
      );
    }
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
