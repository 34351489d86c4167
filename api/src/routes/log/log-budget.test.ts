import { sql, type SQL } from 'drizzle-orm';
import {
  createTestDatabase,
  loginAdmin,
  SETUP_TIMEOUT,
  startApp,
  uniqueIp,
  type TestApp,
  type TestDatabase,
} from '../../test/helper';
import { native } from '../../test/native';

/** A budget small enough to exhaust in a test; production defaults are 120/min and 20,000/day. */
const defaults = native.config.loadConfig({}).logs;
const logs = { ...defaults, globalPerMinute: 20, retentionDays: 30 };

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startApp(database, { logs });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
  await database.drop();
}, SETUP_TIMEOUT);

async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const count = async () => {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from logs`);
  return Number(row?.n);
};

describe('the log table has a global budget, a retention and indexes', () => {
  it('stores at most the global budget per minute, however many addresses report', async () => {
    const before = await count();
    const statuses: number[] = [];
    // 60 reports from 60 addresses: each address is far within its own limit.
    for (let i = 0; i < 60; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/log',
        headers: { 'accept-language': 'ms-MY' },
        payload: { statusCode: 500, message: `flood ${i}`, date: new Date().toISOString() },
        remoteAddress: uniqueIp(),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Terlalu banyak percubaan/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const stored = (await count()) - before;
    // A minute boundary during the loop may open a second window.
    expect(stored).toBeGreaterThanOrEqual(20);
    expect(stored).toBeLessThanOrEqual(40);
    expect(statuses.filter((status) => status === 201)).toHaveLength(stored);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - stored);
  });

  it(
    'deletes reports past the retention when the API starts (and hourly after)',
    async () => {
      await t.db.execute(sql`
      insert into logs (status_code, message, occurred_at, created_at)
      values (500, 'retention-old', now(), now() - interval '31 days'),
             (500, 'retention-recent', now(), now() - interval '29 days')`);
      await t.close();
      t = await startApp(database, { logs });
      // The housekeeping job the start queued (test apps run due jobs when told).
      await t.app.jobs.runDue();
      const left = await rows<{ message: string }>(
        sql`select message from logs where message like 'retention-%' order by message`,
      );
      expect(left.map((row) => row.message)).toEqual(['retention-recent']);
    },
    SETUP_TIMEOUT,
  );

  it('answers the admin filters from indexes over a large table', async () => {
    await t.db.execute(sql`
      insert into logs (status_code, message, occurred_at, user_id, created_at)
      select case when i % 50 = 0 then 404 else 500 end, 'bulk ' || i, now(),
             case when i % 1000 = 0 then 424242 else null end,
             now() - (i || ' seconds')::interval
      from generate_series(1, 100000) as i`);
    await t.db.execute(sql`analyze logs`);
    const plan = async (where: string) => {
      const result = await rows<{ 'QUERY PLAN': string }>(
        sql.raw(
          `explain select * from logs where ${where} order by created_at desc, id desc limit 20`,
        ),
      );
      return result.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await plan('status_code = 404')).toContain('logs_status_code_idx');
    expect(await plan('user_id = 424242')).toContain('logs_user_id_idx');
    expect(await plan('true')).toContain('logs_created_at_idx');

    const admin = await loginAdmin(t.app);
    for (const query of ['status=404', 'user=424242', 'page=2']) {
      const started = performance.now();
      const response = await t.app.inject({
        url: `/api/v1/admin/logs?${query}`,
        headers: { cookie: admin },
      });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(20);
      expect(elapsed).toBeLessThan(2000);
    }

    // Bounded: the count stops at 10,000 and says so; pages deeper than that are refused.
    const all = await t.app.inject({ url: '/api/v1/admin/logs', headers: { cookie: admin } });
    expect(all.json().meta).toMatchObject({ total: 10_000, last_page: 500, total_capped: true });
    const some = await t.app.inject({
      url: '/api/v1/admin/logs?status=404',
      headers: { cookie: admin },
    });
    expect(some.json().meta).toMatchObject({ total: 2_000, total_capped: false });
    const deepest = await t.app.inject({
      url: '/api/v1/admin/logs?page=500',
      headers: { cookie: admin },
    });
    expect(deepest.statusCode).toBe(200);
    const tooDeep = await t.app.inject({
      url: '/api/v1/admin/logs?page=501',
      headers: { cookie: admin, 'accept-language': 'ms-MY' },
    });
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().errors).toEqual({ page: [expect.stringContaining('500')] });
  }, 120_000);
});
