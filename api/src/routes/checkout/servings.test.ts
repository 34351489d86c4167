import { eq } from 'drizzle-orm';
import { amountToSen } from '@mealprep/shared/core';
import type { Cart } from '@mealprep/shared/cart/contracts';
import type { CheckoutQuote, PaymentView, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { SandboxGateway } from '../../checkout/gateways';
import { orderLines, orders } from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

/**
 * Servings multiply a line's price (docs/spec.md §3 cart item): the cart, the checkout quote,
 * the order and its payment price a dish with 3 servings alike. They used to disagree: the cart
 * charged price × quantity × servings, the quote and the order price × quantity.
 */
let t: TestApp;
let menu: MenuItem[];
let sandbox: SandboxGateway;

beforeAll(async () => {
  t = await buildTestApp();
  menu = (await t.app.inject({ url: '/api/v1/menu?per_page=10' })).json<{ data: MenuItem[] }>()
    .data;
  if (t.config.payment.driver !== 'sandbox' || t.config.payment.secret === null)
    throw new Error('tests expect the sandbox with its secret');
  sandbox = new SandboxGateway(t.config.payment.secret, 'http://shop.test');
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

let keys = 0;

async function call(customer: Customer, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const headers: Record<string, string> = { cookie: customer.cookie };
  keys += 1;
  if (url === '/api/v1/checkout') headers['idempotency-key'] = `servings-${Date.now()}-${keys}`;
  return t.app.inject({ method, url, payload: payload as never, headers });
}

function dish(index: number) {
  const item = menu[index];
  const large = item?.sizes.find((size) => size.size === 'L');
  if (!item || !large) throw new Error('no dish with a large size');
  return { id: item.id, priceSen: amountToSen(large.price) ?? NaN };
}

/** A dish with 3 servings twice and another dish with 1 serving once. */
async function cartWithServings(customer: Customer): Promise<Cart> {
  let cart: Cart | null = null;
  for (const [index, servings, quantity] of [
    [0, 3, 2],
    [1, 1, 1],
  ] as const) {
    const stored = await call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: dish(index).id,
      plan_type: 'RECIPE',
      size: 'L',
      servings,
      quantity,
    });
    expect(stored.statusCode).toBe(200);
    cart = stored.json<{ data: Cart }>().data;
  }
  if (!cart) throw new Error('no cart');
  return cart;
}

async function placePickup(customer: Customer, quote: CheckoutQuote): Promise<PlacedOrder> {
  const response = await call(customer, 'POST', '/api/v1/checkout', {
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_date: quote.delivery_options.date,
    delivery_time: quote.delivery_options.pickup_times[0],
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

async function pickupQuote(customer: Customer): Promise<CheckoutQuote> {
  const response = await call(customer, 'POST', '/api/v1/checkout/quote', {
    delivery_method: 'pickup',
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CheckoutQuote }>().data;
}

function line(quote: CheckoutQuote, key: string) {
  return quote.lines.find((entry) => entry.key === key)?.amount;
}

describe('a dish with 3 servings costs the same in the cart, the quote and the order', () => {
  it('the cart prices each line as price × servings × quantity', async () => {
    const customer = await registerCustomer(t.app);
    const cart = await cartWithServings(customer);
    const first = dish(0).priceSen;
    const second = dish(1).priceSen;
    const threeServings = cart.items.find((item) => item.servings === 3);
    expect(threeServings).toMatchObject({ quantity: 2 });
    expect(amountToSen(threeServings?.price ?? '')).toBe(first * 3);
    expect(amountToSen(threeServings?.subtotal ?? '')).toBe(first * 3 * 2);
    expect(amountToSen(cart.sub_total)).toBe(first * 3 * 2 + second);
  });

  it('the quote’s subtotal and the voucher check read the cart’s sub_total', async () => {
    const customer = await registerCustomer(t.app);
    const cart = await cartWithServings(customer);
    const quote = await pickupQuote(customer);
    expect(line(quote, 'subtotal')).toBe(cart.sub_total);
  });

  it('the placed order, its lines, its detail page and its payment agree with the cart', async () => {
    const customer = await registerCustomer(t.app);
    const cart = await cartWithServings(customer);
    const quote = await pickupQuote(customer);
    const placed = await placePickup(customer, quote);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(order?.subtotalSen).toBe(amountToSen(cart.sub_total));
    expect(order?.totalSen).toBe(amountToSen(quote.total));
    const rows = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.order_id));
    const stored = rows.find((row) => row.servings === 3);
    const inCart = cart.items.find((item) => item.servings === 3);
    expect(stored?.subtotalSen).toBe(amountToSen(inCart?.subtotal ?? ''));

    const detail = (await call(customer, 'GET', `/api/v1/orders/${placed.order_id}`)).json<{
      data: OrderDetail;
    }>().data;
    const shown = detail.lines.find((entry) => entry.servings === 3);
    expect(shown?.price).toBe(inCart?.price);
    expect(shown?.subtotal).toBe(inCart?.subtotal);
    expect(detail.price_summary.find((entry) => entry.key === 'subtotal')?.amount).toBe(
      cart.sub_total,
    );

    // Paid at the gateway for the quoted total: the payment and the paid order say the same.
    const ref = placed.payment_url.split('/').at(-1) ?? '';
    const paidAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      payload: sandbox.signedCallback(ref, amountToSen(quote.total) ?? 0, true, new Date()),
    });
    expect(paidAnswer.statusCode).toBe(200);
    const payment = (await call(customer, 'GET', `/api/v1/payments/${placed.payment_id}`)).json<{
      data: PaymentView;
    }>().data;
    expect(payment.status).toBe('paid');
    expect(payment.amount).toBe(quote.total);
    expect(payment.order.total).toBe(quote.total);
  });

  it('placing the same cart again (a new key) resumes the pending order, not a second one', async () => {
    const customer = await registerCustomer(t.app);
    await cartWithServings(customer);
    const quote = await pickupQuote(customer);
    const first = await placePickup(customer, quote);
    const again = await placePickup(customer, quote);
    expect(again.order_id).toBe(first.order_id);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.order_id));
    expect(order?.status).toBe('payment_pending');
  });
});
