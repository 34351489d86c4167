/**
 * `npm run bench:load` (issue #9): 200 concurrent virtual customers for 60 s browse the menu,
 * update their carts and check out, against PostgreSQL (BENCH_DATABASE_URL, e.g. through
 * api/scripts/with-postgres.sh) — first one API process, then two behind a loopback
 * round-robin. Prints requests per second, p50/p99 and errors for each, and the pair's gain.
 * BENCH_LOAD_SECONDS and BENCH_LOAD_CUSTOMERS change the run's length and size.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { deliveryOptions, pickupTimes } from '@mealprep/shared/delivery';
import { roundRobin } from '../src/test/processes';
import { percentile, request, round, startServer, type Server } from './load';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CUSTOMERS = Number(process.env.BENCH_LOAD_CUSTOMERS ?? 200);

interface Outcome {
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

async function run(port: number): Promise<Outcome> {
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
    requests: 0,
    errors: 0,
    orders: 0,
    latencies: [],
    seconds: SECONDS,
    errorSamples: [],
  };
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();

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
  agent.destroy();
  return outcome;
}

function report(label: string, outcome: Outcome) {
  const sorted = [...outcome.latencies].sort((a, b) => a - b);
  const rps = outcome.requests / outcome.seconds;
  console.log(
    `${label.padEnd(26)} ${round(rps, 0)} req/s, ${round(outcome.orders / outcome.seconds, 1)} orders/s; p50 ${round(percentile(sorted, 50))} ms, p99 ${round(percentile(sorted, 99))} ms (goal ≤ 100); errors ${outcome.errors} of ${outcome.requests} (goal 0)`,
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

  const single = await freshDatabase(serverUrl);
  let servers: Server[] = [];
  let oneRps: number;
  try {
    servers = [await startServer('api', { DATABASE_URL: single.url })];
    oneRps = report('one API process', await run(servers[0]?.port ?? 0));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await single.drop();
  }

  const shared = await freshDatabase(serverUrl);
  servers = [];
  try {
    servers.push(await startServer('api', { DATABASE_URL: shared.url }));
    servers.push(await startServer('api', { DATABASE_URL: shared.url }));
    const balancer = await roundRobin(servers.map((server) => `http://127.0.0.1:${server.port}`));
    try {
      const port = Number(new URL(balancer.baseUrl).port);
      const pairRps = report('two processes, round-robin', await run(port));
      console.log(
        `pair / one: ${round(pairRps / oneRps)}× (the load generator shares the same cores)`,
      );
    } finally {
      await balancer.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await shared.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
