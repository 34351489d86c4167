/**
 * `npm run bench:api -w api`: the API's cost on loopback against a bare Fastify baseline.
 *
 *  1. throughput (closed loop, 32 keep-alive connections, 5 s): `GET /hello` on a bare Fastify
 *     vs `GET /api/v1/user/profile` with a session (a session lookup + a user row per request);
 *  2. latency at a fixed 1000 req/s (open loop, 5 s, measured from the scheduled send time so
 *     a stall is not hidden): p50 / p99 of both;
 *  3. login latency (scrypt): p50 / p95 of 40 sequential logins and of 40 logins 4 at a time.
 *
 * Runs on PGlite in a temporary DATA_DIR, and also on PostgreSQL when BENCH_DATABASE_URL is set
 * (`api/scripts/with-postgres.sh npm run bench:api -w api` starts a throwaway server). Each
 * server is its own process. Only 127.0.0.1, bounded in time (about a minute in all). Results
 * are printed and written to bench-results/api.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  DURATION_MS,
  fixedRate,
  percentile,
  RATE,
  REPO_ROOT,
  request,
  round,
  startServer,
  throughput,
  WARM_UP_MS,
} from './load';

const LOGINS = 40;

async function logins(port: number, email: string, password: string, parallel: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < LOGINS) {
        next += 1;
        const started = performance.now();
        const reply = await request(agent, port, 'POST', '/api/v1/auth/login', {
          body: { email, password },
        });
        if (reply.status === 200) latencies.push(performance.now() - started);
        else errors += 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    parallel,
    logins: LOGINS,
    p50Ms: round(percentile(latencies, 50), 1),
    p95Ms: round(percentile(latencies, 95), 1),
    errors,
  };
}

async function benchApi(label: string, env: Record<string, string>) {
  const api = await startServer('api', env);
  try {
    const agent = new http.Agent({ keepAlive: true });
    const email = `bench.${randomBytes(4).toString('hex')}@example.my`;
    const password = 'bench-password-1';
    const registered = await request(agent, api.port, 'POST', '/api/v1/auth/register', {
      body: {
        email,
        password,
        password_confirmation: password,
        first_name: 'Bench',
        last_name: 'Mark',
        phone_no: '0123456789',
        date_of_birth: '1990-01-01',
        gender: 'M',
        country_code: 'MY',
      },
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${registered.body}`);
    const setCookie = registered.headers['set-cookie'] ?? [];
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    agent.destroy();

    await throughput(api.port, '/api/v1/user/profile', cookie, WARM_UP_MS);
    const profile = await throughput(api.port, '/api/v1/user/profile', cookie);
    const profileAtRate = await fixedRate(api.port, '/api/v1/user/profile', cookie);
    const sequential = await logins(api.port, email, password, 1);
    const concurrent = await logins(api.port, email, password, 4);
    return { database: label, profile, profileAtRate, login: [sequential, concurrent] };
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
  try {
    await throughput(hello.port, '/hello', undefined, WARM_UP_MS);
    results.hello = {
      throughput: await throughput(hello.port, '/hello'),
      atRate: await fixedRate(hello.port, '/hello'),
    };
  } finally {
    await hello.stop();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-bench-'));
  const baseEnv = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.mealprep.my',
    ADMIN_PASSWORD: 'bench-admin-password',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
  };
  const runs = [];
  try {
    runs.push(await benchApi('pglite', baseEnv));
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        runs.push(await benchApi('postgresql', { ...baseEnv, DATABASE_URL: url.toString() }));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  results.api = runs;

  const helloRps = (results.hello as { throughput: { requestsPerSecond: number } }).throughput
    .requestsPerSecond;
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const hr = results.hello as {
    throughput: { requestsPerSecond: number };
    atRate: { p50Ms: number; p99Ms: number };
  };
  print(
    `\nAPI bench (${os.cpus().length} CPUs, ${process.version}, ${DURATION_MS / 1000} s per phase)`,
  );
  print(
    `bare Fastify GET /hello            ${hr.throughput.requestsPerSecond} req/s; at ${RATE}/s p50 ${hr.atRate.p50Ms} ms, p99 ${hr.atRate.p99Ms} ms`,
  );
  for (const run of runs) {
    const ratio = round(run.profile.requestsPerSecond / helloRps, 3);
    print(
      `[${run.database}] GET /api/v1/user/profile  ${run.profile.requestsPerSecond} req/s (${ratio}× the bare route, ${run.profile.errors} errors); at ${RATE}/s p50 ${run.profileAtRate.p50Ms} ms, p99 ${run.profileAtRate.p99Ms} ms, max ${run.profileAtRate.maxMs} ms (${run.profileAtRate.errors} errors, ${run.profileAtRate.dropped} dropped)`,
    );
    for (const login of run.login) {
      print(
        `[${run.database}] POST /api/v1/auth/login ×${login.logins}, ${login.parallel} at a time: p50 ${login.p50Ms} ms, p95 ${login.p95Ms} ms (${login.errors} errors)`,
      );
    }
  }
  const outDir = path.join(REPO_ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(results, null, 2)}\n`);
  print(`\nwritten to bench-results/api.json`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
