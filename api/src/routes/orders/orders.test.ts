import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { deliveryOptions } from '@mealprep/shared/checkout';
import type {
  OrderDetail,
  OrderListItem,
  PointsTransaction,
} from '@mealprep/shared/orders/contracts';
import { orders, payments } from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { insertOrder, insertPoints, klDate } from '../../fixtures/orders';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function call(
  customer: Pick<Customer, 'cookie'> | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(customer ? { cookie: customer.cookie } : {}), ...headers },
  });
}

async function listOrders(customer: Customer, query = '') {
  const response = await call(customer, 'GET', `/api/v1/orders${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: OrderListItem[];
    meta: { page: number; per_page: number; total: number };
  }>();
}

async function detailOf(customer: Customer, id: number, headers: Record<string, string> = {}) {
  const response = await call(customer, 'GET', `/api/v1/orders/${id}`, undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: OrderDetail }>().data;
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** A date the reschedule rule accepts with every slot: a few days after the earliest. */
function laterAllowedDate(days = 3): string {
  const earliest = deliveryOptions(DateTime.now().toISO() ?? '').date;
  return DateTime.fromISO(earliest).plus({ days }).toISODate() ?? '';
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('sign-in', () => {
  it.each([
    ['GET', '/api/v1/orders'],
    ['GET', '/api/v1/orders/1'],
    ['GET', '/api/v1/orders/1/summary'],
    ['POST', '/api/v1/orders/1/cancel'],
    ['POST', '/api/v1/orders/1/reschedule'],
    ['GET', '/api/v1/user/points/total'],
    ['GET', '/api/v1/user/points/transactions'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(null, method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
  });
});

describe('order list', () => {
  let customer: Customer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    customer = await registerCustomer(t.app);
    const statuses = [
      'payment_pending',
      'payment_failed',
      'paid',
      'preparing',
      'out_for_delivery',
      'cancelled',
      'delivered',
    ] as const;
    for (const [index, status] of statuses.entries()) {
      const order = await insertOrder(t.db, customer.id, {
        status,
        createdAt: daysAgo(statuses.length - index),
      });
      ids[status] = order.id;
    }
  });

  it('lists newest first with totals and item counts, and only the customer’s own', async () => {
    const other = await registerCustomer(t.app);
    await insertOrder(t.db, other.id);
    const { data, meta } = await listOrders(customer);
    expect(meta).toEqual({ page: 1, per_page: 10, total: 7 });
    expect(data.map((order) => order.id)).toEqual(
      [
        ids.delivered,
        ids.cancelled,
        ids.out_for_delivery,
        ids.preparing,
        ids.paid,
        ids.payment_failed,
        ids.payment_pending,
      ].map(Number),
    );
    expect(data[0]).toMatchObject({ item_count: 3, delivery_method: 'deliver' });
    expect(data[0]?.total).toMatch(/^\d+\.\d{2}$/);
  });

  it.each([
    ['payment_pending', ['payment_pending', 'payment_failed']],
    ['upcoming', ['paid', 'preparing', 'out_for_delivery']],
    ['cancelled', ['cancelled']],
    ['delivered', ['delivered']],
  ])('filters %s', async (filter, statuses) => {
    const { data, meta } = await listOrders(customer, `?filter=${filter}&sort=oldest`);
    expect(data.map((order) => order.status)).toEqual(statuses);
    expect(meta.total).toBe(statuses.length);
  });

  it('sorts oldest first and pages', async () => {
    const first = await listOrders(customer, '?sort=oldest&per_page=3');
    const second = await listOrders(customer, '?sort=oldest&per_page=3&page=2');
    const third = await listOrders(customer, '?sort=oldest&per_page=3&page=3');
    expect(first.data.map((order) => order.status)).toEqual([
      'payment_pending',
      'payment_failed',
      'paid',
    ]);
    expect(second.data).toHaveLength(3);
    expect(third.data.map((order) => order.status)).toEqual(['delivered']);
    expect(third.meta).toEqual({ page: 3, per_page: 3, total: 7 });
  });

  it.each(['filter=paid', 'sort=cheapest', 'page=0', 'per_page=51', 'page=x'])(
    'refuses %s with a 422 naming the field',
    async (query) => {
      const response = await call(customer, 'GET', `/api/v1/orders?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
    },
  );
});

describe('order detail', () => {
  it('answers the docs/spec.md §3 fields, lines in the caller’s language, price lines and payment', async () => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { status: 'paid' });
    const detail = await detailOf(customer, order.id, { 'accept-language': 'ms-MY' });
    expect(detail).toMatchObject({
      id: order.id,
      order_no: order.orderNo,
      status: 'paid',
      delivery_method: 'deliver',
      packaging_method: 'vacuum',
      delivery_instructions: 'Leave at the guard house',
      delivery_date: order.deliveryDate,
      delivery_time: '11:00',
      address: { address_1: '12 Jalan SS2/24', city: 'Petaling Jaya', postcode: '47300' },
      payment: { status: 'paid', provider: 'sandbox' },
      points_earned: order.pointsEarned,
    });
    expect(
      detail.lines.map((line) => [line.name, line.quantity, line.price, line.subtotal]),
    ).toEqual([
      ['Chicken Rice Bowl (BM)', 2, '15.90', '31.80'],
      ['Beef Pasta (BM)', 1, '22.90', '22.90'],
    ]);
    expect(detail.price_summary.map((line) => line.key)).toEqual([
      'subtotal',
      'delivery',
      'processing_fee',
      'tax',
      'rounding',
      'total',
      'points_earned',
    ]);
    expect(detail.price_summary[0]).toEqual({ key: 'subtotal', amount: '54.70' });
    expect(detail.actions.cancel.allowed).toBe(false);
    expect(detail.actions.cancel.reason).toContain('tiada bayaran balik');
    expect(detail.actions.reschedule).toEqual({ allowed: true, reason: null });
    expect(detail.reschedule_options?.slots.length).toBeGreaterThan(0);
    const summary = await call(customer, 'GET', `/api/v1/orders/${order.id}/summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.order_no).toBe(order.orderNo);
  });
});

describe('cancel', () => {
  it('cancels an order awaiting payment once, and expires its payment attempt', async () => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { status: 'payment_pending' });
    const attempts = await Promise.all(
      [1, 2, 3, 4].map(() => call(customer, 'POST', `/api/v1/orders/${order.id}/cancel`)),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const ok = attempts.find((response) => response.statusCode === 200);
    expect(ok?.json().data.status).toBe('cancelled');
    const refused = attempts.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      error: true,
      message: 'This order is already cancelled.',
    });
    expect((await rowOf(order.id))?.status).toBe('cancelled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('expired');
  });

  it.each(['paid', 'preparing', 'delivered'] as const)(
    'refuses to cancel a %s order with the no-refund reason',
    async (status) => {
      const customer = await registerCustomer(t.app);
      const order = await insertOrder(t.db, customer.id, { status });
      const response = await call(
        customer,
        'POST',
        `/api/v1/orders/${order.id}/cancel`,
        undefined,
        { 'accept-language': 'ms-MY' },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('tiada bayaran balik');
      expect((await rowOf(order.id))?.status).toBe(status);
    },
  );
});

describe('reschedule', () => {
  it('moves a paid order to an allowed later date and slot', async () => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { deliveryDate: klDate(10) });
    const date = laterAllowedDate();
    const response = await call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: date,
      delivery_time: '09:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ delivery_date: date, delivery_time: '09:00' });
    expect(response.json().message).toBe('Your delivery has been rescheduled.');
    expect(await rowOf(order.id)).toMatchObject({ deliveryDate: date, deliveryTime: '09:00' });
  });

  it('refuses a date before the earliest, a slot that does not exist, and a bad body', async () => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { deliveryDate: klDate(10) });
    const tooSoon = await call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: klDate(0),
      delivery_time: '09:00',
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().errors.delivery_date[0]).toContain('The earliest is');
    const noSlot = await call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: laterAllowedDate(),
      delivery_time: '10:00',
    });
    expect(noSlot.statusCode).toBe(422);
    const bad = await call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: '2026-02-30',
      delivery_time: 'soon',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['delivery_date', 'delivery_time']);
    expect(await rowOf(order.id)).toMatchObject({
      deliveryDate: order.deliveryDate,
      deliveryTime: order.deliveryTime,
    });
  });

  it.each([
    ['payment_pending', 'Only a paid order can be rescheduled'],
    ['cancelled', 'A cancelled order cannot be rescheduled'],
    ['preparing', 'already being prepared'],
    ['delivered', 'already being prepared'],
  ] as const)('refuses a %s order with its reason', async (status, reason) => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { status, deliveryDate: klDate(10) });
    const response = await call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: laterAllowedDate(),
      delivery_time: '09:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(reason);
    expect((await rowOf(order.id))?.deliveryDate).toBe(order.deliveryDate);
    const detail = await detailOf(customer, order.id);
    expect(detail.actions.reschedule.allowed).toBe(false);
    expect(detail.actions.reschedule.reason).toContain(reason);
  });

  it('refuses after 12:00 on the day before delivery', async () => {
    const customer = await registerCustomer(t.app);
    // Delivery today: the window closed at 12:00 yesterday, whatever the time now.
    const order = await insertOrder(t.db, customer.id, { deliveryDate: klDate(0) });
    const response = await call(customer, 'POST', `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: laterAllowedDate(),
      delivery_time: '09:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`${klDate(-1)} 12:00`);
    expect((await rowOf(order.id))?.deliveryDate).toBe(klDate(0));
  });
});

describe('points', () => {
  it('answers the balance and the history, newest first, with order date and receipt link', async () => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { createdAt: daysAgo(3) });
    const balance = await insertPoints(t.db, customer.id, [
      { points: 60, remarks: 'Order paid', orderId: order.id, createdAt: daysAgo(3) },
      { points: 25, remarks: 'Welcome bonus', createdAt: daysAgo(2) },
      { points: -40, remarks: 'Redeemed by WhatsApp', createdAt: daysAgo(1) },
    ]);
    const total = await call(customer, 'GET', '/api/v1/user/points/total');
    expect(total.json()).toEqual({ data: { total: balance } });
    const page = await call(customer, 'GET', '/api/v1/user/points/transactions?per_page=2');
    const body = page.json<{ data: PointsTransaction[]; meta: { total: number } }>();
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(body.data.map((row) => [row.earned, row.deducted, row.remarks])).toEqual([
      [0, 40, 'Redeemed by WhatsApp'],
      [25, 0, 'Welcome bonus'],
    ]);
    const last = await call(customer, 'GET', '/api/v1/user/points/transactions?per_page=2&page=2');
    const [credit] = last.json<{ data: PointsTransaction[] }>().data;
    expect(credit).toMatchObject({
      earned: 60,
      balance_after: 60,
      order: { id: order.id, order_no: order.orderNo },
      receipt_url: `/api/v1/orders/${order.id}/receipt.pdf`,
    });
    expect(credit?.order?.created_at).toBe(order.createdAt.toISOString());
  });

  it('answers zero and an empty history for a new customer', async () => {
    const customer = await registerCustomer(t.app);
    expect((await call(customer, 'GET', '/api/v1/user/points/total')).json()).toEqual({
      data: { total: 0 },
    });
    const history = await call(customer, 'GET', '/api/v1/user/points/transactions');
    expect(history.json()).toEqual({ data: [], meta: { page: 1, per_page: 10, total: 0 } });
  });
});

describe('owner scope', () => {
  it('answers 404 for another customer’s order on every route and changes nothing', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const pending = await insertOrder(t.db, owner.id, { status: 'payment_pending' });
    const paid = await insertOrder(t.db, owner.id, { status: 'paid', deliveryDate: klDate(10) });
    await insertPoints(t.db, owner.id, [{ points: 50, remarks: 'Order', orderId: paid.id }]);
    for (const [method, url, body] of [
      ['GET', `/api/v1/orders/${paid.id}`, undefined],
      ['GET', `/api/v1/orders/${paid.id}/summary`, undefined],
      ['POST', `/api/v1/orders/${pending.id}/cancel`, undefined],
      [
        'POST',
        `/api/v1/orders/${paid.id}/reschedule`,
        { delivery_date: laterAllowedDate(), delivery_time: '09:00' },
      ],
    ] as const) {
      const response = await call(other, method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This order is not one of your orders.');
    }
    expect(await rowOf(pending.id)).toMatchObject({ status: 'payment_pending' });
    expect(await rowOf(paid.id)).toMatchObject({
      deliveryDate: paid.deliveryDate,
      deliveryTime: paid.deliveryTime,
    });
    expect((await listOrders(other)).meta.total).toBe(0);
    expect((await call(other, 'GET', '/api/v1/user/points/total')).json().data.total).toBe(0);
    const history = await call(other, 'GET', '/api/v1/user/points/transactions');
    expect(history.json().data).toEqual([]);
  });

  it.each(['0', 'abc', '99999999999'])('answers 404 for the order id %s', async (id) => {
    const customer = await registerCustomer(t.app);
    for (const url of [`/api/v1/orders/${id}`, `/api/v1/orders/${id}/summary`]) {
      expect((await call(customer, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call(customer, 'POST', `/api/v1/orders/${id}/cancel`)).statusCode).toBe(404);
  });
});
