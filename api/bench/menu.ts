/**
 * `npm run bench:menu -w api`: the menu's cost on loopback against a bare Fastify baseline
 * measured in the same run.
 *
 *  1. throughput (closed loop, 32 keep-alive connections, 5 s): `GET /hello` on a bare Fastify
 *     vs `GET /api/v1/menu` (a page of 24 dishes with sizes and images, ETag computed), a
 *     filtered search, and the same page revalidated (`If-None-Match` → 304);
 *  2. latency at a fixed 1000 req/s (open loop, 5 s, from the scheduled send time): p50 / p99.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set
 * (`api/scripts/with-postgres.sh npm run bench:menu -w api`). Results are printed and written
 * to bench-results/menu.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  DURATION_MS,
  fixedRate,
  RATE,
  REPO_ROOT,
  request,
  round,
  startServer,
  throughput,
  WARM_UP_MS,
} from './load';

const MENU = '/api/v1/menu';
const SEARCH = '/api/v1/menu?tab=meal&exclude_allergens=peanut,dairy&q=ayam';

async function benchMenu(label: string, env: Record<string, string>) {
  const api = await startServer('api', env);
  try {
    const agent = new http.Agent({ keepAlive: true });
    const first = await request(agent, api.port, 'GET', MENU);
    agent.destroy();
    if (first.status !== 200) throw new Error(`menu: ${first.status} ${first.body}`);
    const etag = String(first.headers.etag);

    await throughput(api.port, MENU, undefined, WARM_UP_MS);
    const menu = await throughput(api.port, MENU);
    const search = await throughput(api.port, SEARCH);
    const revalidated = await throughput(api.port, MENU, undefined, DURATION_MS, {
      headers: { 'if-none-match': etag },
      status: 304,
    });
    const menuAtRate = await fixedRate(api.port, MENU);
    return {
      database: label,
      bodyBytes: Buffer.byteLength(first.body),
      menu,
      search,
      revalidated,
      menuAtRate,
    };
  } finally {
    await api.stop();
  }
}

async function main() {
  const results: Record<string, unknown> = {
    machine: { cpus: os.cpus().length, node: process.version },
    durationMs: DURATION_MS,
  };
  const hello = await startServer('hello');
  let helloResult;
  try {
    await throughput(hello.port, '/hello', undefined, WARM_UP_MS);
    helloResult = {
      throughput: await throughput(hello.port, '/hello'),
      atRate: await fixedRate(hello.port, '/hello'),
    };
  } finally {
    await hello.stop();
  }
  results.hello = helloResult;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-bench-menu-'));
  const baseEnv = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.mealprep.my',
    ADMIN_PASSWORD: 'bench-admin-password',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
  };
  const runs = [];
  try {
    runs.push(await benchMenu('pglite', baseEnv));
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        runs.push(await benchMenu('postgresql', { ...baseEnv, DATABASE_URL: url.toString() }));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  results.api = runs;

  const print = (line: string) => process.stdout.write(`${line}\n`);
  const helloRps = helloResult.throughput.requestsPerSecond;
  print(
    `\nMenu bench (${os.cpus().length} CPUs, ${process.version}, ${DURATION_MS / 1000} s per phase)`,
  );
  print(
    `bare Fastify GET /hello   ${helloRps} req/s; at ${RATE}/s p50 ${helloResult.atRate.p50Ms} ms, p99 ${helloResult.atRate.p99Ms} ms`,
  );
  for (const run of runs) {
    const ratio = (rps: number) => round(rps / helloRps, 3);
    print(
      `[${run.database}] GET ${MENU} (${run.bodyBytes} bytes)  ${run.menu.requestsPerSecond} req/s (${ratio(run.menu.requestsPerSecond)}× hello, ${run.menu.errors} errors); at ${RATE}/s p50 ${run.menuAtRate.p50Ms} ms, p99 ${run.menuAtRate.p99Ms} ms, max ${run.menuAtRate.maxMs} ms (${run.menuAtRate.errors} errors, ${run.menuAtRate.dropped} dropped)`,
    );
    print(
      `[${run.database}] GET ${SEARCH}  ${run.search.requestsPerSecond} req/s (${ratio(run.search.requestsPerSecond)}× hello)`,
    );
    print(
      `[${run.database}] GET ${MENU} with If-None-Match → 304  ${run.revalidated.requestsPerSecond} req/s (${ratio(run.revalidated.requestsPerSecond)}× hello, ${run.revalidated.errors} errors)`,
    );
  }
  const outDir = path.join(REPO_ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'menu.json'), `${JSON.stringify(results, null, 2)}\n`);
  print(`\nwritten to bench-results/menu.json`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
