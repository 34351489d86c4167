/**
 * `npm run bench:load`: 200 concurrent virtual customers for 60 s browse the
 * menu, update their carts and check out, against PostgreSQL (BENCH_DATABASE_URL, e.g. through
 * api/scripts/with-postgres.sh) — one API process, then two, each time behind nginx configured
 * as in docs/deploy.md §3 (scripts/deploy/nginx.mjs). Prints requests per second, p50/p99 and
 * errors for each, the pair's gain, and where the CPU went: the load generator (this process),
 * the API processes, and the whole machine (shared with whatever else runs on it).
 * BENCH_LOAD_SECONDS and BENCH_LOAD_CUSTOMERS change the run's length and size.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { deliveryOptions, pickupTimes } from '@mealprep/shared/checkout';
import { startNginx } from '../../scripts/deploy/nginx.mjs';
import { cpuSeconds, machineCpu, type MachineCpu } from './cpu';
import { percentile, request, round, startServer, type Server } from './load';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CUSTOMERS = Number(process.env.BENCH_LOAD_CUSTOMERS ?? 200);
/** nginx listens here and on the next three ports (each run's shop and unused static server). */
const NGINX_PORT = Number(process.env.BENCH_LOAD_PORT ?? 8341);

interface Outcome {
  /** CPU seconds of the load generator and of the API processes, and the machine's busy share. */
  cpu: { generator: number; api: number; machine: number };
  requests: number;
  errors: number;
  orders: number;
  latencies: number[];
  seconds: number;
  errorSamples: string[];
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_load_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const cookieOf = (headers: http.IncomingHttpHeaders) =>
  (headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');

async function run(port: number, servers: Server[]): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS });
  const menu = JSON.parse((await request(agent, port, 'GET', '/api/v1/menu?per_page=60')).body)
    .data as { id: number }[];
  // Sign-ups are set-up, not measured.
  const cookies: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, CUSTOMERS - i) }, async (_, j) => {
        const reply = await request(agent, port, 'POST', '/api/v1/auth/register', {
          body: {
            email: `load.${i + j}.${randomUUID().slice(0, 8)}@example.my`,
            password: 'load-test-password',
            password_confirmation: 'load-test-password',
            first_name: 'Load',
            last_name: 'Tester',
            phone_no: '0123456789',
            date_of_birth: '1990-01-01',
            gender: 'M',
            country_code: 'MY',
          },
        });
        if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${reply.body}`);
        return cookieOf(reply.headers);
      }),
    );
    cookies.push(...batch);
  }
  const options = deliveryOptions(new Date().toISOString());
  const order = {
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_date: options.date,
    delivery_time: pickupTimes(options.slots)[0],
  };
  const outcome: Outcome = {
    cpu: { generator: 0, api: 0, machine: 0 },
    requests: 0,
    errors: 0,
    orders: 0,
    latencies: [],
    seconds: SECONDS,
    errorSamples: [],
  };
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  const generatorBefore = process.cpuUsage();
  const apiBefore = servers.map((server) => cpuSeconds(server.pid));
  const machineBefore: MachineCpu = machineCpu();

  async function timed(
    method: string,
    path: string,
    cookie: string,
    expected: number,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    const began = performance.now();
    const reply = await request(agent, port, method, path, { cookie, body, headers });
    outcome.latencies.push(performance.now() - began);
    outcome.requests += 1;
    if (reply.status !== expected) {
      outcome.errors += 1;
      if (outcome.errorSamples.length < 5)
        outcome.errorSamples.push(
          `${method} ${path} → ${reply.status} ${reply.body.slice(0, 160)}`,
        );
    }
    return reply;
  }

  await Promise.all(
    cookies.map(async (cookie, customer) => {
      let step = customer;
      while (performance.now() < end) {
        step += 1;
        const dish = menu[step % menu.length];
        if (!dish) break;
        await timed(
          'GET',
          `/api/v1/menu?tab=${step % 2 ? 'meal' : 'alacarte'}&page=1`,
          cookie,
          200,
        );
        await timed('GET', `/api/v1/menu/${dish.id}`, cookie, 200);
        const cart = await timed('POST', '/api/v1/cart/store', cookie, 200, {
          plan_id: dish.id,
          plan_type: 'RECIPE',
          size: step % 3 ? 'S' : 'L',
          quantity: 1,
        });
        const line = (JSON.parse(cart.body).data?.items ?? [])[0] as { id: number } | undefined;
        if (line)
          await timed('POST', '/api/v1/cart/update', cookie, 200, {
            cart_id: line.id,
            quantity: 1 + (step % 5),
          });
        if (step % 4 === 0) {
          const placed = await timed('POST', '/api/v1/checkout', cookie, 201, order, {
            'idempotency-key': randomUUID(),
          });
          if (placed.status === 201) outcome.orders += 1;
        }
      }
    }),
  );
  outcome.seconds = (performance.now() - start) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  outcome.cpu.generator = (generator.user + generator.system) / 1e6;
  outcome.cpu.api = servers.reduce(
    (sum, server, i) => sum + cpuSeconds(server.pid) - (apiBefore[i] ?? 0),
    0,
  );
  const machineAfter = machineCpu();
  outcome.cpu.machine =
    (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  agent.destroy();
  return outcome;
}

function report(label: string, outcome: Outcome) {
  const sorted = [...outcome.latencies].sort((a, b) => a - b);
  const rps = outcome.requests / outcome.seconds;
  console.log(
    `${label.padEnd(26)} ${round(rps, 0)} req/s, ${round(outcome.orders / outcome.seconds, 1)} orders/s; p50 ${round(percentile(sorted, 50))} ms, p99 ${round(percentile(sorted, 99))} ms (goal ≤ 100); errors ${outcome.errors} of ${outcome.requests} (goal 0)`,
  );
  const capacity = outcome.seconds * os.cpus().length;
  const share = (cpu: number) => `${round((100 * cpu) / capacity, 0)} %`;
  console.log(
    `${''.padEnd(26)} CPU of ${os.cpus().length} cores: load generator ${share(outcome.cpu.generator)}, API processes ${share(outcome.cpu.api)} (${round(outcome.requests / outcome.cpu.api, 0)} requests per API CPU-second), machine busy ${round(100 * outcome.cpu.machine, 0)} % (nginx, PostgreSQL and anything else on the machine make the rest)`,
  );
  for (const sample of outcome.errorSamples) console.log(`    ${sample}`);
  return rps;
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'bench:load needs PostgreSQL: api/scripts/with-postgres.sh npm run bench:load -w api',
    );
    process.exit(1);
  }
  console.log(
    `Shop load: ${CUSTOMERS} virtual customers × ${SECONDS} s (menu, dish, cart add + update, checkout every 4th round), ${os.cpus().length} CPUs, node ${process.version}`,
  );

  let oneRps = 0;
  for (const count of [1, 2]) {
    const database = await freshDatabase(serverUrl);
    const servers: Server[] = [];
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-load-nginx-'));
    let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
    // A port pair per run: the previous nginx may still be letting go of its sockets.
    const port = NGINX_PORT + 2 * (count - 1);
    try {
      for (let i = 0; i < count; i += 1) {
        servers.push(await startServer('api', { DATABASE_URL: database.url }));
      }
      nginx = await startNginx({
        prefix,
        shopPort: port,
        staticPort: port + 1,
        apiPorts: servers.map((server) => server.port),
        staticRoot: prefix,
        // Every virtual customer comes from this one address.
        connectionsPerClient: CUSTOMERS * 2,
      });
      const label = count === 1 ? 'one API process, nginx' : 'two processes, nginx';
      const rps = report(label, await run(port, servers));
      if (count === 1) oneRps = rps;
      else console.log(`pair / one: ${round(rps / oneRps)}× (the load generator shares the cores)`);
    } finally {
      await nginx?.stop();
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
