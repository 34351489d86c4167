import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { amountToSen } from '@mealprep/shared/core';
import { DEFAULT_PRICING, MONEY_LINE_KEYS, PRICE_LINE_KEYS } from '@mealprep/shared/checkout';
import type { CheckoutQuote, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import { shopIdentity } from '../../config/shop';
import { LocalCourier } from '../../checkout/courier';
import { SandboxGateway, sandboxSignature } from '../../checkout/gateways';
import { CheckoutService } from '../../checkout/service';
import { CartRepository } from '../../repositories/cart';
import { GatewayNotifier, retryDelayMs } from '../../checkout/notifications';
import { cartItems } from '../../db/schema';
import { courierQuotes, gatewayNotifications } from '../../db/tables/checkout';
import {
  deliveryHolidays,
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
import { insertAddress } from '../../test/orders';

let t: TestApp;
let menu: MenuItem[];
let sandbox: SandboxGateway;

beforeAll(async () => {
  // An SST-registered shop: its quotes have every line of docs/architecture.md §9.1, SST too.
  t = await buildTestApp({ shop: shopIdentity({ SHOP_SST_NO: 'W10-2401-32000123' }) });
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

/** A dish whose large size costs at least `minSen`, `quantity` times. */
async function addDish(customer: Customer, quantity = 1, index = 0) {
  const item = menu[index];
  if (!item) throw new Error('no dish');
  const response = await call(customer, 'POST', '/api/v1/cart/store', {
    plan_id: item.id,
    plan_type: 'RECIPE',
    size: 'L',
    quantity,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { sub_total: string } }>().data.sub_total;
}

const addAddress = (customer: Customer, overrides: Parameters<typeof insertAddress>[2] = {}) =>
  insertAddress(t, customer, overrides);

async function quote(customer: Customer, body: Record<string, unknown>) {
  return call(customer, 'POST', '/api/v1/checkout/quote', body);
}

async function pickupQuote(customer: Customer, voucher?: string) {
  const response = await quote(customer, { delivery_method: 'pickup', voucher_code: voucher });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CheckoutQuote }>().data;
}

let keyCounter = 0;
function newKey() {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}`;
}

async function checkout(
  customer: Customer,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return call(customer, 'POST', '/api/v1/checkout', body, key ? { 'idempotency-key': key } : {});
}

async function pickupOrderBody(customer: Customer, extra: Record<string, unknown> = {}) {
  const q = await pickupQuote(customer);
  return {
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_date: q.delivery_options.date,
    delivery_time: q.delivery_options.pickup_times[0],
    ...extra,
  };
}

async function placePickupOrder(customer: Customer, extra: Record<string, unknown> = {}) {
  const response = await checkout(customer, await pickupOrderBody(customer, extra));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

function refOf(placed: PlacedOrder): string {
  return placed.payment_url.split('/').at(-1) ?? '';
}

async function paymentRow(id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row;
}

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}

async function callback(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/callback',
    payload: fields,
  });
}

async function pointsOf(userId: number) {
  return t.db.select().from(pointsTransactions).where(eq(pointsTransactions.userId, userId));
}

describe('GET /api/v1/checkout/eligibility', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/v1/checkout/eligibility')).statusCode).toBe(401);
  });

  it('names an empty cart, then answers eligible', async () => {
    const customer = await registerCustomer(t.app);
    const before = await call(customer, 'GET', '/api/v1/checkout/eligibility');
    expect(before.json()).toEqual({ data: { eligible: false, reasons: ['empty_cart'] } });
    await addDish(customer);
    const after = await call(customer, 'GET', '/api/v1/checkout/eligibility');
    expect(after.json()).toEqual({ data: { eligible: true, reasons: [] } });
  });
});

describe('POST /api/v1/checkout/quote', () => {
  it('answers the price summary lines in order for self pickup, total = their sum', async () => {
    const customer = await registerCustomer(t.app);
    const subTotal = await addDish(customer, 2);
    const q = await pickupQuote(customer);
    expect(q.quote_id).toBeNull();
    expect(q.lines.map((line) => line.key)).toEqual([...PRICE_LINE_KEYS]);
    const byKey = new Map(q.lines.map((line) => [line.key, line.amount]));
    expect(byKey.get('subtotal')).toBe(subTotal);
    expect(byKey.get('delivery')).toBe('0.00');
    expect(byKey.get('processing_fee')).toBe('1.00');
    const sum = MONEY_LINE_KEYS.reduce(
      (acc, key) => acc + (amountToSen(byKey.get(key) ?? '') ?? NaN),
      0,
    );
    expect(amountToSen(q.total)).toBe(sum);
    expect(q.points_earned).toBe(Math.floor(sum / 100));
    expect(q.delivery_options.slots.length).toBeGreaterThan(0);
    expect(q.delivery_options.pickup_times[0]).toMatch(/^\d\d:00$/);
  });

  it('quotes delivery to an own address with an expiry, stored as a row', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const addressId = await addAddress(customer);
    const response = await quote(customer, { delivery_method: 'deliver', address_id: addressId });
    expect(response.statusCode).toBe(200);
    const q = response.json<{ data: CheckoutQuote }>().data;
    expect(amountToSen(q.delivery_fee)).toBeGreaterThanOrEqual(500);
    const expires = new Date(q.expires_at ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(200_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(300_000);
    const [row] = await t.db
      .select()
      .from(courierQuotes)
      .where(eq(courierQuotes.id, q.quote_id ?? ''));
    expect(row).toMatchObject({ userId: customer.id, addressId, provider: 'local' });
  });

  it('refuses delivery without an address, or to someone else’s', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await addDish(customer);
    const foreign = await addAddress(other);
    const missing = await quote(customer, { delivery_method: 'deliver' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.address_id).toEqual(['Choose a delivery address.']);
    const stolen = await quote(customer, { delivery_method: 'deliver', address_id: foreign });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.address_id).toEqual([
      'This address is not one of your saved addresses.',
    ]);
    expect(await t.db.$count(courierQuotes, eq(courierQuotes.userId, customer.id))).toBe(0);
  });

  it('refuses an empty cart and a bad method', async () => {
    const customer = await registerCustomer(t.app);
    expect((await quote(customer, { delivery_method: 'pickup' })).statusCode).toBe(422);
    await addDish(customer);
    const bad = await quote(customer, { delivery_method: 'drone' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.delivery_method).toEqual(['Choose delivery or self pickup.']);
  });
});

describe('POST /api/v1/voucher/apply', () => {
  async function apply(customer: Customer, code: string, headers: Record<string, string> = {}) {
    return call(customer, 'POST', '/api/v1/voucher/apply', { code }, headers);
  }

  it('accepts a valid code (any case) with "Successfully applied" and the discount', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 5);
    const response = await apply(customer, 'welcome10');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code: 'WELCOME10',
      message: 'Successfully applied',
    });
    expect(amountToSen(response.json().data.discount)).toBeGreaterThan(0);
  });

  it.each([
    ['NOPE-123', 'This voucher code does not exist.'],
    ['MERDEKA20', 'This voucher has expired.'],
    ['NEWYEAR2030', 'This voucher cannot be used yet.'],
  ])('refuses %s: %s', async (code, message) => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 5);
    const response = await apply(customer, code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: true, errors: { code: [message] } });
  });

  it('names the minimum, and says it in Bahasa Malaysia', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 1);
    const response = await apply(customer, 'SAVE15');
    expect(response.json().errors.code).toEqual(['Spend at least RM 100.00 to use this voucher.']);
    const malay = await apply(customer, 'SAVE15', { 'accept-language': 'ms-MY' });
    expect(malay.json().errors.code).toEqual([
      'Belanja sekurang-kurangnya RM 100.00 untuk menggunakan baucar ini.',
    ]);
  });

  it('refuses a used-up voucher', async () => {
    await t.db
      .insert(vouchers)
      .values({ code: 'GONE1', kind: 'fixed', value: 500, totalLimit: 1, usedCount: 1 });
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const response = await apply(customer, 'GONE1');
    expect(response.json().errors.code).toEqual(['This voucher has been fully redeemed.']);
  });

  it('refuses a voucher already used by this customer, and prices it in the quote', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 5);
    const q = await pickupQuote(customer, 'WELCOME10');
    expect(q.voucher?.code).toBe('WELCOME10');
    expect(q.lines.find((line) => line.key === 'discount')?.amount).toBe(`-${q.voucher?.discount}`);
    await placePickupOrder(customer, { voucher_code: 'WELCOME10' });
    const again = await apply(customer, 'WELCOME10');
    expect(again.json().errors.code).toEqual(['You have already used this voucher.']);
  });

  it('needs a code', async () => {
    const customer = await registerCustomer(t.app);
    expect((await call(customer, 'POST', '/api/v1/voucher/apply', {})).statusCode).toBe(422);
  });
});

describe('POST /api/v1/checkout', () => {
  it('needs an Idempotency-Key', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const response = await checkout(customer, await pickupOrderBody(customer), null);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.idempotency_key).toBeDefined();
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(0);
  });

  it('answers the same order for the same key; a new key resumes it, a changed cart does not', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 2);
    const body = await pickupOrderBody(customer);
    const key = newKey();
    const first = await checkout(customer, body, key);
    const second = await checkout(customer, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(1);
    const third = await checkout(customer, body);
    expect(third.json().data.order_id).toBe(first.json().data.order_id);
    // Its open payment attempt too: one hosted page per order and amount.
    expect(third.json().data.payment_id).toBe(first.json().data.payment_id);
    await addDish(customer, 1, 1);
    const fourth = await checkout(customer, body);
    expect(fourth.json().data.order_id).not.toBe(first.json().data.order_id);
  });

  it('re-prices on the server and snapshots the lines', async () => {
    const customer = await registerCustomer(t.app);
    const subTotal = await addDish(customer, 3);
    const q = await pickupQuote(customer);
    const placed = await placePickupOrder(customer, { total: '0.01', subtotal: '0.01' });
    const order = await orderRow(placed.order_id);
    expect(order.subtotalSen).toBe(amountToSen(subTotal));
    expect(order.totalSen).toBe(amountToSen(q.total));
    expect((await paymentRow(placed.payment_id)).amountSen).toBe(order.totalSen);
    expect(order.status).toBe('payment_pending');
    expect(placed.payment_url).toMatch(/\/api\/v1\/payments\/sandbox\/pay\/sbx_[0-9a-f]{32}$/);
  });

  it('re-checks the date and slot', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const body = await pickupOrderBody(customer);
    const early = DateTime.fromISO(body.delivery_date as string)
      .minus({ days: 1 })
      .toISODate();
    const dateRefused = await checkout(customer, { ...body, delivery_date: early });
    expect(dateRefused.statusCode).toBe(422);
    expect(dateRefused.json().errors.delivery_date[0]).toContain(body.delivery_date);
    const slotRefused = await checkout(customer, { ...body, delivery_time: '18:00' });
    expect(slotRefused.json().errors.delivery_time).toEqual([
      'This time is not available on the chosen date.',
    ]);
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(0);
  });

  it('delivers with a live quote, refuses an expired one', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const addressId = await addAddress(customer);
    const q = (await quote(customer, { delivery_method: 'deliver', address_id: addressId })).json<{
      data: CheckoutQuote;
    }>().data;
    const body = {
      delivery_method: 'deliver',
      packaging_method: 'lunch_box',
      address_id: addressId,
      quote_id: q.quote_id,
      delivery_date: q.delivery_options.date,
      delivery_time: q.delivery_options.slots[0],
      delivery_instructions: 'Leave at the guard house',
    };
    await t.db
      .update(courierQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(courierQuotes.id, q.quote_id ?? ''));
    const expired = await checkout(customer, body);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.quote_id).toEqual([
      'The delivery quote has expired. Please review the new delivery charge.',
    ]);
    const fresh = (
      await quote(customer, { delivery_method: 'deliver', address_id: addressId })
    ).json<{
      data: CheckoutQuote;
    }>().data;
    const placed = await checkout(customer, { ...body, quote_id: fresh.quote_id });
    expect(placed.statusCode).toBe(201);
    const order = await orderRow(placed.json().data.order_id);
    expect(order.totalSen).toBe(amountToSen(fresh.total));
    expect(order.address).toMatchObject({ address_1: 'Jalan SS 15/4', postcode: '47500' });
    expect(order.deliveryInstructions).toBe('Leave at the guard house');
  });

  it('refuses another customer’s quote', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await addDish(customer);
    await addDish(other);
    const theirs = await addAddress(other);
    const q = (await quote(other, { delivery_method: 'deliver', address_id: theirs })).json<{
      data: CheckoutQuote;
    }>().data;
    const mine = await addAddress(customer);
    const response = await checkout(customer, {
      delivery_method: 'deliver',
      packaging_method: 'vacuum',
      address_id: mine,
      quote_id: q.quote_id,
      delivery_date: q.delivery_options.date,
      delivery_time: q.delivery_options.slots[0],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.quote_id).toBeDefined();
  });

  it('50 concurrent checkouts race for a one-use voucher: exactly one wins', async () => {
    await t.db
      .insert(vouchers)
      .values({ code: 'ONLYONE', kind: 'fixed', value: 300, totalLimit: 1 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => registerCustomer(t.app)));
    for (const customer of customers) await addDish(customer);
    const body = await pickupOrderBody(customers[0] as Customer, { voucher_code: 'ONLYONE' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        checkout(customers[index % customers.length] as Customer, body),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    // The winner's other attempts resume its pending order (same cart, same choices).
    const won = responses.filter((response) => response.statusCode === 201);
    expect(new Set(won.map((response) => response.json().data.order_id)).size).toBe(1);
    expect(codes.filter((code) => code === 422)).toHaveLength(50 - won.length);
    expect(codes.some((code) => code >= 500)).toBe(false);
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'ONLYONE'));
    expect(voucher?.usedCount).toBe(1);
    expect(
      await t.db.$count(voucherRedemptions, eq(voucherRedemptions.voucherId, voucher?.id ?? 0)),
    ).toBe(1);
  }, 60_000);
});

describe('payment callback (the source of truth)', () => {
  it('a forged signature answers 401 and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const placed = await placePickupOrder(customer);
    const payment = await paymentRow(placed.payment_id);
    const fields = sandbox.signedCallback(refOf(placed), payment.amountSen, true, new Date());
    const forged = { ...fields, signature: sandboxSignature('wrong-secret', fields) };
    expect((await callback(forged)).statusCode).toBe(401);
    const tampered = { ...fields, status: 'paid', transaction_at: '2020-01-01T00:00:00.000Z' };
    expect((await callback(tampered)).statusCode).toBe(401);
    expect((await callback({ payment_ref: refOf(placed) })).statusCode).toBe(401);
    expect((await paymentRow(placed.payment_id)).status).toBe('pending');
    expect((await orderRow(placed.order_id)).status).toBe('payment_pending');
    expect(await pointsOf(customer.id)).toEqual([]);
  });

  it('refuses a wrong amount and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const placed = await placePickupOrder(customer);
    const payment = await paymentRow(placed.payment_id);
    const fields = sandbox.signedCallback(refOf(placed), payment.amountSen - 5, true, new Date());
    const response = await callback(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The paid amount does not match the order.');
    expect((await orderRow(placed.order_id)).status).toBe('payment_pending');
  });

  it('replayed 20 times: one paid order, one points credit, the cart cleared', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 4);
    const placed = await placePickupOrder(customer);
    const order = await orderRow(placed.order_id);
    const fields = sandbox.signedCallback(refOf(placed), order.totalSen, true, new Date());
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(fields)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const paid = await orderRow(placed.order_id);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const points = await pointsOf(customer.id);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({
      source: 'order',
      orderId: order.id,
      points: order.pointsEarned,
      balanceAfter: order.pointsEarned,
    });
    expect(order.pointsEarned).toBe(Math.floor(order.totalSen / 100));
    expect(await t.db.$count(cartItems, eq(cartItems.userId, customer.id))).toBe(0);
    // A later "failed" for the same payment changes nothing either.
    const late = sandbox.signedCallback(refOf(placed), order.totalSen, false, new Date());
    expect((await callback(late)).statusCode).toBe(200);
    expect((await orderRow(placed.order_id)).status).toBe('paid');
  });
});

describe('sandbox hosted page, result, try again', () => {
  function pagePath(placed: PlacedOrder) {
    return new URL(placed.payment_url).pathname;
  }

  it('the customer pays on the hosted page: callback sent, order paid, browser to success', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer, 2);
    const placed = await placePickupOrder(customer);
    const page = await call(customer, 'GET', pagePath(placed));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(placed.order_no);
    expect(page.body).toContain('name="outcome" value="pay"');
    const paid = await t.app.inject({
      method: 'POST',
      url: pagePath(placed),
      headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/${placed.payment_id}/success`);
    const view = await call(customer, 'GET', `/api/v1/payments/${placed.payment_id}`);
    expect(view.json().data).toMatchObject({
      status: 'paid',
      order: { id: placed.order_id, status: 'paid' },
    });
    const notices = await t.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.paymentId, placed.payment_id));
    expect(notices).toMatchObject([{ attempts: 1, lastStatus: 200 }]);
    expect(notices[0]?.acknowledgedAt).not.toBeNull();
    // Paying again is refused by the page: the payment is closed.
    const again = await call(customer, 'GET', pagePath(placed));
    expect(again.statusCode).toBe(409);
  });

  it('another customer can neither see nor pay the order', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await addDish(customer);
    const placed = await placePickupOrder(customer);
    expect((await call(other, 'GET', `/api/v1/payments/${placed.payment_id}`)).statusCode).toBe(
      404,
    );
    expect((await call(other, 'GET', pagePath(placed))).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: pagePath(placed),
      headers: { cookie: other.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(post.statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/api/v1/payments/${placed.payment_id}/retry`)).statusCode,
    ).toBe(404);
    expect((await paymentRow(placed.payment_id)).status).toBe('pending');
    expect((await call(null, 'GET', pagePath(placed))).statusCode).toBe(401);
  });

  it('a failed payment goes to the failed page; try again pays the same order', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const placed = await placePickupOrder(customer);
    const failed = await t.app.inject({
      method: 'POST',
      url: pagePath(placed),
      headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(failed.headers.location).toBe(`/payment/${placed.payment_id}/failed`);
    expect((await orderRow(placed.order_id)).status).toBe('payment_failed');
    const retry = await call(customer, 'POST', `/api/v1/payments/${placed.payment_id}/retry`);
    expect(retry.statusCode).toBe(201);
    const next = retry.json<{ data: PlacedOrder }>().data;
    expect(next.order_id).toBe(placed.order_id);
    expect(next.payment_id).not.toBe(placed.payment_id);
    const paid = await t.app.inject({
      method: 'POST',
      url: pagePath(next),
      headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(paid.headers.location).toBe(`/payment/${next.payment_id}/success`);
    expect((await orderRow(placed.order_id)).status).toBe('paid');
    expect(await pointsOf(customer.id)).toHaveLength(1);
    const closed = await call(customer, 'POST', `/api/v1/payments/${next.payment_id}/retry`);
    expect(closed.statusCode).toBe(409);
  });

  it('retries a callback with back-off until it is acknowledged', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const placed = await placePickupOrder(customer);
    const order = await orderRow(placed.order_id);
    const fields = sandbox.signedCallback(refOf(placed), order.totalSen, true, new Date());
    // A shop that is down twice (503, then unreachable), then up: the real callback route.
    const statuses: number[] = [];
    let calls = 0;
    const notifier = new GatewayNotifier(
      t.db,
      async (url, body) => {
        calls += 1;
        if (calls === 1) return 503;
        if (calls === 2) throw new Error('connection refused');
        const response = await t.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          payload: body,
        });
        statuses.push(response.statusCode);
        return response.statusCode;
      },
      t.app.log,
    );
    const url = 'http://shop.test/api/v1/payments/sandbox/callback';
    const id = await notifier.enqueue(placed.payment_id, url, fields);
    const start = Date.now();
    expect(await notifier.send(id, new Date(start))).toBe(false);
    // Not due yet: nothing is sent.
    expect(await notifier.sendDue(new Date(start + 1_000))).toBe(0);
    expect(calls).toBe(1);
    expect(await notifier.sendDue(new Date(start + retryDelayMs(1) + 1))).toBe(0);
    expect(calls).toBe(2);
    expect((await orderRow(placed.order_id)).status).toBe('payment_pending');
    expect(await notifier.sendDue(new Date(start + 60_000))).toBe(1);
    expect(statuses).toEqual([200]);
    expect((await orderRow(placed.order_id)).status).toBe('paid');
    // Acknowledged: never sent again.
    expect(await notifier.sendDue(new Date(start + 3_600_000))).toBe(0);
    expect(calls).toBe(3);
    const [row] = await t.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.id, id));
    expect(row).toMatchObject({ attempts: 3, lastStatus: 200 });
  });
});

describe('sweeper', () => {
  it('cancels orders left unpaid for 30 minutes, not newer ones nor paid ones', async () => {
    const customer = await registerCustomer(t.app);
    const another = await registerCustomer(t.app);
    await addDish(customer);
    await addDish(another);
    const old = await placePickupOrder(customer);
    const recent = await placePickupOrder(another);
    await t.db
      .update(orders)
      .set({
        createdAt: new Date(Date.now() - 31 * 60_000),
        payBy: new Date(Date.now() - 60_000),
      })
      .where(eq(orders.id, old.order_id));
    const addressId = await addAddress(customer);
    const stale = (
      await quote(customer, { delivery_method: 'deliver', address_id: addressId })
    ).json<{
      data: CheckoutQuote;
    }>().data.quote_id;
    // Lapsed a day ago, so the next ask is a new quote rather than this one again.
    await t.db
      .update(courierQuotes)
      .set({ expiresAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(courierQuotes.id, stale ?? ''));
    const live = (
      await quote(customer, { delivery_method: 'deliver', address_id: addressId })
    ).json<{
      data: CheckoutQuote;
    }>().data.quote_id;
    expect(live).not.toBe(stale);
    await t.app.checkoutJobs.sweepUnpaid();
    expect((await orderRow(old.order_id)).status).toBe('cancelled');
    expect(await t.db.$count(courierQuotes, eq(courierQuotes.id, stale ?? ''))).toBe(0);
    expect(await t.db.$count(courierQuotes, eq(courierQuotes.id, live ?? ''))).toBe(1);
    expect((await paymentRow(old.payment_id)).status).toBe('expired');
    expect((await orderRow(recent.order_id)).status).toBe('payment_pending');
    const page = await call(customer, 'GET', new URL(old.payment_url).pathname);
    expect(page.statusCode).toBe(409);
    expect(
      (await call(customer, 'POST', `/api/v1/payments/${old.payment_id}/retry`)).statusCode,
    ).toBe(409);
  });
});

describe('holiday rules come from the delivery_holidays table', () => {
  function serviceAt(iso: string) {
    return new CheckoutService({
      db: t.db,
      cart: new CartRepository(t.db),
      courier: new LocalCourier({ ttlSeconds: 300, availability: () => 1 }),
      gateway: sandbox,
      pricing: DEFAULT_PRICING,
      paymentWindowMinutes: 30,
      publicOrigin: 'http://shop.test',
      now: () => new Date(iso),
    });
  }

  it('quotes the seeded Christmas 2024 rule: Monday 23rd delivers Thursday 26th', async () => {
    const customer = await registerCustomer(t.app);
    await addDish(customer);
    const user = {
      id: customer.id,
      email: customer.email,
      firstName: 'Siti',
      lastName: 'Aminah',
      phoneNo: '0123456789',
    };
    const monday = await serviceAt('2024-12-23T10:00:00+08:00').priceCheckout(user, {
      delivery_method: 'pickup',
    });
    expect(monday.delivery_options).toMatchObject({ date: '2024-12-26' });
    const wednesday = await serviceAt('2024-12-25T10:00:00+08:00').priceCheckout(user, {
      delivery_method: 'pickup',
    });
    expect(wednesday.delivery_options.date).toBe('2024-12-27');
    // A rule added as data applies at once: 2024-12-30 (Monday) → Friday.
    await t.db.insert(deliveryHolidays).values({
      name: 'Test closure',
      orderedFrom: '2024-12-30',
      orderedTo: '2024-12-30',
      deliveryWeekdayByOrderWeekday: { '1': 5 },
    });
    const closure = await serviceAt('2024-12-30T10:00:00+08:00').priceCheckout(user, {
      delivery_method: 'pickup',
    });
    expect(closure.delivery_options.date).toBe('2025-01-03');
    // And the order is re-checked against it.
    const refused = await serviceAt('2024-12-30T10:00:00+08:00')
      .placeOrder(user, newKey(), {
        delivery_method: 'pickup',
        packaging_method: 'vacuum',
        delivery_date: '2025-01-01',
        delivery_time: '10:00',
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 422,
      fields: { delivery_date: [expect.anything()] },
    });
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(0);
  });
});

describe('scoping', () => {
  it('answers 404 for an unknown payment id', async () => {
    const customer = await registerCustomer(t.app);
    expect((await call(customer, 'GET', '/api/v1/payments/999999')).statusCode).toBe(404);
    expect((await call(customer, 'GET', '/api/v1/payments/abc')).statusCode).toBe(404);
    const redemptions = await t.db
      .select()
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.userId, customer.id)));
    expect(redemptions).toEqual([]);
  });
});
