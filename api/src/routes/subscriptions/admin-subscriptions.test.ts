import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type {
  AdminSubscription,
  ForecastDay,
  Subscription,
} from '@mealprep/shared/subscriptions/contracts';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { auditLog } from '../../db/schema';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import {
  buildTestApp,
  type Customer,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type TestApp,
  mailsTo,
} from '../../test/helper';
import { orderKit } from '../../test/orders';
import { inviteStaff, type StaffLogin } from '../../test/staff';

/**
 * The shop's side of subscriptions: the list, the kitchen's forecast beside what is paid, and an
 * admin's pause with its reason in the audit log and the customer's mail; each for the roles
 * that may.
 */
const MORNING = ordinaryMorning();
runShopAt(MORNING);
jest.setTimeout(60_000);

let t: TestApp;
let kit: ReturnType<typeof orderKit>;
let admin: string;
let kitchen: StaffLogin;
let support: StaffLogin;
let dispatch: StaffLogin;
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
  admin = await loginAdmin(t.app);
  kitchen = await inviteStaff(t, admin, 'kitchen', 'Kamal');
  support = await inviteStaff(t, admin, 'support', 'Suresh');
  dispatch = await inviteStaff(t, admin, 'dispatch', 'Devi');
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

/** A weekday's date of next week (1 Monday … 6 Saturday). */
const nextWeek = (weekday: 1 | 2 | 3 | 4 | 5 | 6) =>
  DateTime.fromJSDate(MORNING, { zone: BUSINESS_ZONE })
    .plus({ weeks: 1 })
    .set({ weekday })
    .toISODate() ?? '';

async function subscriber(weekday: number, quantity: number) {
  const customer = await registerCustomer(t.app, { first_name: 'Nurul' });
  await kit.addDish(customer, 0, quantity);
  keys += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscription',
    headers: { cookie: customer.cookie, 'idempotency-key': `admin-test-${keys}-${Date.now()}` },
    payload: {
      delivery_method: 'pickup',
      packaging_method: 'vacuum',
      delivery_weekday: weekday,
      delivery_time: '09:00',
    },
  });
  expect(response.statusCode).toBe(201);
  return { customer, subscription: response.json<{ data: Subscription }>().data };
}

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

const pause = (cookie: string, id: number, payload: unknown, locale = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/subscriptions/${id}/pause`,
    headers: { cookie, 'accept-language': locale },
    payload: payload as never,
  });

describe('the staff’s subscriptions', () => {
  it('lists subscriptions with their next week, filtered by status', async () => {
    const { customer, subscription } = await subscriber(4, 2);
    const response = await get(kitchen.cookie, '/api/v1/admin/subscriptions?status=active');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: AdminSubscription[]; meta: { total: number } }>();
    const mine = page.data.find((row) => row.id === subscription.id);
    expect(mine).toMatchObject({
      status: 'active',
      customer_email: customer.email,
      meals_per_week: 2,
      delivery_weekday: 4,
      weekly_total: subscription.weekly.total,
      next_delivery_date: subscription.weeks[0]?.delivery_date,
      next_state: 'upcoming',
      auto_charge: false,
    });
    const paused = await get(support.cookie, '/api/v1/admin/subscriptions?status=paused');
    expect(
      paused.json<{ data: AdminSubscription[] }>().data.some((row) => row.id === subscription.id),
    ).toBe(false);
    const bad = await get(kitchen.cookie, '/api/v1/admin/subscriptions?status=gone&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'status']);
  });

  it('forecasts each delivery day’s portions of the active weeks beside the paid ones', async () => {
    const date = nextWeek(5);
    const before = await get(
      kitchen.cookie,
      `/api/v1/admin/subscriptions/forecast?from=${date}&days=1`,
    );
    expect(before.statusCode).toBe(200);
    const [was] = before.json<{ data: ForecastDay[] }>().data;
    const { subscription } = await subscriber(5, 3);
    const skipper = await subscriber(5, 4);
    const skipped = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscription/weeks/${date}/skip`,
      headers: { cookie: skipper.customer.cookie },
    });
    expect(skipped.statusCode).toBe(200);
    const response = await get(
      kitchen.cookie,
      `/api/v1/admin/subscriptions/forecast?from=${date}&days=1`,
    );
    const [day] = response.json<{ data: ForecastDay[] }>().data;
    expect(day).toMatchObject({
      delivery_date: date,
      cooking_date: DateTime.fromISO(date).minus({ days: 1 }).toISODate(),
      forecast_weeks: (was?.forecast_weeks ?? 0) + 1,
    });
    const line = subscription.lines[0];
    const item = day?.items.find(
      (row) => row.product_id === line?.product_id && row.size === line?.size,
    );
    const earlier = was?.items.find(
      (row) => row.product_id === line?.product_id && row.size === line?.size,
    );
    // Three portions of the active week; the skipped week's four are not counted.
    expect((item?.forecast ?? 0) - (earlier?.forecast ?? 0)).toBe(3);
    expect(item?.name).toBeTruthy();

    // A paid one-off order for Friday counts as paid, not as forecast.
    const buyer: Customer = await registerCustomer(t.app);
    await kit.addDish(buyer, 0, 2);
    const placed = await kit.place(buyer, 'pickup');
    const row = await kit.orderRow(placed.order_id);
    expect((await kit.callback(placed, row.totalSen, true)).statusCode).toBe(200);
    const paidDay = (
      await get(
        kitchen.cookie,
        `/api/v1/admin/subscriptions/forecast?from=${row.deliveryDate}&days=1`,
      )
    ).json<{ data: ForecastDay[] }>().data[0];
    expect(paidDay?.paid_orders).toBeGreaterThanOrEqual(1);
    expect(
      paidDay?.items.find((entry) => entry.product_id === line?.product_id)?.paid,
    ).toBeGreaterThanOrEqual(2);

    const days = await get(kitchen.cookie, '/api/v1/admin/subscriptions/forecast');
    // 14 days from today, Sundays left out.
    expect(days.json<{ data: ForecastDay[] }>().data).toHaveLength(12);
    const tooMany = await get(kitchen.cookie, '/api/v1/admin/subscriptions/forecast?days=57');
    expect(tooMany.statusCode).toBe(422);
  });

  it('lets an admin pause a customer’s subscription with a reason, audited and mailed', async () => {
    const { customer, subscription } = await subscriber(3, 1);
    const noReason = await pause(admin, subscription.id, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    const tooLong = await pause(admin, subscription.id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect((await pause(kitchen.cookie, subscription.id, { reason: 'no' })).statusCode).toBe(403);

    const reason = 'Customer asked by phone while travelling';
    const done = await pause(admin, subscription.id, { reason });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ data: AdminSubscription }>().data).toMatchObject({
      id: subscription.id,
      status: 'paused',
      paused_until: null,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'subscription'), eq(auditLog.subjectId, subscription.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'subscription.pause',
        actorEmail: 'admin@test.mealprep.my',
        before: { status: 'active', paused_until: null },
        after: { status: 'paused', paused_until: null, reason },
      }),
    ]);
    const mails = await mailsTo(t.db, customer.email, 'subscription_paused');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(reason);
    const again = await pause(admin, subscription.id, { reason }, 'ms-MY');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('sudah dijeda');
    expect((await pause(admin, 999_999, { reason })).statusCode).toBe(404);
  });

  it('keeps the list and the forecast from roles without the permission and from customers', async () => {
    for (const url of ['/api/v1/admin/subscriptions', '/api/v1/admin/subscriptions/forecast']) {
      expect((await get(dispatch.cookie, url)).statusCode).toBe(403);
      expect((await get(support.cookie, url)).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const customer = await registerCustomer(t.app);
    expect((await get(customer.cookie, '/api/v1/admin/subscriptions')).statusCode).toBe(403);
    expect((await pause(support.cookie, 1, { reason: 'x' })).statusCode).toBe(403);
  });
});
