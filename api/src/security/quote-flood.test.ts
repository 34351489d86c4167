/**
 * Courier quotes flooded by one customer: each quote is a stored row and a call to the courier.
 * Asking again for the same address while a quote is live answers that quote; new quotes are
 * limited per customer (a translated 429 beyond), so one account can neither fill the table nor
 * spend the shop's courier budget.
 */
import { eq } from 'drizzle-orm';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import { courierQuotes } from '../db/tables/checkout';
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

const stored = (customer: Customer) =>
  t.db.$count(courierQuotes, eq(courierQuotes.userId, customer.id));

function quote(customer: Customer, addressId: number, locale = 'en-US') {
  return kit.call(
    customer,
    'POST',
    '/api/v1/checkout/quote',
    { delivery_method: 'deliver', address_id: addressId },
    { 'accept-language': locale },
  );
}

describe('courier quotes per customer', () => {
  it('150 quotes for one address and cart store one quote and answer it each time', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const addressId = await kit.addAddress(customer);
    const ids = new Set<string | null>();
    for (let i = 0; i < 150; i += 1) {
      const response = await quote(customer, addressId);
      expect(response.statusCode).toBe(200);
      ids.add(response.json<{ data: CheckoutQuote }>().data.quote_id);
    }
    expect(ids.size).toBe(1);
    expect(await stored(customer)).toBe(1);
  });

  it('new quotes past the hourly limit are refused with a translated 429 and store nothing', async () => {
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const addressId = await kit.addAddress(customer);
    const limit = t.config.checkout.quotesPerHour;
    for (let i = 0; i < limit; i += 1) {
      // Each earlier quote has lapsed, so each of these is a new one.
      await t.db
        .update(courierQuotes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(courierQuotes.userId, customer.id));
      expect((await quote(customer, addressId)).statusCode).toBe(200);
    }
    expect(await stored(customer)).toBe(limit);
    await t.db
      .update(courierQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(courierQuotes.userId, customer.id));
    const refused = await quote(customer, addressId, 'ms-MY');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(refused.json().message).toMatch(/^Terlalu banyak sebut harga penghantaran/);
    expect(await stored(customer)).toBe(limit);

    // Another customer is not held back by this one.
    const other = await registerCustomer(t.app);
    await kit.addDish(other);
    expect((await quote(other, await kit.addAddress(other))).statusCode).toBe(200);
  });
});
