/**
 * `npm run bench:courier` (root; on PostgreSQL through api/scripts/with-postgres.sh): the courier
 * webhook (docs/courier.md) under a steady BENCH_COURIER_RATE requests per second (default 200)
 * for BENCH_COURIER_SECONDS (default 20), over real HTTP with keep-alive. Each request is a signed
 * sandbox event about one of BENCH_COURIER_BOOKINGS bookings (default 1,500): driver assigned,
 * picked up (the order moves and a mail is queued), dropped off (moved again), and one in ten a
 * replay, after an untimed warm-up. Prints the answers by status and the latency median, p95, p99
 * and worst; the budget is p99 ≤ 50 ms. Requests are sent on schedule whatever the answers (an open loop), so a slow
 * answer does not hide the queue behind it.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { sandboxCourierSignature } from '../src/courier/sandbox';
import { createTestDatabase, registerCustomer, startApp } from '../src/test/helper';
import type { LoadResult } from './http-load';

const RATE = Number(process.env.BENCH_COURIER_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_COURIER_SECONDS ?? 20);
const BOOKINGS = Number(process.env.BENCH_COURIER_BOOKINGS ?? 1_500);
const SECRET = 'bench-courier-secret-0123456789abcdef0123456789';
const STATES = ['assigned', 'picked_up', 'completed'] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const database = await createTestDatabase();
  const t = await startApp(database, {
    courier: { driver: 'local', quoteTtlSeconds: 300, webhookSecret: SECRET },
  });
  try {
    // Each order is its own customer's, as on a real day: one customer's mails share the
    // per-address cap and its lock, which 1,500 orders of one customer would queue behind.
    const customer = await registerCustomer(t.app);
    await t.db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, phone_no,
        date_of_birth, gender, email_verified_at)
      select 'bench-courier-' || i || '@example.my', u.password_hash, 'customer', u.first_name,
             u.last_name, u.phone_no, u.date_of_birth, u.gender, now()
      from users u, generate_series(1, ${BOOKINGS}) as i
      where u.id = ${customer.id}`);
    await t.db.execute(sql`
      insert into orders (order_no, user_id, idempotency_key, status, delivery_method,
        packaging_method, delivery_date, delivery_time, subtotal_sen, total_sen, price_lines,
        paid_at, preparing_at)
      select 'BENCH-C-' || i, (select id from users where email = 'bench-courier-' || i || '@example.my'),
             'bench-courier-' || i, 'preparing', 'deliver',
             'vacuum', current_date, '11:00', 10000, 10000, '[]'::jsonb, now(), now()
      from generate_series(1, ${BOOKINGS}) as i`);
    await t.db.execute(sql`
      insert into courier_bookings (order_id, attempt, provider, request_key, external_id, state,
        tracking_url, last_event_at)
      select id, 1, 'local', 'bench-' || id, 'sbx_bench_' || id, 'requested',
             'http://shop.test/track/' || id, now()
      from orders where order_no like 'BENCH-C-%'`);
    // The two drivers' results differ in type; both carry `rows`.
    const result: unknown = await t.db.execute(
      sql`select external_id from courier_bookings where request_key like 'bench-%' order by id`,
    );
    const ids = (result as { rows: { external_id: string }[] }).rows.map((row) => row.external_id);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/v1/courier/webhook`;

    const total = RATE * SECONDS;
    const sent: { body: string; headers: Record<string, string> }[] = [];
    const events = Array.from({ length: total }, (_, index) => {
      if (index % 10 === 9 && sent.length > 0) return sent[(index * 7) % sent.length];
      const n = sent.length;
      const externalId = ids[n % ids.length] ?? '';
      const state = STATES[Math.floor(n / ids.length) % STATES.length] ?? 'assigned';
      const at = new Date();
      const body = JSON.stringify({
        event_id: `${externalId}:${state}`,
        booking_id: externalId,
        state,
        driver: { name: 'Bench Driver', phone: '0123456789', plate: 'WBN 1234' },
        tracking_url: `http://shop.test/track/${externalId}`,
        occurred_at: at.toISOString(),
      });
      const timestamp = String(at.getTime());
      const webhook = {
        body,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-courier-timestamp': timestamp,
          'x-sandbox-courier-signature': sandboxCourierSignature(SECRET, timestamp, body),
        },
      };
      sent.push(webhook);
      return webhook;
    });

    // The load comes from a process of its own (bench/http-load.ts): the server under test keeps
    // its event loop and its core. Its first event is sent 300 times untimed (replays change
    // nothing) so the connections, pools and JIT are ready before the clock starts.
    const child = fork(path.join(__dirname, 'http-load.ts'), [], {
      execArgv: ['--import', 'tsx'],
    });
    const load = await new Promise<LoadResult>((resolve, reject) => {
      child.once('message', (message) => resolve(message as LoadResult));
      child.once('error', reject);
      child.send({ url, rate: RATE, requests: events, warmUp: 300 });
    });
    const latencies = load.latencies;
    const statuses = new Map(load.statuses);
    const elapsed = load.elapsedMs / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`courier webhook on ${database.databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.log(
      `  ${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s asked ${RATE}/s), ${BOOKINGS} bookings`,
    );
    console.log(`  answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
    console.log(
      `  latency: median ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(p99)}, worst ${fmt(sorted.at(-1) ?? 0)}`,
    );
    console.log(`  budget p99 ≤ 50 ms: ${p99 <= 50 ? 'met' : 'MISSED'}`);
  } finally {
    await t.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
