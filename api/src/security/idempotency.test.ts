/**
 * Idempotency keys: a key the shop has answered keeps answering the same order for the time the
 * shop remembers keys, whatever happened to the customer's orders since — another key resuming
 * the order, the order paid, the cart filled again — and a key sent again with another request
 * is refused rather than read as that other request.
 */
import { and, eq } from 'drizzle-orm';
import type { PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { idempotencyKeys } from '../db/tables/checkout';
import { orders } from '../db/tables/commerce';
import { IdempotencyKeysRepository } from '../repositories/idempotency-keys';
import { ordinaryMorning, runShopAt } from '../test/clock';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../test/helper';
import { orderKit } from '../test/orders';

runShopAt(ordinaryMorning());

let t: TestApp;
let kit: ReturnType<typeof orderKit>;

beforeAll(async () => {
  t = await buildTestApp();
  kit = orderKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

let counter = 0;
const newKey = (label: string) => `${label}-${Date.now()}-${(counter += 1)}`;

async function pickupBody(customer: Customer) {
  const quoted = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
    delivery_method: 'pickup',
  });
  const options = quoted.json().data.delivery_options;
  return {
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_date: options.date as string,
    delivery_time: options.pickup_times[0] as string,
  };
}

function checkout(customer: Customer, body: object, key: string) {
  return kit.call(customer, 'POST', '/api/v1/checkout', body, {
    'idempotency-key': key,
    'accept-language': 'ms-MY',
  });
}

async function placed(customer: Customer, body: object, key: string): Promise<PlacedOrder> {
  const response = await checkout(customer, body, key);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

const ordersOf = (customer: Customer) => t.db.$count(orders, eq(orders.userId, customer.id));

describe('an answered Idempotency-Key answers its order for good', () => {
  it('a key stays with its order after another key resumed it and it was paid', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const body = await pickupBody(customer);
    const k1 = newKey('k1');
    const k2 = newKey('k2');

    const first = await placed(customer, body, k1);
    // The same cart with the same choices under a new key resumes the same unpaid order.
    const second = await placed(customer, body, k2);
    expect(second.order_id).toBe(first.order_id);

    await kit.finishOnSandbox(customer, second, 'pay');
    expect((await kit.orderRow(first.order_id)).status).toBe('paid');

    // The customer shops again; an old request replayed must not become a new order.
    await kit.addDish(customer, 1);
    for (const key of [k1, k2]) {
      const replay = await checkout(customer, body, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.json().data.order_id).toBe(first.order_id);
    }
    expect(await ordersOf(customer)).toBe(1);
  });

  it('a key sent again with another request is refused, translated, and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const body = await pickupBody(customer);
    const key = newKey('reused');
    const first = await placed(customer, body, key);

    const other = await checkout(customer, { ...body, packaging_method: 'lunch_box' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.idempotency_key).toEqual([
      'Idempotency-Key ini telah digunakan untuk permintaan pesanan yang lain. Hantar kunci baharu untuk pesanan ini.',
    ]);
    expect(await ordersOf(customer)).toBe(1);
    expect((await kit.orderRow(first.order_id)).packagingMethod).toBe('vacuum');

    // The same request again still answers its order.
    expect((await checkout(customer, body, key)).json().data.order_id).toBe(first.order_id);
  });

  it('each answered key is one row written with its order; rows past the retention are swept', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const body = await pickupBody(customer);
    const key = newKey('swept');
    const order = await placed(customer, body, key);
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, key)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.orderId).toBe(order.order_id);

    const repository = new IdempotencyKeysRepository(t.db);
    const now = new Date();
    // Kept for the retention (24 hours by default): a sweep now leaves it.
    await repository.forgetAnsweredBefore(new Date(now.getTime() - 24 * 60 * 60_000));
    expect(await t.db.$count(idempotencyKeys, eq(idempotencyKeys.userId, customer.id))).toBe(1);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now.getTime() - 25 * 60 * 60_000) })
      .where(eq(idempotencyKeys.userId, customer.id));
    await repository.forgetAnsweredBefore(new Date(now.getTime() - 24 * 60 * 60_000));
    expect(await t.db.$count(idempotencyKeys, eq(idempotencyKeys.userId, customer.id))).toBe(0);
  });

  it('twenty requests with one key at once place one order and answer it twenty times', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const body = await pickupBody(customer);
    const key = newKey('burst');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(customer, body, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.order_id)).size).toBe(1);
    expect(await ordersOf(customer)).toBe(1);
  });
});
