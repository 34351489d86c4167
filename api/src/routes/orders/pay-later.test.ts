import { and, eq, inArray } from 'drizzle-orm';
import { amountToSen } from '@mealprep/shared/core';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import type { OrderDetail, OrderListItem, OrderPayQuote } from '@mealprep/shared/orders/contracts';
import type { CheckoutQuote, PaymentView, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { SandboxGateway } from '../../checkout/gateways';
import { courierQuotes } from '../../db/tables/checkout';
import {
  orders,
  payments,
  pointsTransactions,
  voucherRedemptions,
  vouchers,
} from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import { insertAddress } from '../../test/orders';

// Changing the slot or the pickup time must be a change: on a weekday morning there are several.
runShopAt(ordinaryMorning());

/**
 * An unpaid order can be paid later (re-quoted when its courier quote
 * lapsed), placing the same cart again resumes it instead of adding a second pending order,
 * and an order never paid expires at its deadline and gives back its voucher use.
 */
let t: TestApp;
let menu: MenuItem[];
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await buildTestApp();
  menu = (await t.app.inject({ url: '/api/v1/menu?per_page=60' })).json<{ data: MenuItem[] }>()
    .data;
  if (t.config.payment.driver !== 'sandbox' || t.config.payment.secret === null)
    throw new Error('tests expect the sandbox with its secret');
  sandbox = new SandboxGateway(t.config.payment.secret, 'http://shop.test');
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

async function addDish(customer: Customer, index = 0, quantity = 1) {
  const item = menu[index];
  if (!item) throw new Error('no dish');
  const response = await call(customer, 'POST', '/api/v1/cart/store', {
    plan_id: item.id,
    plan_type: 'RECIPE',
    size: 'L',
    quantity,
  });
  expect(response.statusCode).toBe(200);
}

const addAddress = (customer: Customer) => insertAddress(t, customer);

async function quote(customer: Customer, body: Record<string, unknown>) {
  const response = await call(customer, 'POST', '/api/v1/checkout/quote', body);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CheckoutQuote }>().data;
}

let keys = 0;
const newKey = () => `pay-later-${Date.now()}-${(keys += 1)}`;

async function checkout(customer: Customer, body: Record<string, unknown>, key = newKey()) {
  return call(customer, 'POST', '/api/v1/checkout', body, { 'idempotency-key': key });
}

async function pickupBody(customer: Customer, extra: Record<string, unknown> = {}) {
  const q = await quote(customer, { delivery_method: 'pickup' });
  return {
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_date: q.delivery_options.date,
    delivery_time: q.delivery_options.pickup_times[0],
    ...extra,
  };
}

async function place(customer: Customer, body: Record<string, unknown>, key = newKey()) {
  const response = await checkout(customer, body, key);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}

async function paymentRow(id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row;
}

async function payOnSandbox(customer: Customer, placed: PlacedOrder, outcome: 'pay' | 'fail') {
  const response = await t.app.inject({
    method: 'POST',
    url: new URL(placed.payment_url).pathname,
    headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(response.statusCode).toBe(303);
}

async function openOrders(customer: Customer) {
  return t.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, customer.id),
        inArray(orders.status, ['payment_pending', 'payment_failed']),
      ),
    );
}

async function addVoucher(code: string, perCustomerLimit: number | null = 1) {
  const [row] = await t.db
    .insert(vouchers)
    .values({ code, kind: 'fixed', value: 300, perCustomerLimit })
    .returning();
  if (!row) throw new Error('no voucher');
  return row;
}

async function voucherUses(id: number) {
  const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row?.usedCount;
}

describe('pay now (POST /api/v1/orders/:id/pay)', () => {
  it('pays an abandoned self-pickup order later: a new payment, the old attempt expired', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 0, 2);
    const placed = await place(customer, await pickupBody(customer));
    await payOnSandbox(customer, placed, 'fail');

    const list = (await call(customer, 'GET', '/api/v1/orders')).json<{
      data: OrderListItem[];
    }>().data;
    const row = list.find((order) => order.id === placed.order_id);
    expect(row).toMatchObject({ status: 'payment_failed', payable: true, cancel_reason: null });
    const payBy = new Date(row?.pay_by ?? 0).getTime();
    const placedAt = (await orderRow(placed.order_id)).createdAt.getTime();
    expect(payBy - placedAt).toBe(30 * 60_000);
    const detail = (await call(customer, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
      data: OrderDetail;
    }>().data;
    expect(detail.actions.pay).toEqual({ allowed: true, reason: null });

    const preview = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay/quote`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ data: OrderPayQuote }>().data).toMatchObject({
      requoted: false,
      quote_id: null,
      total: row?.total,
      previous_total: row?.total,
    });

    const paid = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay`, {});
    expect(paid.statusCode).toBe(201);
    const next = paid.json<{ data: PlacedOrder }>().data;
    expect(next).toMatchObject({ order_id: placed.order_id, order_no: placed.order_no });
    expect(next.payment_id).not.toBe(placed.payment_id);
    expect(next.payment_url).toMatch(/\/api\/v1\/payments\/sandbox\/pay\/sbx_/);
    expect((await orderRow(placed.order_id)).status).toBe('payment_pending');
    await payOnSandbox(customer, next, 'pay');
    expect((await orderRow(placed.order_id)).status).toBe('paid');

    const again = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been paid.');
  });

  it('re-quotes a delivery whose courier quote lapsed, shows the new total, then pays it', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const addressId = await addAddress(customer);
    const q = await quote(customer, { delivery_method: 'deliver', address_id: addressId });
    const placed = await place(customer, {
      delivery_method: 'deliver',
      packaging_method: 'lunch_box',
      address_id: addressId,
      quote_id: q.quote_id,
      delivery_date: q.delivery_options.date,
      delivery_time: q.delivery_options.slots.at(-1),
    });
    // The quote lapses while the customer is away.
    const before = await orderRow(placed.order_id);
    await t.db
      .update(orders)
      .set({
        courierQuote: {
          ...before.courierQuote,
          expires_at: new Date(Date.now() - 1000).toISOString(),
        },
      })
      .where(eq(orders.id, placed.order_id));

    const withoutQuote = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay`, {});
    expect(withoutQuote.statusCode).toBe(422);
    expect(withoutQuote.json().errors.quote_id).toEqual(['Get a delivery quote first.']);

    const preview = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay/quote`);
    expect(preview.statusCode).toBe(200);
    const fresh = preview.json<{ data: OrderPayQuote }>().data;
    expect(fresh.requoted).toBe(true);
    expect(fresh.quote_id).toEqual(expect.any(String));
    expect(new Date(fresh.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(fresh.previous_total).toBe((before.totalSen / 100).toFixed(2));
    const [stored] = await t.db
      .select()
      .from(courierQuotes)
      .where(eq(courierQuotes.id, fresh.quote_id ?? ''));
    expect(stored).toMatchObject({ userId: customer.id, addressId });
    const total = fresh.lines.find((line) => line.key === 'total')?.amount;
    expect(total).toBe(fresh.total);

    // A lapsed new quote is refused as well, and changes nothing.
    const [late] = await t.db
      .insert(courierQuotes)
      .values({ ...stored!, id: `late-${Date.now()}`, expiresAt: new Date(Date.now() - 1000) })
      .returning();
    const lapsed = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay`, {
      quote_id: late?.id,
    });
    expect(lapsed.statusCode).toBe(422);
    expect((await orderRow(placed.order_id)).totalSen).toBe(before.totalSen);

    const paid = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay`, {
      quote_id: fresh.quote_id,
    });
    expect(paid.statusCode).toBe(201);
    const next = paid.json<{ data: PlacedOrder }>().data;
    const after = await orderRow(placed.order_id);
    expect(after.totalSen).toBe(amountToSen(fresh.total));
    expect(after.courierQuote).toMatchObject({ id: fresh.quote_id });
    expect((await paymentRow(next.payment_id)).amountSen).toBe(after.totalSen);
    expect((await paymentRow(placed.payment_id)).status).toBe('expired');
  });

  it('refuses a cancelled, an expired and someone else’s order, translated, changing nothing', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await addDish(customer);
    const first = await place(customer, await pickupBody(customer));
    expect((await call(other, 'POST', `/api/v1/orders/${first.order_id}/pay`, {})).statusCode).toBe(
      404,
    );
    expect(
      (await call(other, 'POST', `/api/v1/orders/${first.order_id}/pay/quote`)).statusCode,
    ).toBe(404);
    expect(await t.db.$count(payments, eq(payments.orderId, first.order_id))).toBe(1);

    expect(
      (await call(customer, 'POST', `/api/v1/orders/${first.order_id}/cancel`)).statusCode,
    ).toBe(200);
    const cancelled = await call(customer, 'POST', `/api/v1/orders/${first.order_id}/pay`, {});
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This order was cancelled, so it can no longer be paid.');
    const inMalay = await call(
      customer,
      'POST',
      `/api/v1/orders/${first.order_id}/pay`,
      {},
      {
        'accept-language': 'ms-MY',
      },
    );
    expect(inMalay.json().message).toBe(
      'Pesanan ini telah dibatalkan, jadi ia tidak lagi boleh dibayar.',
    );

    const second = await place(customer, await pickupBody(customer));
    await t.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, second.order_id));
    // Past its deadline it is refused even before the sweeper has run…
    const late = await call(customer, 'POST', `/api/v1/orders/${second.order_id}/pay/quote`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This order was not paid by \d{4}-\d\d-\d\d \d\d:\d\d/);
    await t.app.checkoutJobs.sweepUnpaid();
    // …and after it, as expired.
    const expired = await call(customer, 'POST', `/api/v1/orders/${second.order_id}/pay`, {});
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/not paid by/);
    expect(
      (await call(customer, 'POST', `/api/v1/payments/${second.payment_id}/retry`)).statusCode,
    ).toBe(409);
    expect(await t.db.$count(payments, eq(payments.orderId, second.order_id))).toBe(1);
  });
});

describe('placing the same cart again resumes the pending order', () => {
  it('answers the pending order and its open payment; never a second pending order or payment', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 0, 2);
    const body = await pickupBody(customer);
    const first = await place(customer, body);
    const key = newKey();
    const again = await place(customer, body, key);
    expect(again.order_id).toBe(first.order_id);
    expect(again.order_no).toBe(first.order_no);
    // The attempt still open for the same amount is the one to finish: one hosted page, so
    // the customer cannot pay the same order twice.
    expect(again.payment_id).toBe(first.payment_id);
    expect((await paymentRow(first.payment_id)).status).toBe('pending');
    expect(await t.db.$count(payments, eq(payments.orderId, first.order_id))).toBe(1);
    // The Idempotency-Key still answers the same attempt.
    expect(await place(customer, body, key)).toEqual(again);
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(1);
    // Concurrent placements with new keys: still the one order.
    const raced = await Promise.all(Array.from({ length: 5 }, () => checkout(customer, body)));
    expect(raced.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(raced.map((response) => response.json().data.order_id))).toEqual(
      new Set([first.order_id]),
    );
    expect(await openOrders(customer)).toHaveLength(1);
  });

  it('cancels the old pending order when the cart or a choice changed, releasing its voucher', async () => {
    const customer = await registerCustomer(t.app);
    const voucher = await addVoucher(`ONCE${Date.now()}`);
    await addDish(customer, 0, 2);
    const body = await pickupBody(customer, { voucher_code: voucher.code });
    const first = await place(customer, body);
    expect(await voucherUses(voucher.id)).toBe(1);

    await addDish(customer, 1);
    // A one-use voucher: accepted again because the replaced order gave it back.
    const second = await place(customer, body);
    expect(second.order_id).not.toBe(first.order_id);
    expect(await orderRow(first.order_id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'replaced',
    });
    expect((await paymentRow(first.payment_id)).status).toBe('expired');
    expect(await voucherUses(voucher.id)).toBe(1);
    expect(
      await t.db.$count(voucherRedemptions, eq(voucherRedemptions.voucherId, voucher.id)),
    ).toBe(1);

    const q = await quote(customer, { delivery_method: 'pickup' });
    expect(q.delivery_options.pickup_times.length).toBeGreaterThan(1);
    const third = await place(customer, {
      ...body,
      delivery_time: q.delivery_options.pickup_times.at(-1),
    });
    expect(third.order_id).not.toBe(second.order_id);
    expect((await orderRow(second.order_id)).status).toBe('cancelled');
    expect(await openOrders(customer)).toHaveLength(1);
  });

  it('a refused placement leaves the pending order as it was', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const first = await place(customer, await pickupBody(customer));
    await addDish(customer, 1);
    const refused = await checkout(customer, {
      ...(await pickupBody(customer)),
      voucher_code: 'NOPE',
    });
    expect(refused.statusCode).toBe(422);
    expect((await orderRow(first.order_id)).status).toBe('payment_pending');
    expect((await paymentRow(first.payment_id)).status).toBe('pending');
  });
});

describe('an order never paid expires at its deadline', () => {
  it('the sweeper gives back its voucher use and touches no points; the customer sees it expired', async () => {
    const customer = await registerCustomer(t.app);
    const voucher = await addVoucher(`LATE${Date.now()}`);
    await addDish(customer, 0, 3);
    const placed = await place(
      customer,
      await pickupBody(customer, { voucher_code: voucher.code }),
    );
    const order = await orderRow(placed.order_id);
    expect(order.payBy?.getTime()).toBe(order.createdAt.getTime() + 30 * 60_000);
    expect(await voucherUses(voucher.id)).toBe(1);

    // One minute before the deadline nothing happens; at it, the order expires.
    await t.app.checkoutJobs.sweepUnpaid(new Date(order.payBy!.getTime() - 60_000));
    expect((await orderRow(placed.order_id)).status).toBe('payment_pending');
    expect(await voucherUses(voucher.id)).toBe(1);
    expect(
      await t.app.checkoutJobs.sweepUnpaid(new Date(order.payBy!.getTime() + 1)),
    ).toBeGreaterThanOrEqual(1);

    expect(await orderRow(placed.order_id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'unpaid',
    });
    expect((await paymentRow(placed.payment_id)).status).toBe('expired');
    expect(await voucherUses(voucher.id)).toBe(0);
    expect(
      await t.db.$count(voucherRedemptions, eq(voucherRedemptions.orderId, placed.order_id)),
    ).toBe(0);
    expect(await t.db.$count(pointsTransactions, eq(pointsTransactions.userId, customer.id))).toBe(
      0,
    );

    const list = (await call(customer, 'GET', '/api/v1/orders')).json<{
      data: OrderListItem[];
    }>().data;
    expect(list[0]).toMatchObject({
      id: placed.order_id,
      status: 'cancelled',
      cancel_reason: 'unpaid',
      payable: false,
      pay_by: order.payBy?.toISOString(),
    });
    const detail = (await call(customer, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
      data: OrderDetail;
    }>().data;
    expect(detail.actions.pay.allowed).toBe(false);
    expect(detail.actions.pay.reason).toMatch(/^This order was not paid by /);
    const view = (await call(customer, 'GET', `/api/v1/payments/${placed.payment_id}`)).json<{
      data: PaymentView;
    }>().data;
    expect(view.order).toMatchObject({ payable: false, cancel_reason: 'unpaid' });

    // The voucher can be used again.
    await addDish(customer, 1);
    const next = await place(customer, await pickupBody(customer, { voucher_code: voucher.code }));
    expect(next.order_id).not.toBe(placed.order_id);
    expect(await voucherUses(voucher.id)).toBe(1);
  });

  it('a payment that lands after expiry is honoured and takes its voucher use again', async () => {
    const customer = await registerCustomer(t.app);
    const voucher = await addVoucher(`HONOUR${Date.now()}`, null);
    await addDish(customer);
    const placed = await place(
      customer,
      await pickupBody(customer, { voucher_code: voucher.code }),
    );
    const order = await orderRow(placed.order_id);
    await t.app.checkoutJobs.sweepUnpaid(new Date(order.payBy!.getTime() + 1));
    expect(await voucherUses(voucher.id)).toBe(0);
    const ref = placed.payment_url.split('/').at(-1) ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      payload: sandbox.signedCallback(ref, order.totalSen, true, new Date()),
    });
    expect(response.statusCode).toBe(200);
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 'paid', cancelReason: null });
    expect(await voucherUses(voucher.id)).toBe(1);
    expect(
      await t.db.$count(voucherRedemptions, eq(voucherRedemptions.orderId, placed.order_id)),
    ).toBe(1);
  });

  it('a customer’s cancel gives back the voucher use too', async () => {
    const customer = await registerCustomer(t.app);
    const voucher = await addVoucher(`CANCEL${Date.now()}`);
    await addDish(customer);
    const placed = await place(
      customer,
      await pickupBody(customer, { voucher_code: voucher.code }),
    );
    expect(await voucherUses(voucher.id)).toBe(1);
    const response = await call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: OrderDetail }>().data.cancel_reason).toBe('customer');
    expect(await voucherUses(voucher.id)).toBe(0);
  });
});
