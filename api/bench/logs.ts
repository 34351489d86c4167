/**
 * `npm run bench:logs -w api`: the admin logs page over a large log table (docs/architecture.md
 * §5.1, client error log). Inserts BENCH_LOG_ROWS reports (default 200,000; spread over 30 days,
 * 2 % of them 404s, one in 1,000 from one user), then times `GET /api/v1/admin/logs` through the
 * real app for the first page, deep pages (the deepest allowed and one past it), each filter
 * and the text search: median and worst of BENCH_LOG_RUNS runs (default 15). PGlite by default; PostgreSQL
 * with `api/scripts/with-postgres.sh npm run bench:logs -w api`. Prints a table.
 */
import { sql } from 'drizzle-orm';
import { createTestDatabase, loginAdmin, startApp } from '../src/test/helper';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 200_000);
const RUNS = Number(process.env.BENCH_LOG_RUNS ?? 15);

async function main() {
  const database = await createTestDatabase();
  const t = await startApp(database);
  try {
    const started = performance.now();
    await t.db.execute(sql`
      insert into logs (status_code, message, occurred_at, user_id, url, created_at)
      select case when i % 50 = 0 then 404 else 500 end,
             'ChunkLoadError: Loading chunk ' || i || ' failed ' || repeat('x', 200),
             now() - (i * 13 || ' seconds')::interval,
             case when i % 1000 = 0 then 424242 else null end,
             'https://shop.example.my/food-menu?page=' || (i % 97),
             now() - (i * 13 || ' seconds')::interval
      from generate_series(1, ${ROWS}) as i`);
    await t.db.execute(sql`analyze logs`);
    const inserted = performance.now() - started;
    const admin = await loginAdmin(t.app);

    const get = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/v1/admin/logs?${query}`,
        headers: { cookie: admin },
      });
      if (response.statusCode !== 200)
        throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: { id: number }[]; meta: Record<string, unknown> }>();
    };
    const cases: [string, string][] = [
      ['first page', 'page=1'],
      ['page 50', 'page=50'],
      ['page 500', 'page=500'],
      ['status=404', 'status=404'],
      ['user=424242', 'user=424242'],
      ['one day (from=to)', `from=${day(3)}&to=${day(3)}`],
      ['text search q=chunk 4242', 'q=chunk%204242'],
    ];
    const refused = await t.app.inject({
      url: '/api/v1/admin/logs?page=501',
      headers: { cookie: admin },
    });
    console.log(`page 501 (deeper than 10,000 rows): ${refused.statusCode}`);

    console.log(
      `logs table: ${ROWS.toLocaleString('en')} rows inserted in ${(inserted / 1000).toFixed(1)} s`,
    );
    console.log('case                          median ms   worst ms   rows  total');
    for (const [label, query] of cases) {
      const times: number[] = [];
      let answer = await get(query);
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        answer = await get(query);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      const worst = times.at(-1) ?? 0;
      console.log(
        `${label.padEnd(29)} ${median.toFixed(1).padStart(9)} ${worst.toFixed(1).padStart(10)} ${String(answer.data.length).padStart(6)}  ${String(answer.meta.total)}`,
      );
    }
  } finally {
    await t.close();
    await database.drop();
  }
}

/** `n` days ago as YYYY-MM-DD. */
function day(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
