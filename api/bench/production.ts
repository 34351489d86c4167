/**
 * `npm run bench:production -w api`: the kitchen's production sheet (docs/architecture.md §9.8)
 * of a delivery day with BENCH_PRODUCTION_ORDERS paid orders (default 2,000: a quarter each of
 * dishes, bundles, the fixed plan and personalised plans of 7 days × 3 meals × 4 components),
 * among BENCH_PRODUCTION_OTHER orders on other days (default 20,000). Times
 * `GET /api/v1/admin/production` through the real app: median, p95 and worst of
 * BENCH_PRODUCTION_RUNS runs (default 20). The budget is p95 ≤ 1 s on PostgreSQL:
 * `api/scripts/with-postgres.sh npm run bench:production -w api` (PGlite without it).
 */
import { sql } from 'drizzle-orm';
import { createTestDatabase, loginAdmin, registerCustomer, startApp } from '../src/test/helper';

const ORDERS = Number(process.env.BENCH_PRODUCTION_ORDERS ?? 2_000);
const OTHER = Number(process.env.BENCH_PRODUCTION_OTHER ?? 20_000);
const RUNS = Number(process.env.BENCH_PRODUCTION_RUNS ?? 20);
const DAY = '2031-03-05';

function plan(seed: number) {
  const item = (recipe: number, grams: number) => ({
    recipe_id: recipe,
    name: { 'en-US': `Component ${recipe}`, 'ms-MY': `Komponen ${recipe}` },
    grams,
    oil: 0,
    protein: 30,
    carbohydrate: 40,
    fat: 10,
    calories: 370,
  });
  return {
    days: Array.from({ length: 7 }, (_, day) => ({
      day: day + 1,
      meals: Array.from({ length: 3 }, (_, meal) => ({
        meal: meal + 1,
        items: [
          item(1 + ((seed + meal) % 6), 120 + (seed % 40)),
          item(10 + ((seed + day) % 5), 150),
          item(20 + (meal % 4), 80),
          item(30, 15),
        ],
      })),
    })),
  };
}

async function main() {
  const database = await createTestDatabase();
  const t = await startApp(database);
  try {
    const customer = await registerCustomer(t.app);
    const admin = await loginAdmin(t.app);
    const started = performance.now();
    const total = ORDERS + OTHER;
    await t.db.execute(sql`
      insert into orders (order_no, user_id, idempotency_key, status, delivery_method,
        packaging_method, delivery_date, delivery_time, subtotal_sen, total_sen, price_lines, paid_at)
      select 'BENCH-' || i, ${customer.id}, 'bench-' || i,
             (case when i % 10 = 0 then 'payment_pending' else 'paid' end)::order_status,
             (case when i % 3 = 0 then 'pickup' else 'deliver' end)::delivery_method,
             (case when i % 4 = 0 then 'lunch_box' else 'vacuum' end)::packaging_method,
             case when i <= ${ORDERS} then ${DAY}::date else ${DAY}::date + (1 + i % 60) end,
             '11:00', 10000, 10000, '[]'::jsonb, now()
      from generate_series(1, ${total}) as i`);
    const plans = Math.ceil(total / 4);
    for (let batch = 0; batch < plans; batch += 500) {
      const rows = Array.from({ length: Math.min(500, plans - batch) }, (_, index) =>
        plan(batch + index),
      );
      await t.db.execute(sql`
        insert into meal_plans (user_id, status, request, result, locked_at)
        select ${customer.id}, 'ready', '{}'::jsonb, r, now()
        from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`);
    }
    await t.db.execute(sql`
      with o as (select id, row_number() over (order by id) as i from orders where order_no like 'BENCH-%'),
           p as (select id, row_number() over (order by id) as i from meal_plans where status = 'ready'),
           d as (select id, row_number() over (order by id) as i from dishes),
           b as (select id, row_number() over (order by id) as i from bundles),
           f as (select id from fixed_meal_plans order by id limit 1)
      insert into order_lines (order_id, type, product_id, name, size, servings, quantity, unit_price_sen, subtotal_sen)
      select o.id,
             (case o.i % 4 when 0 then 'RECIPE' when 1 then 'MEAL' when 2 then 'STANDARD' else 'PERSONALIZED' end)::order_line_type,
             case o.i % 4
               when 0 then (select id from d where d.i = 1 + o.i % (select count(*) from d))
               when 1 then (select id from b where b.i = 1 + o.i % (select count(*) from b))
               when 2 then (select id from f)
               else (select id from p where p.i = 1 + (o.i / 4) % ${plans})
             end,
             '{"en-US":"Bench line"}'::jsonb,
             (case when o.i % 4 = 0 then 'L' else null end)::order_line_size,
             1, 1 + o.i % 3, 1000, 1000 * (1 + o.i % 3)
      from o`);
    await t.db.execute(sql`analyze`);
    console.log(
      `${total.toLocaleString('en')} orders (${ORDERS.toLocaleString('en')} on ${DAY}) and their lines inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const times: number[] = [];
    interface Sheet {
      orders: number;
      dishes: unknown[];
      components: unknown[];
    }
    let sheet: Sheet | undefined;
    for (let run = 0; run < RUNS + 2; run += 1) {
      const began = performance.now();
      const response = await t.app.inject({
        url: `/api/v1/admin/production?date=${DAY}`,
        headers: { cookie: admin },
      });
      const took = performance.now() - began;
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      sheet = response.json<{ data: Sheet }>().data;
      if (run >= 2) times.push(took); // two warm-up runs
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    console.log(
      `production sheet: ${sheet?.orders} paid orders, ${sheet?.dishes.length} dish rows, ${sheet?.components.length} components`,
    );
    console.log(
      `GET /api/v1/admin/production  median ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms   worst ${at(1).toFixed(0)} ms   (budget p95 ≤ 1000 ms, ${RUNS} runs)`,
    );
  } finally {
    await t.close();
    await database.drop();
  }
}

void main();
