/**
 * `npm run bench:courier-failover` (root; on PostgreSQL through api/scripts/with-postgres.sh): a
 * job queue fail-over in the middle of the courier bookings (docs/jobs.md, docs/courier.md).
 * BENCH_FAILOVER_ORDERS deliveries (default 1,500) are being prepared and due for booking. API
 * process A takes the booking job; once it has booked some, process B starts beside it, and A is
 * killed with SIGKILL while it is still booking. B must finish the work: every delivery booked
 * exactly once at the courier — one sandbox delivery per order, one live booking, no second
 * attempt. Prints the counts and the times; the run fails (exit 1) when any order is booked
 * twice or not at all within BENCH_FAILOVER_SECONDS (default 240).
 */
import { DateTime } from 'luxon';
import pg from 'pg';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { createTestDatabase } from '../src/test/helper';
import { startApiProcess, type ApiProcess } from '../src/test/processes';

const ORDERS = Number(process.env.BENCH_FAILOVER_ORDERS ?? 1_500);
const DEADLINE_S = Number(process.env.BENCH_FAILOVER_SECONDS ?? 240);

async function count(client: pg.Client, query: string): Promise<number> {
  const result = await client.query<{ n: string }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('run it through api/scripts/with-postgres.sh (npm run bench:courier-failover)');
  }
  const database = await createTestDatabase();
  const env = {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    ADMIN_EMAIL: 'admin.failover@bench.mealprep.my',
    ADMIN_PASSWORD: 'failover-bench-admin-password',
    // Every delivery of the next day is due at once; the sandbox courier's own later events
    // (driver assigned after 3 of its minutes) stay out of the way at its slowest pace.
    COURIER_BOOK_MINUTES_BEFORE_SLOT: '1440',
    COURIER_SANDBOX_SECONDS_PER_MINUTE: '600',
    JOBS_POLL_SECONDS: '1',
  };
  const processes: ApiProcess[] = [];
  const client = new pg.Client({ connectionString: database.databaseUrl ?? '' });
  try {
    const a = await startApiProcess(env, 180_000);
    processes.push(a);
    await client.connect();
    const slot = DateTime.now().setZone(BUSINESS_ZONE).plus({ hours: 3 }).startOf('hour');
    const address = {
      first_name: 'Nur',
      last_name: 'Aisyah',
      phone: '012-345 6789',
      address_1: 'Jalan Telawi 3',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      postcode: '59100',
      latitude: 3.1319,
      longitude: 101.6711,
    };
    await client.query(
      `insert into orders (order_no, user_id, idempotency_key, status, delivery_method,
         packaging_method, delivery_date, delivery_time, subtotal_sen, total_sen, price_lines,
         address, paid_at, preparing_at)
       select 'FAILOVER-' || i, (select min(id) from users), 'failover-' || i, 'preparing',
              'deliver', 'vacuum', $1::date, $2, 10000, 10000, '[]'::jsonb, $3::jsonb, now(), now()
       from generate_series(1, $4::int) as i`,
      [slot.toISODate(), slot.toFormat('HH:mm'), JSON.stringify(address), ORDERS],
    );
    const started = Date.now();
    const booked = () => count(client, `select count(*) as n from courier_bookings`);
    // A takes the minute's booking job; wait until it is well under way.
    while ((await booked()) < Math.min(100, ORDERS / 10)) {
      if (Date.now() - started > 120_000) throw new Error('process A booked nothing in 2 min');
      await sleep(50);
    }
    const firstBooking = Date.now();
    const b = await startApiProcess(env, 180_000);
    processes.push(b);
    const beforeKill = await booked();
    if (beforeKill >= ORDERS) {
      throw new Error(
        `A booked all ${ORDERS} before B was up: raise BENCH_FAILOVER_ORDERS so the kill lands mid-booking`,
      );
    }
    await a.kill();
    const killedAt = Date.now();
    console.log(
      `failover: ${ORDERS} deliveries due; A booked ${beforeKill} in ${((killedAt - firstBooking) / 1000).toFixed(1)} s, then kill -9`,
    );

    const settled = () =>
      count(
        client,
        `select count(*) as n from orders o
         where o.order_no like 'FAILOVER-%'
           and exists (select 1 from courier_bookings b
                       where b.order_id = o.id and b.current and b.state <> 'requesting')`,
      );
    let done = 0;
    while ((done = await settled()) < ORDERS && Date.now() - killedAt < DEADLINE_S * 1000) {
      await sleep(500);
    }
    const finishedAt = Date.now();
    const twice = await count(
      client,
      `select count(*) as n from (select order_id from courier_bookings
        group by order_id having count(*) > 1) as repeated`,
    );
    const sandboxTwice = await count(
      client,
      `select count(*) as n from (select split_part(request_key, '-', 2) from courier_sandbox_deliveries
        group by 1 having count(*) > 1) as repeated`,
    );
    const deliveries = await count(client, `select count(*) as n from courier_sandbox_deliveries`);
    const stale = await count(
      client,
      `select count(*) as n from courier_bookings where current and state = 'requesting'`,
    );
    console.log(
      `failover: after the kill B finished in ${((finishedAt - killedAt) / 1000).toFixed(1)} s — ` +
        `${done} of ${ORDERS} booked, ${deliveries} sandbox deliveries, ` +
        `${twice} orders with a second booking, ${sandboxTwice} booked twice at the courier, ` +
        `${stale} claims left unanswered`,
    );
    const exactlyOnce =
      done === ORDERS && deliveries === ORDERS && twice === 0 && sandboxTwice === 0;
    console.log(`failover: each delivery booked exactly once: ${exactlyOnce ? 'yes' : 'NO'}`);
    if (!exactlyOnce) process.exitCode = 1;
  } finally {
    await client.end().catch(() => undefined);
    for (const api of processes) await api.kill().catch(() => undefined);
    await database.drop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
