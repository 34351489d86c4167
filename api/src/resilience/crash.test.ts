/**
 * Crash: the API as a child process, 200 concurrent checkouts, `kill -9` mid-way,
 * a restart on the same database, then the books are checked: every order whose answer arrived
 * exists exactly once with all its lines and its payment row, nothing half-written exists, and
 * replaying an answered request's Idempotency-Key answers the same order.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { deliveryOptions, pickupTimes } from '@mealprep/shared/checkout';
import type { Database } from '../db';
import { native } from '../test/native';
import { createTestDatabase, validRegistration, type TestDatabase } from '../test/helper';
import { startApiProcess, type ApiProcess } from '../test/processes';

const CUSTOMERS = 10;
const CHECKOUTS_PER_CUSTOMER = 20;
const START_TIMEOUT = 180_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`kill -9 during 200 concurrent checkouts on ${driver}`, () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let api: ApiProcess | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ADMIN_EMAIL: 'admin.crash@test.mealprep.my',
      ADMIN_PASSWORD: 'crash-test-admin-password',
    };
  }, START_TIMEOUT);

  afterAll(async () => {
    await api?.kill();
    await database?.drop();
  }, START_TIMEOUT);

  it(
    'loses and duplicates nothing',
    async () => {
      api = await startApiProcess(env);
      let base = api.baseUrl;
      const send = async (
        method: string,
        path: string,
        cookie: string,
        body?: unknown,
        key?: string,
      ) => {
        const response = await fetch(base + path, {
          method,
          headers: {
            cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          json: (await response.json()) as { data?: { order_id?: number } },
        };
      };

      // Customers with a cart each (pickup needs no address).
      const menu = await (await fetch(`${base}/api/v1/menu?per_page=3`)).json();
      const customers: string[] = [];
      for (let i = 0; i < CUSTOMERS; i += 1) {
        const response = await fetch(`${base}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validRegistration()),
        });
        expect(response.status).toBe(201);
        const cookie = response.headers
          .getSetCookie()
          .map((header) => header.split(';')[0])
          .join('; ');
        for (const dish of menu.data as { id: number }[])
          await send('POST', '/api/v1/cart/store', cookie, {
            plan_id: dish.id,
            plan_type: 'RECIPE',
            size: 'S',
            quantity: 2,
          });
        customers.push(cookie);
      }

      const options = deliveryOptions(new Date().toISOString());
      const order = {
        delivery_method: 'pickup',
        packaging_method: 'vacuum',
        delivery_date: options.date,
        delivery_time: pickupTimes(options.slots)[0],
      };

      // 200 checkouts at once; the process is killed while they are in flight.
      const answered = new Map<string, { cookie: string; orderId: number }>();
      const attempts = customers.flatMap((cookie) =>
        Array.from({ length: CHECKOUTS_PER_CUSTOMER }, () => ({ cookie, key: randomUUID() })),
      );
      const inFlight = attempts.map(async ({ cookie, key }) => {
        try {
          const response = await send('POST', '/api/v1/checkout', cookie, order, key);
          if (response.status === 201)
            answered.set(key, { cookie, orderId: Number(response.json.data?.order_id) });
        } catch {
          // The connection died with the process: no answer arrived.
        }
      });
      const victim = api;
      await new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (answered.size >= 20) {
            clearInterval(poll);
            resolve();
          }
        }, 5);
      });
      await victim.kill();
      await Promise.all(inFlight);
      const before = answered.size;
      expect(before).toBeGreaterThanOrEqual(20);

      // Restart on the same database.
      api = await startApiProcess(env);
      base = api.baseUrl;
      // Replaying an answered key answers the same order, and adds none.
      const [key, first] = [...answered.entries()][0] ?? [];
      if (!key || !first) throw new Error('no answered order');
      const replay = await send('POST', '/api/v1/checkout', first.cookie, order, key);
      expect(replay.status).toBeLessThan(300);
      expect(Number(replay.json.data?.order_id)).toBe(first.orderId);
      // Check the books with the API stopped (PGlite is one process's database).
      await api.stop();
      api = null;
      const handle = await native.db.openDatabase({
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
      } as never);
      const db = handle.db as Database;
      try {
        const orders = rowsOf<{
          id: number;
          lines: string;
          payments: string;
          subtotal: number;
          sum: string | null;
        }>(
          await db.execute(sql`
            select o.id, o.subtotal_sen as subtotal,
              (select count(*) from order_lines l where l.order_id = o.id) as lines,
              (select count(*) from payments p where p.order_id = o.id) as payments,
              (select sum(l.subtotal_sen) from order_lines l where l.order_id = o.id) as sum
            from orders o`),
        );
        const ids = new Set(orders.map((row) => Number(row.id)));
        // Every answered order exists, once.
        for (const { orderId } of answered.values()) expect(ids.has(orderId)).toBe(true);
        expect(ids.size).toBe(orders.length);
        // Nothing half-written: every order has its lines (summing to its subtotal) and one payment.
        const broken = orders.filter(
          (row) =>
            Number(row.lines) !== menu.data.length ||
            Number(row.payments) !== 1 ||
            Number(row.sum) !== Number(row.subtotal),
        );
        expect(broken).toEqual([]);
        const keys = rowsOf<{ n: string }>(
          await db.execute(
            sql`select count(*) as n from (select user_id, idempotency_key from orders group by 1, 2 having count(*) > 1) d`,
          ),
        );
        expect(Number(keys[0]?.n)).toBe(0);
      } finally {
        await handle.close();
      }

      console.log(
        `crash: ${before} of ${attempts.length} checkouts answered before kill -9; 0 lost, 0 duplicated, 0 half-written`,
      );
    },
    START_TIMEOUT * 2,
  );
});
