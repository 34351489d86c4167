/**
 * Mail amplification: nobody can make the shop flood an inbox. An address that has not been
 * proven gets the verification mail and nothing the account's holder can repeat at will; an
 * order replaced at the checkout is not mailed about; and whatever causes them, one address
 * receives at most the hourly cap of mails (docs/accounts.md).
 */
import type { CheckoutQuote, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { ordinaryMorning, runShopAt } from '../test/clock';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  type Customer,
  type TestApp,
} from '../test/helper';
import { native } from '../test/native';
import { orderKit } from '../test/orders';

// Orders are placed for the earliest date and slot: on a weekday morning they stay open.
runShopAt(ordinaryMorning());

/** A low cap, so the test reaches it with a few orders. */
const CAP = 5;

let t: TestApp;
let kit: ReturnType<typeof orderKit>;

beforeAll(async () => {
  const defaults = native.config.loadConfig({}).rateLimits;
  t = await buildTestApp({
    rateLimits: { ...defaults, mailsPerRecipientPerHour: CAP },
  });
  kit = orderKit(t);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const kindsTo = async (email: string) =>
  (await new native.repositories.outbox.EmailOutboxRepository(t.db).listTo(email))
    .map((mail) => mail.kind)
    .reverse();

/** A pickup checkout of the cart with the given packaging, as the checkout page posts it. */
async function checkout(customer: Customer, packaging: 'vacuum' | 'lunch_box', n: number) {
  const quoted = await kit.call(customer, 'POST', '/api/v1/checkout/quote', {
    delivery_method: 'pickup',
  });
  const quote = quoted.json<{ data: CheckoutQuote }>().data;
  const response = await kit.call(
    customer,
    'POST',
    '/api/v1/checkout',
    {
      delivery_method: 'pickup',
      packaging_method: packaging,
      delivery_date: quote.delivery_options.date,
      delivery_time: quote.delivery_options.pickup_times[0],
    },
    { 'idempotency-key': `flood-${customer.id}-${n}` },
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ data: PlacedOrder }>().data;
}

/** The probe's attack: alternate the packaging, so every checkout replaces the pending order. */
async function alternate(customer: Customer, times: number) {
  await kit.addDish(customer);
  const placed: PlacedOrder[] = [];
  for (let n = 0; n < times; n += 1) {
    placed.push(await checkout(customer, n % 2 === 0 ? 'vacuum' : 'lunch_box', n));
  }
  // Each checkout did replace the one before: every order but the last is cancelled.
  const last = placed.at(-1);
  for (const order of placed) {
    const row = await kit.orderRow(order.order_id);
    expect(row.status).toBe(order === last ? 'payment_pending' : 'cancelled');
  }
  return placed;
}

async function cancel(customer: Customer, orderId: number) {
  const response = await kit.call(customer, 'POST', `/api/v1/orders/${orderId}/cancel`);
  expect(response.statusCode).toBe(200);
}

describe('an address nobody has proven', () => {
  it('registered by a stranger, gets the verification mail and nothing from their checkouts', async () => {
    const victim = uniqueEmail('victim');
    const stranger = await registerCustomer(t.app, { email: victim }, { verified: false });
    const placed = await alternate(stranger, 6);
    const last = placed.at(-1);
    if (last) await cancel(stranger, last.order_id);
    expect(await kindsTo(victim)).toEqual(['email_verification']);
  });
});

describe('a customer who changes their mind at the checkout', () => {
  it('gets no mail for the orders each new checkout replaced', async () => {
    const customer = await registerCustomer(t.app);
    await alternate(customer, 6);
    expect((await kindsTo(customer.email)).filter((kind) => kind === 'order_cancelled')).toEqual(
      [],
    );
  });
});

describe('the hourly cap per address', () => {
  it('holds however the mails are caused; the actions themselves still succeed', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await kit.addDish(customer);
    for (let n = 0; n < CAP + 2; n += 1) {
      const order = await checkout(customer, 'vacuum', 100 + n);
      // Cancelled by the customer: a mail each time, to their own verified address.
      await cancel(customer, order.order_id);
    }
    const kinds = await kindsTo(customer.email);
    expect(kinds).toHaveLength(CAP);
    expect(kinds.filter((kind) => kind === 'order_cancelled').length).toBeGreaterThan(0);
    // Another address is not affected by this one's cap.
    await kit.addDish(other);
    const order = await checkout(other, 'vacuum', 1);
    await cancel(other, order.order_id);
    expect(await kindsTo(other.email)).toContain('order_cancelled');
  });
});
