import { eq } from 'drizzle-orm';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import { orders } from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import { orderKit } from '../../test/orders';

// The orders are placed for the earliest date and slot: on a weekday morning they stay open.
runShopAt(ordinaryMorning());

/**
 * Back from the payment page, checkout's quote names the customer's unpaid
 * order of this very cart (`pending_order`), so the page offers to pay it instead of a second
 * order; once it is paid, cancelled or past its window, or the cart is another, it names none.
 */
let t: TestApp;
let kit: ReturnType<typeof orderKit>;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function pendingOrder(customer: Customer) {
  const response = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
    delivery_method: 'pickup',
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CheckoutQuote }>().data.pending_order;
}

describe('POST /api/v1/checkout/quote names the pending order of this cart', () => {
  it('after a placement: its number, total and pay-by; still after a failed payment; not to anyone else', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 0, 2);
    expect(await pendingOrder(customer)).toBeNull();

    const placed = await kit.place(customer, 'pickup');
    const row = await kit.orderRow(placed.order_id);
    const expected = {
      order_id: placed.order_id,
      order_no: placed.order_no,
      total: (row.totalSen / 100).toFixed(2),
      pay_by: row.payBy?.toISOString(),
    };
    expect(await pendingOrder(customer)).toEqual(expected);
    // The same answer for a delivery quote: it is about the cart, not the choices.
    const addressId = await kit.addAddress(customer);
    const delivery = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
      delivery_method: 'deliver',
      address_id: addressId,
    });
    expect(delivery.json<{ data: CheckoutQuote }>().data.pending_order).toEqual(expected);

    // A failed payment leaves it payable: still named.
    await kit.finishOnSandbox(customer, placed, 'fail');
    expect((await kit.orderRow(placed.order_id)).status).toBe('payment_failed');
    expect(await pendingOrder(customer)).toEqual(expected);

    const someoneElse = await registerCustomer(t.app);
    await kit.addDish(someoneElse, 0, 2);
    expect(await pendingOrder(someoneElse)).toBeNull();
  });

  it('not once it is paid (the same dishes in the cart again)', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 1);
    const placed = await kit.place(customer, 'pickup');
    expect((await pendingOrder(customer))?.order_id).toBe(placed.order_id);

    await kit.finishOnSandbox(customer, placed, 'pay');
    expect((await kit.orderRow(placed.order_id)).status).toBe('paid');
    // Paying cleared the cart; the same dish again is a new cart with no order waiting.
    await kit.addDish(customer, 1);
    expect(await pendingOrder(customer)).toBeNull();
  });

  it('not once the customer cancelled it', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 2);
    const placed = await kit.place(customer, 'pickup');
    expect((await pendingOrder(customer))?.order_id).toBe(placed.order_id);

    const cancelled = await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await kit.orderRow(placed.order_id)).status).toBe('cancelled');
    expect(await pendingOrder(customer)).toBeNull();
  });

  it('not when the cart is no longer what was ordered, nor past the pay-by time', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer, 3);
    const placed = await kit.place(customer, 'pickup');
    expect((await pendingOrder(customer))?.order_id).toBe(placed.order_id);

    const extra = await kit.addDish(customer, 4);
    expect(await pendingOrder(customer)).toBeNull();
    const items = (await kit.call(customer, 'GET', '/api/v1/cart/index')).json<{
      data: { items: { id: number; plan_id: number }[] };
    }>().data.items;
    const line = items.find((item) => item.plan_id === extra.id);
    if (!line) throw new Error('the added dish is not in the cart');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/${line.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(removed.statusCode).toBe(200);
    // The cart holds what was ordered again.
    expect((await pendingOrder(customer))?.order_id).toBe(placed.order_id);

    await t.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.order_id));
    expect(await pendingOrder(customer)).toBeNull();
  });
});
