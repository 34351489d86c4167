/**
 * `npm run bench:rum -w api`: real-user measurements (docs/architecture.md §3.1).
 *
 * 1. Ingest: BENCH_RUM_REPORTS beacons (default 20,000) over real HTTP with BENCH_RUM_CONCURRENCY
 *    in flight (default 32), each with its own validly signed page view (the load generator,
 *    bench/rumLoad.ts in a process of its own, signs with the installation's key, as the server
 *    would) from one of 5,000 networks (X-Forwarded-For, TRUST_PROXY on). Prints the beacon's
 *    p50/p99 and the reports per second until every report is written and counted, and beside it
 *    the same generator against a bare Fastify route that answers 204 in a process of its own
 *    (the machine's ceiling for one Node process, so the ratio shows what the beacon costs).
 *    Then each again in open loop at BENCH_RUM_RATE (default 2,000/s) for BENCH_RUM_PACED
 *    beacons (default 10,000): the latency at that rate rather than at saturation.
 * 2. Analysis: about 1,000,000 page views (4 measurements each) of a remote's stable and canary
 *    over a week on 10 routes, stored as the collector stores them; times
 *    `GET /api/v1/admin/releases/catalog/analysis` (median and worst of 15).
 *
 * PGlite by default; PostgreSQL with `api/scripts/with-postgres.sh npm run bench:rum -w api`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq, like, sql } from 'drizzle-orm';
import { rumHistograms, rumHourly } from '../src/db/tables/rum';
import { installationSecret } from '../src/platform/installationSecrets';
import { createTestDatabase, loginAdmin, startApp } from '../src/test/helper';
import { startServer } from './load';

const REPORTS = Number(process.env.BENCH_RUM_REPORTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_RUM_CONCURRENCY ?? 32);
const RUNS = 15;
const RATE = Number(process.env.BENCH_RUM_RATE ?? 2000);
const PACED = Number(process.env.BENCH_RUM_PACED ?? 10_000);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Runs bench/rumLoad.ts in a process of its own; its latencies and wall time. */
async function loadGenerator(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'rumLoad.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return JSON.parse(output) as { times: number[]; wallMs: number; cpuMs: number };
}

const latency = (times: number[]) => {
  times.sort((a, b) => a - b);
  return `p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms, worst ${(times.at(-1) ?? 0).toFixed(1)} ms`;
};

/**
 * Beacons at a fixed BENCH_RUM_RATE (default 2,000/s, the budget) for BENCH_RUM_PACED reports,
 * whatever the answers: the latency a page sees when the server is not driven to saturation.
 */
async function paced(label: string, env: Record<string, string>) {
  const { times, wallMs } = await loadGenerator({
    ...env,
    BENCH_LOAD_REPORTS: String(PACED),
    BENCH_LOAD_RATE: String(RATE),
  });
  console.log(
    `  ${label} at ${RATE.toLocaleString('en')}/s offered (open loop, ${PACED.toLocaleString('en')} beacons): kept up at ${((PACED / wallMs) * 1000).toFixed(0)}/s; latency from the scheduled time ${latency(times)}`,
  );
}

/** A process's CPU time so far in ms (Linux: utime + stime of /proc/<pid>/stat). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The same generator against a bare Fastify route answering 204 (bench/serve.ts `hello`, in a
 * process of its own like the API's): what this machine allows one Node process at best.
 */
async function bare() {
  const server = await startServer('hello');
  try {
    const cpuBefore = cpuOf(server.pid);
    const {
      times,
      wallMs,
      cpuMs: generatorMs,
    } = await loadGenerator({
      BENCH_LOAD_URL: `http://127.0.0.1:${server.port}`,
      BENCH_LOAD_SECRET: 'bare',
      BENCH_LOAD_REPORTS: String(REPORTS),
      BENCH_LOAD_CONCURRENCY: String(CONCURRENCY),
    });
    const cpuMs = (cpuOf(server.pid) - cpuBefore) / REPORTS;
    const rate = (REPORTS / wallMs) * 1000;
    console.log(
      `reference, bare Fastify answering 204 to the same generator: ${rate.toFixed(0)}/s; latency ${latency(times)}; server CPU ${cpuMs.toFixed(3)} ms per request (generator ${generatorMs.toFixed(3)}); load average ${loadavg()[0]?.toFixed(1)}`,
    );
    await paced('bare Fastify', {
      BENCH_LOAD_URL: `http://127.0.0.1:${server.port}`,
      BENCH_LOAD_SECRET: 'bare',
    });
    return rate;
  } finally {
    await server.stop();
  }
}

async function ingest(t: Awaited<ReturnType<typeof startApp>>) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const given = (await t.app.inject({ url: '/api/v1/remotes' })).json<{
    data: Record<string, { version: string }>;
  }>().data;
  const cpuBefore = process.cpuUsage();
  // How long the event loop was held at a time (a long synchronous flush delays every beacon).
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const beacons = {
    BENCH_LOAD_URL: address,
    BENCH_LOAD_SECRET: installationSecret(t.config.dataDir, 'page-view.key'),
    BENCH_LOAD_VERSION: given.catalog?.version ?? '0.0.0',
  };
  const {
    times,
    wallMs,
    cpuMs: generatorMs,
  } = await loadGenerator({
    ...beacons,
    BENCH_LOAD_REPORTS: String(REPORTS),
    BENCH_LOAD_CONCURRENCY: String(CONCURRENCY),
  });
  // From the first beacon (the generator's own start is not the server's time) until the last
  // was answered, then until everything queued is written.
  const answered = wallMs;
  delay.disable();
  const exited = performance.now();
  await t.app.rum.flush();
  const stored = wallMs + (performance.now() - exited);
  // This process's CPU time (user + system) per report: what one core of its own would sustain,
  // whatever else the machine runs meanwhile (PostgreSQL's own work is not in it).
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerReport = (cpu.user + cpu.system) / 1000 / REPORTS;
  const [row] = await t.db
    .select({ views: sql<number>`coalesce(sum(${rumHourly.views}), 0)::int` })
    .from(rumHourly)
    .where(eq(rumHourly.remote, 'catalog'));
  console.log(
    `ingest: ${REPORTS.toLocaleString('en')} beacons, ${CONCURRENCY} in flight from a load generator in another process: answered ${((REPORTS / answered) * 1000).toFixed(0)}/s, ` +
      `stored ${((REPORTS / stored) * 1000).toFixed(0)}/s (${row?.views ?? 0} page views counted); ` +
      `beacon latency ${latency(times)}; ` +
      `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, worst ${(delay.max / 1e6).toFixed(1)} ms; ` +
      `server CPU ${cpuMsPerReport.toFixed(3)} ms per report (${(1000 / cpuMsPerReport).toFixed(0)} reports/s per core; generator ${generatorMs.toFixed(3)}); load average ${loadavg()[0]?.toFixed(1)}`,
  );
  await paced('beacon', beacons);
  return (REPORTS / stored) * 1000;
}

async function analysis(t: Awaited<ReturnType<typeof startApp>>) {
  const at = performance.now();
  await t.db.execute(sql`
    insert into releases (remote, version, shared, exposes, integrity)
    values ('catalog', '9.0.0', '[]', '["routes"]', 'sha384-bench'),
           ('catalog', '9.1.0', '[]', '["routes"]', 'sha384-bench')`);
  await t.db.execute(sql`
    insert into release_pins (remote, release_id)
    select 'catalog', id from releases where remote = 'catalog' and version = '9.0.0'`);
  await t.db.execute(sql`
    insert into release_canaries (remote, release_id, percent, failure_threshold, min_loads, started_at)
    select 'catalog', id, 10, 5, 20, now() - interval '168 hours'
    from releases where remote = 'catalog' and version = '9.1.0'`);
  // 535 and 60 page views per route and hour: about 899,000 + 101,000 over 168 hours and 10 routes.
  await t.db.execute(sql`
    insert into rum_hourly (remote, version, route, hour, views, error_views, loads, load_failures, ssr_renders, ssr_failures)
    select 'catalog', v.version, 'route' || r, date_trunc('hour', now()) - (h || ' hours')::interval,
           v.per, v.per / 100, v.per, v.per / 500, v.per, 0
    from (values ('9.0.0', 535), ('9.1.0', 60)) as v(version, per),
         generate_series(0, 167) as h, generate_series(1, 10) as r`);
  await t.db.execute(sql`
    insert into rum_histograms (remote, version, metric, hour, bucket, count)
    select 'catalog', v.version, m, date_trunc('hour', now()) - (h || ' hours')::interval,
           b, 10 * greatest(1, v.per / 40 + (b * 7 + h) % 3 - 1)
    from (values ('9.0.0', 535, 0), ('9.1.0', 60, 2)) as v(version, per, shift),
         unnest(array['lcp', 'inp', 'cls', 'ttfb']) as m,
         generate_series(0, 167) as h,
         generate_series(40 + v.shift, 79 + v.shift) as b`);
  await t.db.execute(sql`analyze rum_hourly`);
  await t.db.execute(sql`analyze rum_histograms`);
  const [views] = await t.db
    .select({ views: sql<number>`sum(${rumHourly.views})::int` })
    .from(rumHourly)
    .where(like(rumHourly.version, '9.%'));
  const [cells] = await t.db
    .select({ cells: sql<number>`count(*)::int` })
    .from(rumHistograms)
    .where(like(rumHistograms.version, '9.%'));
  const counts = { views: views?.views ?? 0, cells: cells?.cells ?? 0 };
  console.log(
    `analysis data: ${counts?.views.toLocaleString('en')} page views in ${counts?.cells.toLocaleString('en')} histogram rows, written in ${((performance.now() - at) / 1000).toFixed(1)} s`,
  );
  const admin = await loginAdmin(t.app);
  const times: number[] = [];
  let verdict = '';
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await t.app.inject({
      url: '/api/v1/admin/releases/catalog/analysis',
      headers: { cookie: admin },
    });
    if (response.statusCode !== 200) throw new Error(`analysis: ${response.statusCode}`);
    if (run > 0) times.push(performance.now() - started);
    const data = response.json<{ data: { verdict: string; score: number } }>().data;
    verdict = `${data.verdict} (score ${data.score})`;
  }
  times.sort((a, b) => a - b);
  console.log(
    `analysis of catalog over a week: median ${quantile(times, 0.5).toFixed(1)} ms, worst ${(times.at(-1) ?? 0).toFixed(1)} ms; verdict ${verdict}`,
  );
}

async function main() {
  const database = await createTestDatabase();
  const t = await startApp(database, { trustProxy: true });
  try {
    console.log(`database: ${database.databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    const reference = await bare();
    const stored = await ingest(t);
    console.log(
      `beacon ingest against the bare route: ${((stored / reference) * 100).toFixed(0)} % (budget: ≥ 2,000 reports/s, p99 ≤ 20 ms)`,
    );
    await analysis(t);
  } finally {
    await t.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
