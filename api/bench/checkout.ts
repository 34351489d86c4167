/**
 * `npm run bench:checkout`: orders placed per second through `POST /api/v1/checkout` (budget:
 * ≥ 300/s on PostgreSQL, ≥ 100/s on PGlite).
 *
 * 32 customers, each on its own keep-alive connection with a cart of three lines, place self
 * pickup orders in a closed loop for 5 s (after a warm-up), each with a fresh Idempotency-Key:
 * every request re-prices the cart, re-checks the date and slot and writes the order, its
 * lines and its payment in one transaction, then opens the sandbox payment. Every fourth order
 * also takes a use of an unlimited voucher (guarded UPDATE + redemption row).
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set
 * (`api/scripts/with-postgres.sh npm run bench:checkout -w api`). Results are printed and
 * written to bench-results/checkout.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  CONNECTIONS,
  DURATION_MS,
  percentile,
  REPO_ROOT,
  request,
  round,
  startServer,
  WARM_UP_MS,
} from './load';

interface Customer {
  cookie: string;
  body: Record<string, unknown>;
}

function cookieOf(headers: http.IncomingHttpHeaders): string {
  const set = headers['set-cookie'] ?? [];
  return set.map((line) => line.split(';')[0]).join('; ');
}

async function prepare(port: number, count: number): Promise<Customer[]> {
  const agent = new http.Agent({ keepAlive: true });
  const menu = JSON.parse((await request(agent, port, 'GET', '/api/v1/menu?per_page=3')).body) as {
    data: { id: number }[];
  };
  const customers: Customer[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench.checkout.${index}.${randomBytes(3).toString('hex')}@example.my`;
    const registered = await request(agent, port, 'POST', '/api/v1/auth/register', {
      body: {
        email,
        password: 'Bench-Password-1',
        password_confirmation: 'Bench-Password-1',
        first_name: 'Bench',
        last_name: `Customer ${index}`,
        phone_no: '0123456789',
        date_of_birth: '1990-01-01',
        gender: 'M',
        country_code: 'MY',
      },
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${registered.body}`);
    const cookie = cookieOf(registered.headers);
    for (const [position, dish] of menu.data.entries()) {
      const stored = await request(agent, port, 'POST', '/api/v1/cart/store', {
        cookie,
        body: { plan_id: dish.id, plan_type: 'RECIPE', size: 'L', quantity: position + 1 },
      });
      if (stored.status !== 200) throw new Error(`cart: ${stored.status} ${stored.body}`);
    }
    const quote = await request(agent, port, 'POST', '/api/v1/checkout/quote', {
      cookie,
      body: { delivery_method: 'pickup' },
    });
    if (quote.status !== 200) throw new Error(`quote: ${quote.status} ${quote.body}`);
    const options = (
      JSON.parse(quote.body) as {
        data: { delivery_options: { date: string; pickup_times: string[] } };
      }
    ).data.delivery_options;
    customers.push({
      cookie,
      body: {
        delivery_method: 'pickup',
        packaging_method: 'vacuum',
        delivery_date: options.date,
        delivery_time: options.pickup_times[0],
      },
    });
  }
  agent.destroy();
  return customers;
}

async function placeOrders(port: number, customers: Customer[], duration: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let placed = 0;
  let errors = 0;
  let sequence = 0;
  const start = performance.now();
  const end = start + duration;
  await Promise.all(
    customers.map(async (customer) => {
      while (performance.now() < end) {
        sequence += 1;
        const body =
          sequence % 4 === 0 ? { ...customer.body, voucher_code: 'BENCHFIVE' } : customer.body;
        const sent = performance.now();
        const reply = await request(agent, port, 'POST', '/api/v1/checkout', {
          cookie: customer.cookie,
          body,
          headers: { 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` },
        });
        latencies.push(performance.now() - sent);
        if (reply.status === 201) placed += 1;
        else {
          errors += 1;
          if (errors <= 3) process.stderr.write(`checkout: ${reply.status} ${reply.body}\n`);
        }
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: round(placed / seconds, 0),
    placed,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

async function seedVoucher(databaseUrl: string | null, dataDir: string) {
  // An unlimited RM5 voucher the run can use: through the database, as an admin would add it.
  const statement = `insert into vouchers (code, kind, value) values ('BENCHFIVE', 'fixed', 500) on conflict do nothing`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  await db.query(statement);
  await db.close();
}

async function benchCheckout(label: string, env: Record<string, string>) {
  // First start migrates and seeds; the voucher is added while no server holds the database.
  const setup = await startServer('api', env);
  await setup.stop();
  await seedVoucher(env.DATABASE_URL ?? null, env.DATA_DIR ?? '');
  const api = await startServer('api', env);
  try {
    const customers = await prepare(api.port, CONNECTIONS);
    await placeOrders(api.port, customers, WARM_UP_MS);
    const result = await placeOrders(api.port, customers, DURATION_MS);
    return { database: label, customers: customers.length, ...result };
  } finally {
    await api.stop();
  }
}

async function main() {
  const runs = [];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-bench-checkout-'));
  const baseEnv = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.mealprep.my',
    ADMIN_PASSWORD: 'bench-admin-password',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
  };
  try {
    runs.push(await benchCheckout('pglite', baseEnv));
    if (serverUrl) {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        runs.push(await benchCheckout('postgresql', { ...baseEnv, DATABASE_URL: url.toString() }));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(
    `\nCheckout bench (${os.cpus().length} CPUs, ${process.version}, ${CONNECTIONS} customers, ${DURATION_MS / 1000} s)`,
  );
  for (const run of runs) {
    const budget = run.database === 'postgresql' ? 300 : 100;
    print(
      `[${run.database}] POST /api/v1/checkout  ${run.ordersPerSecond} orders/s (budget ≥ ${budget}; ${run.placed} placed, ${run.errors} errors); p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
    );
  }
  const outDir = path.join(REPO_ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'checkout.json'),
    `${JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, durationMs: DURATION_MS, runs }, null, 2)}\n`,
  );
  print('\nwritten to bench-results/checkout.json');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
