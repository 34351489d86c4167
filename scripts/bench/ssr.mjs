// `npm run bench:ssr`: server rendering of /food-menu on one API process.
//   - uncached: each request a new query string the page reads, so the page cache misses and it is
//     rendered (data from the API's own routes in-process, its answers cached as usual);
//   - cached: the same address again (a guest's page from the page cache);
//   - throughput of cached guest pages beside a bare Fastify "hello" in the same run (ratio).
// With BENCH_DATABASE_URL (npm run bench:ssr runs under api/scripts/with-postgres.sh) the shop
// uses PostgreSQL, else the embedded database. Needs the built apps (npm run build).
// Port: BENCH_PORT (default 8341); requests: BENCH_REQUESTS (default 300).
// The client reads each answer as bytes, as sent (brotli): decoding them as text cost the client
// more than the server spent on the request, so on a shared machine the client, not the server,
// set the pace of the throughput runs. Beside each throughput, the server's own CPU time per
// request (Linux: /proc/<pid>/stat), which the client's pace and other processes do not change.
// Each throughput is measured after WARM_MS of the same load, unmeasured (see `throughput`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { startShop } from '../shop.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8341);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 8;
const THROUGHPUT_MS = 5000;
const WARM_MS = 3000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The guest's cookies (cohort, page view), kept as a browser keeps them between pages. */
let cookie = '';

/** One answer's bytes (as sent: compressed) and the headers a server sets. */
async function raw(url) {
  const answer = await request(url, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', cookie },
  });
  const body = Buffer.from(await answer.body.arrayBuffer());
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) =>
        !['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding'].includes(name),
    ),
  );
  return { body: body.toString('base64'), headers };
}

async function get(url) {
  const started = performance.now();
  // As a browser asks: the page in brotli (a kept guest page carries its brotli copy).
  const answer = await request(url, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', cookie },
  });
  const set = answer.headers['set-cookie'];
  if (set && !cookie) {
    cookie = (Array.isArray(set) ? set : [set]).map((line) => line.split(';')[0]).join('; ');
  }
  const body = await answer.body.arrayBuffer();
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/** A process's CPU time (user + system) in microseconds, or null where /proc is not there. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

async function latencies(urlFor) {
  const times = [];
  for (let n = 0; n < REQUESTS; n += 1) times.push((await get(urlFor(n))).ms);
  return times.sort((a, b) => a - b);
}

/** CONCURRENCY requests in flight for `ms`; how many were answered. */
async function load(url, ms) {
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await get(url);
        done += 1;
      }
    }),
  );
  return done;
}

/**
 * Requests per second with CONCURRENCY requests in flight for THROUGHPUT_MS, and the server's
 * (process `pid`) CPU time per request in microseconds, each server in its steady state: first
 * WARM_MS of the same load, unmeasured. A few hundred requests one at a time leave the page's
 * path to V8's first tiers; measured at once, the shop's first seconds under load cost a third
 * more CPU a page than the seconds after (36 against 27 µs), where the bare server's few
 * functions are optimised almost at once — the ratio would compare a cold shop with a warm hello.
 */
async function throughput(url, pid) {
  await load(url, WARM_MS);
  const cpuBefore = cpuMicros(pid);
  const done = await load(url, THROUGHPUT_MS);
  const cpuAfter = cpuMicros(pid);
  return {
    perSecond: (done / THROUGHPUT_MS) * 1000,
    cpuUs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / done,
  };
}

/**
 * A bare Fastify process: `/` answers "hello"; `/same` answers the bytes and headers of a kept
 * page (read from `sameFile`), the floor for sending that page without any of the shop's work.
 */
async function hello(port, sameFile) {
  const code = `
    const fs = require('node:fs');
    const same = JSON.parse(fs.readFileSync(${JSON.stringify(sameFile)}, 'utf8'));
    const body = Buffer.from(same.body, 'base64');
    const app = require('fastify')();
    app.get('/', async () => 'hello');
    app.get('/same', async (request, reply) => reply.headers(same.headers).send(body));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: new URL('../../api/', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

// `npm start`'s own logging (LOG_LEVEL info, no line per request): the budget is with the default.
const env = {};
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const shop = await startShop({ port: PORT, env });
const base = shop.baseUrl;
try {
  // Warm up: the server bundles load, the catalogue answers are cached.
  // A page is kept under the query parameters it reads (api/src/ssr/pageAddress.ts): a made-up
  // one (`?bench=1`) is the page already kept. The outcome of a cart form for a dish that is not
  // on the menu is read and changes nothing on the page, so each such address is a new render of
  // the same page.
  const unkept = (n) => `${base}/food-menu?cart=added.${100_000_000 + n}`;
  for (let n = 0; n < 20; n += 1) await get(unkept(REQUESTS + n));
  const uncached = await latencies(unkept);
  await get(`${base}/food-menu`);
  const cached = await latencies(() => `${base}/food-menu`);
  const { bytes } = await get(`${base}/food-menu`);
  const pages = await throughput(`${base}/food-menu`, shop.pid);
  const sameFile = join(mkdtempSync(join(tmpdir(), 'bench-ssr-')), 'page.json');
  writeFileSync(sameFile, JSON.stringify(await raw(`${base}/food-menu`)));
  const server = await hello(PORT + 1, sameFile);
  const bare = await throughput(`http://127.0.0.1:${PORT + 1}/`, server.pid);
  const floor = await throughput(`http://127.0.0.1:${PORT + 1}/same`, server.pid);
  server.kill();
  const row = (label, times) =>
    `${label.padEnd(28)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`;
  console.log(
    `server render of /food-menu (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${REQUESTS} requests each, HTML ${(bytes / 1024).toFixed(1)} kB as sent, brotli)`,
  );
  console.log(row('uncached (rendered)', uncached));
  console.log(row('cached (guest page cache)', cached));
  const cpu = ({ cpuUs }) => (cpuUs === null ? 'n/a' : `${cpuUs.toFixed(0)} µs`);
  console.log(
    `throughput, ${CONCURRENCY} in flight: cached pages ${pages.perSecond.toFixed(0)} req/s, bare Fastify hello ${bare.perSecond.toFixed(0)} req/s, ratio ${(pages.perSecond / bare.perSecond).toFixed(2)} (budget ≥ 0.5)`,
  );
  console.log(
    `  bare Fastify sending the same page's bytes and headers: ${floor.perSecond.toFixed(0)} req/s (the floor for that answer; cached pages are ${(pages.perSecond / floor.perSecond).toFixed(2)} of it)`,
  );
  console.log(
    `  server CPU per request: cached page ${cpu(pages)}, hello ${cpu(bare)}, same bytes ${cpu(floor)}` +
      (pages.cpuUs && bare.cpuUs ? ` (hello/page ${(bare.cpuUs / pages.cpuUs).toFixed(2)})` : ''),
  );
} finally {
  await shop.stop();
}
