import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { deliveryOptions, addDays, BOOKING_DAYS } from '@mealprep/shared/checkout';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import { insertOrder, klDate } from '../../fixtures/orders';
import { orders } from '../../db/tables/commerce';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

/**
 * How far ahead a delivery or pickup can be booked (docs/spec.md §9): BOOKING_DAYS dates from the
 * earliest. Checkout offered a week while the server took 30 days; now placing an order and
 * rescheduling one refuse a later date with a translated message and change nothing.
 */
let t: TestApp;
let menu: MenuItem[];
let keys = 0;

beforeAll(async () => {
  t = await buildTestApp();
  menu = (await t.app.inject({ url: '/api/v1/menu?per_page=3' })).json<{ data: MenuItem[] }>().data;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function call(
  customer: Customer,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  keys += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as never,
    headers: {
      cookie: customer.cookie,
      'idempotency-key': `horizon-${Date.now()}-${keys}`,
      ...headers,
    },
  });
}

async function customerWithQuote(): Promise<{ customer: Customer; quote: CheckoutQuote }> {
  const customer = await registerCustomer(t.app);
  const dish = menu[0];
  if (!dish) throw new Error('no dish');
  const stored = await call(customer, '/api/v1/cart/store', {
    plan_id: dish.id,
    plan_type: 'RECIPE',
    size: 'L',
    quantity: 1,
  });
  expect(stored.statusCode).toBe(200);
  const quoted = await call(customer, '/api/v1/checkout/quote', { delivery_method: 'pickup' });
  expect(quoted.statusCode).toBe(200);
  return { customer, quote: quoted.json<{ data: CheckoutQuote }>().data };
}

function pickupOn(date: string) {
  return {
    delivery_method: 'pickup',
    packaging_method: 'vacuum',
    delivery_date: date,
    delivery_time: '09:00',
  };
}

describe('booking horizon: one week of dates from the earliest', () => {
  it('checkout refuses the day after the last bookable date, in both languages', async () => {
    const { customer, quote } = await customerWithQuote();
    const last = addDays(quote.delivery_options.date, BOOKING_DAYS - 1);
    const tooFar = await call(customer, '/api/v1/checkout', pickupOn(addDays(last, 1)));
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors.delivery_date).toEqual([
      `Dates can be booked up to ${last}. Choose an earlier date.`,
    ]);
    const malay = await call(customer, '/api/v1/checkout', pickupOn(addDays(last, 20)), {
      'accept-language': 'ms-MY',
    });
    expect(malay.json().errors.delivery_date).toEqual([
      `Tarikh boleh ditempah sehingga ${last}. Pilih tarikh yang lebih awal.`,
    ]);
    expect(await t.db.$count(orders, eq(orders.userId, customer.id))).toBe(0);
  });

  it('checkout takes the last bookable date', async () => {
    const { customer, quote } = await customerWithQuote();
    const last = addDays(quote.delivery_options.date, BOOKING_DAYS - 1);
    const placed = await call(customer, '/api/v1/checkout', pickupOn(last));
    expect(placed.statusCode).toBe(201);
  });

  it('reschedule refuses a date past the horizon and keeps the order’s date', async () => {
    const customer = await registerCustomer(t.app);
    const order = await insertOrder(t.db, customer.id, { deliveryDate: klDate(5) });
    const earliest = deliveryOptions(DateTime.now().toISO() ?? '').date;
    const last = addDays(earliest, BOOKING_DAYS - 1);
    const refused = await call(customer, `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: addDays(last, 1),
      delivery_time: '09:00',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.delivery_date).toEqual([
      `Dates can be booked up to ${last}. Choose an earlier date.`,
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.deliveryDate).toBe(order.deliveryDate);
    const moved = await call(customer, `/api/v1/orders/${order.id}/reschedule`, {
      delivery_date: last,
      delivery_time: '09:00',
    });
    expect(moved.statusCode).toBe(200);
  });
});
