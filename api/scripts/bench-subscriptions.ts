/**
 * `npm run bench:subscriptions`: one renewal run (docs/subscriptions.md) over a due week of
 * BENCH_SUBSCRIPTIONS active subscriptions (default 10,000; half with a saved card), at the
 * instant both the pay links (cut-off − 48 h) and the saved-method charges (cut-off −
 * SUBSCRIPTION_CHARGE_HOURS) of that week are due. Prints the run's seconds and checks that each
 * due week has exactly one payment attempt: a charge row for a saved card, a hosted-page attempt
 * and a pay-link mail otherwise. The budget is ≤ 60 s on PostgreSQL
 * (`api/scripts/with-postgres.sh`, as the root script runs it).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { upcomingDeliveryDates, weekCutoff } from '@mealprep/shared/subscriptions';
import { Renewals } from '../src/subscriptions/renewals';
import { createTestDatabase, startApp } from '../src/test/helper';

const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const BUDGET_SECONDS = 60;
const HOUR = 3_600_000;

/** Counts the statements the API process sends to the database from now until `stop()`. */
function countQueries() {
  const original = pg.Client.prototype.query;
  let sent = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    stop() {
      pg.Client.prototype.query = original;
      return sent;
    },
  };
}

/** BENCH_PROFILE=file: a CPU profile of the run (Chrome DevTools' format), through the inspector. */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile written to ${file}`);
    },
  };
}

async function main() {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      'bench:subscriptions: no TEST_DATABASE_URL, running on PGlite (slower than the budget assumes)',
    );
  }
  const database = await createTestDatabase();
  const t = await startApp(database);
  try {
    // The Saturday four weeks ahead, at the minute its charges are due (pay links are due too).
    const saturday = DateTime.now().setZone(BUSINESS_ZONE).plus({ weeks: 4 }).set({ weekday: 6 });
    const date = saturday.toISODate() ?? '';
    const chargeHours = t.config.checkout.subscriptionChargeHours;
    const now = new Date(weekCutoff(date).getTime() - chargeHours * HOUR + 60_000);
    const [dish] = (
      (await t.db.execute(
        sql`select d.id from dishes d join dish_sizes s on s.dish_id = d.id and s.size = 'L' order by d.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    if (!dish) throw new Error('no dish in the seed');
    const lines = JSON.stringify([
      { type: 'RECIPE', productId: dish.id, size: 'L', servings: 1, quantity: 3 },
    ]);
    const seeded = performance.now();
    await t.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, phone_no, date_of_birth, gender, email_verified_at)
      select 'bench.sub.' || i || '@example.my', 'x', 'Bench', 'Customer ' || i, '012-345 6789', '1990-04-01', 'F', now()
      from generate_series(1, ${COUNT}) as i`);
    await t.db.execute(sql`
      insert into payment_methods (user_id, provider, kind, token, label)
      select id, 'sandbox', 'card', 'sbxtok_card_ok_bench' || id, 'Visa •••• 4242'
      from users where email like 'bench.sub.%' and id % 2 = 0`);
    await t.db.execute(sql`
      insert into subscriptions (user_id, status, lines, delivery_method, packaging_method,
        delivery_weekday, delivery_time, payment_method_id, locale, idempotency_key)
      select u.id, 'active', ${lines}::jsonb, 'pickup', 'vacuum', 6, '11:00', m.id,
             case when u.id % 3 = 0 then 'ms-MY' else 'en-US' end, 'bench-' || u.id
      from users u left join payment_methods m on m.user_id = u.id
      where u.email like 'bench.sub.%'`);
    // Their weeks as the runs before this one left them: the next 8 from `now`.
    const dates = upcomingDeliveryDates(6, now);
    for (const day of dates) {
      await t.db.execute(sql`
        insert into subscription_weeks (subscription_id, delivery_date, cutoff_at, state)
        select id, ${day}::date, ${weekCutoff(day).toISOString()}::timestamptz, 'upcoming'
        from subscriptions`);
    }
    console.log(
      `seeded ${COUNT} subscriptions (${Math.floor(COUNT / 2)} with a saved card) in ${((performance.now() - seeded) / 1000).toFixed(1)} s; due week ${date}`,
    );

    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const lanes = process.env.BENCH_CONCURRENCY;
    const renewals = lanes
      ? new Renewals({ ...t.app.renewals.options, concurrency: Number(lanes) })
      : t.app.renewals;
    const queries = countQueries();
    const profiler = process.env.BENCH_PROFILE ? await startProfile() : null;
    const report = await renewals.runDue(now);
    if (profiler) await profiler.stop(process.env.BENCH_PROFILE ?? '');
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const statements = queries.stop();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(`renewal run: ${seconds.toFixed(1)} s`, JSON.stringify(report));
    console.log(
      `API process CPU: ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / seconds) * 100).toFixed(0)} % of one core); the rest is the database and waiting`,
    );
    console.log(
      `statements sent: ${statements} (${(statements / COUNT).toFixed(1)} per due week, BEGIN and COMMIT included)`,
    );

    const [check] = (
      (await t.db.execute(sql`
        select count(*)::int as weeks,
               count(*) filter (where w.order_id is null)::int as without_order,
               count(*) filter (where attempts.n <> 1)::int as not_one_attempt,
               count(*) filter (where s.payment_method_id is null and links.n <> 1)::int as not_one_link,
               count(*) filter (where s.payment_method_id is not null and charges.n <> 1)::int as not_one_charge
        from subscription_weeks w
        join subscriptions s on s.id = w.subscription_id
        cross join lateral (select count(*) as n from payments p where p.order_id = w.order_id) attempts
        cross join lateral (select count(*) as n from email_outbox e
                            where e.dedupe_key = 'subscription_pay_link:' || s.id || ':' || w.delivery_date || ':' || w.order_id) links
        cross join lateral (select count(*) as n from sandbox_charges c
                            where c.idempotency_key = 'sub:' || s.id || ':' || w.delivery_date) charges
        where w.delivery_date = ${date}::date`)) as unknown as {
        rows: {
          weeks: number;
          without_order: number;
          not_one_attempt: number;
          not_one_link: number;
          not_one_charge: number;
        }[];
      }
    ).rows;
    console.log('due weeks:', JSON.stringify(check));
    const wrong =
      !check ||
      check.weeks !== COUNT ||
      check.without_order + check.not_one_attempt + check.not_one_link + check.not_one_charge > 0;
    if (wrong) {
      console.error('FAIL: not exactly one payment attempt or pay link per due week');
      process.exitCode = 1;
    } else if (seconds > BUDGET_SECONDS) {
      console.error(`FAIL: the run took ${seconds.toFixed(1)} s (budget ${BUDGET_SECONDS} s)`);
      process.exitCode = 1;
    } else {
      console.log(`OK: one payment attempt or pay link per due week, within ${BUDGET_SECONDS} s`);
    }
  } finally {
    await t.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
