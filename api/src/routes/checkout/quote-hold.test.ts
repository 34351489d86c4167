import { eq } from 'drizzle-orm';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import type { OrderPayQuote } from '@mealprep/shared/orders/contracts';
import { LocalCourier, windowAvailability } from '../../checkout/courier';
import { addresses, orders } from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';
import { ordinaryMorning, runShopAt } from '../../test/clock';
import { native } from '../../test/native';
import { insertAddress, orderKit } from '../../test/orders';

// A Wednesday morning, outside the rush hours, whose next half hour the tests walk through.
const START = ordinaryMorning();
runShopAt(START);

/**
 * The delivery fee changed by itself every time the 5-minute hold ended
 * (RM 7.30, 5.90, 6.50, 5.70 for one address in 20 minutes): the local courier's driver supply
 * is drawn anew every 5 minutes. A re-quote for the same address now holds the fee it was first
 * quoted for the payment window (30 minutes); after it, a changed fee is named as the previous
 * one, for the page to say so.
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

const MINUTE = 60_000;
const HOLD = 30 * MINUTE;

/**
 * Moves the shop (Node's realm) and the test (Jest's fake Date) on to `instant`, running on from
 * there, as runShopAt did at the start of the file.
 */
function moveShopTo(instant: Date) {
  const machineNow = performance.timeOrigin + performance.now();
  native.clock.shiftDate(instant.getTime() - machineNow);
  jest.setSystemTime(instant);
}

/** What the local courier itself asks at `now` for the test address (the model of §7). */
async function modelFee(now: Date, latitude = 3.0738, longitude = 101.5883): Promise<string> {
  const courier = new LocalCourier({ ttlSeconds: 300, availability: windowAvailability });
  const quote = await courier.quote({
    latitude,
    longitude,
    contact: { name: 'Siti Aminah', phone: '012-345 6789', address: 'Subang Jaya' },
    now,
  });
  return (quote.feeSen / 100).toFixed(2);
}

/**
 * One instant in each of the courier's 5-minute windows of supply from `from` until before
 * `until`: `from` itself when a request sent then is answered in its window, then 30 s into each
 * following window.
 */
function windowsBetween(from: Date, until: Date): Date[] {
  const window = 5 * MINUTE;
  const instants: Date[] = [];
  if (from < until && from.getTime() % window <= window - MINUTE) instants.push(from);
  let start = (Math.floor(from.getTime() / window) + 1) * window;
  for (; start + 30_000 < until.getTime(); start += window) instants.push(new Date(start + 30_000));
  return instants;
}

/** The first of `instants` at which the courier's own price is not `fee`. */
async function whenTheCourierAsksOtherThan(fee: string, instants: Date[]): Promise<Date> {
  for (const at of instants) if ((await modelFee(at)) !== fee) return at;
  throw new Error(`the courier asks ${fee} at every one of ${instants.length} instants`);
}

/**
 * An instant inside the hold of a fee first quoted at `quotedFrom` (and lapsed at `lapsed`)
 * when the courier asks another price: the latest such, leaving the most room after the hold.
 */
function insideTheHold(fee: string, lapsed: string | null, quotedFrom: Date) {
  const from = new Date(new Date(lapsed ?? 0).getTime() + 1000);
  const until = new Date(quotedFrom.getTime() + HOLD - 30_000);
  return whenTheCourierAsksOtherThan(fee, windowsBetween(from, until).reverse());
}

/**
 * When the shop made a quote, by its own clock (its expiry less the quote's life): Jest's clock
 * runs on beside the shop's, not in step with it to the second.
 */
function quotedAt(answer: { expires_at: string | null }): Date {
  const { courier } = t.config;
  const ttlSeconds = courier.driver === 'local' ? courier.quoteTtlSeconds : 300;
  return new Date(new Date(answer.expires_at ?? 0).getTime() - ttlSeconds * 1000);
}

async function quote(customer: Customer, addressId: number) {
  const response = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
    delivery_method: 'deliver',
    address_id: addressId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CheckoutQuote }>().data;
}

describe('a re-quote for the same address holds the fee (POST /api/v1/checkout/quote)', () => {
  it('answers the same fee through the window though the courier’s price moved; names a change after it', async () => {
    moveShopTo(START);
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const addressId = await kit.addAddress(customer);

    const asked = new Date();
    const first = await quote(customer, addressId);
    expect(first.delivery_fee).toBe(await modelFee(quotedAt(first)));
    expect(first.previous_delivery_fee).toBeNull();

    // Past the first quote's expiry, in another window of the courier's supply: its price
    // differs, the customer's fee does not.
    const later = await insideTheHold(first.delivery_fee, first.expires_at, asked);
    moveShopTo(later);
    expect(new Date(first.expires_at ?? 0).getTime()).toBeLessThan(Date.now());
    const again = await quote(customer, addressId);
    expect(again.quote_id).not.toBe(first.quote_id);
    expect(again.delivery_fee).toBe(first.delivery_fee);
    expect(again.previous_delivery_fee).toBeNull();
    expect(again.total).toBe(first.total);
    expect(again.courier).toMatchObject({
      courier_fee: await modelFee(later),
      fee_held_since: expect.any(String),
    });
    expect(new Date(again.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now());

    // Once the window from the first quote is over, the courier's price stands, and the answer
    // names the fee it replaced (that of the quote before, still inside its own window).
    const after = await whenTheCourierAsksOtherThan(
      first.delivery_fee,
      windowsBetween(
        new Date(quotedAt(first).getTime() + HOLD + 5000),
        new Date(later.getTime() + HOLD - 30_000),
      ),
    );
    moveShopTo(after);
    const changed = await quote(customer, addressId);
    expect(changed.delivery_fee).toBe(await modelFee(after));
    expect(changed.delivery_fee).not.toBe(first.delivery_fee);
    expect(changed.previous_delivery_fee).toBe(first.delivery_fee);
    // And the new fee holds in turn: asked again at once, the same, and nothing changed.
    const settled = await quote(customer, addressId);
    expect(settled.delivery_fee).toBe(changed.delivery_fee);
    expect(settled.previous_delivery_fee).toBeNull();
  });

  it('holds nothing for an address changed since, or for another address', async () => {
    moveShopTo(START);
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const addressId = await kit.addAddress(customer);
    const asked = new Date();
    const first = await quote(customer, addressId);
    const later = await insideTheHold(first.delivery_fee, first.expires_at, asked);
    moveShopTo(later);

    // A second address at the same spot is quoted on its own.
    const other = await insertAddress(t, customer, { isDefault: false });
    const elsewhere = await quote(customer, other);
    expect(elsewhere.delivery_fee).toBe(await modelFee(later));
    expect(elsewhere.previous_delivery_fee).toBeNull();

    // The first address moved a little since its quote: the old fee is not its fee any more.
    await t.db
      .update(addresses)
      .set({ latitude: 3.0741, longitude: 101.5886, updatedAt: new Date() })
      .where(eq(addresses.id, addressId));
    const moved = await quote(customer, addressId);
    expect(moved.delivery_fee).toBe(await modelFee(later, 3.0741, 101.5886));
    expect(moved.courier).not.toHaveProperty('fee_held_since');
  });

  it('pay later re-quotes a lapsed order at the held fee: the total the customer saw', async () => {
    moveShopTo(START);
    const customer = await registerCustomer(t.app);
    await kit.addDish(customer);
    const asked = new Date();
    const placed = await kit.place(customer, 'deliver');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
    const fee = order?.courierQuote?.fee;
    const lapses = order?.courierQuote?.expires_at;
    if (typeof fee !== 'string' || typeof lapses !== 'string') throw new Error('no courier quote');

    // The order's quote lapses while the customer is away; the courier's price moves.
    const later = await insideTheHold(fee, lapses, asked);
    moveShopTo(later);
    const preview = await kit.call(customer, 'POST', `/api/v1/orders/${placed.order_id}/pay/quote`);
    expect(preview.statusCode).toBe(200);
    const requoted = preview.json<{ data: OrderPayQuote }>().data;
    expect(requoted).toMatchObject({ requoted: true, delivery_fee: fee });
    expect(requoted.total).toBe(requoted.previous_total);
  });
});
