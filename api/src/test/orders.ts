import type { CheckoutQuote, PlacedOrder } from '@mealprep/shared/checkout/contracts';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import type { Locale } from '@mealprep/shared/locale';
import { SandboxGateway } from '../checkout/gateways';
import { eq } from 'drizzle-orm';
import { addresses, orders } from '../db/tables/commerce';
import type { Customer, TestApp } from './helper';

/** A default delivery address in Subang Jaya for `customer`, written straight to the database. */
export async function insertAddress(
  t: TestApp,
  customer: Pick<Customer, 'id'>,
  overrides: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(addresses)
    .values({
      userId: customer.id,
      firstName: 'Siti',
      lastName: 'Aminah',
      address1: 'Jalan SS 15/4',
      state: 'Selangor',
      city: 'Subang Jaya',
      postcode: '47500',
      latitude: 3.0738,
      longitude: 101.5883,
      phone: '012-345 6789',
      isDefault: true,
      ...overrides,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('no address');
  return row.id;
}

/**
 * Placing and paying orders over HTTP for the e-mail and receipt tests: the real cart,
 * checkout, sandbox page and signed callback routes.
 */
export function orderKit(t: TestApp) {
  let menu: MenuItem[] | null = null;
  let keys = 0;
  if (t.config.payment.driver !== 'sandbox' || t.config.payment.secret === null) {
    throw new Error('tests expect the sandbox with its secret');
  }
  const sandbox = new SandboxGateway(t.config.payment.secret, 'http://shop.test');

  const call = (
    customer: Pick<Customer, 'cookie'> | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as never,
      headers: { ...(customer ? { cookie: customer.cookie } : {}), ...headers },
    });

  async function addDish(customer: Customer, index = 0, quantity = 1) {
    menu ??= (await t.app.inject({ url: '/api/v1/menu?per_page=60' })).json<{
      data: MenuItem[];
    }>().data;
    const item = menu[index];
    if (!item) throw new Error('no dish');
    const response = await call(customer, 'POST', '/api/v1/cart/store', {
      plan_id: item.id,
      plan_type: 'RECIPE',
      size: 'L',
      quantity,
    });
    if (response.statusCode !== 200) throw new Error(`cart: ${response.body}`);
    return item;
  }

  const addAddress = (customer: Customer) => insertAddress(t, customer);

  /** Places the cart for delivery (or pickup) in `locale`; answers the placed order. */
  async function place(
    customer: Customer,
    method: 'deliver' | 'pickup',
    locale: Locale = 'en-US',
  ): Promise<PlacedOrder> {
    const addressId = method === 'deliver' ? await addAddress(customer) : null;
    const quoted = await call(customer, 'POST', '/api/v1/checkout/quote', {
      delivery_method: method,
      ...(addressId ? { address_id: addressId } : {}),
    });
    const q = quoted.json<{ data: CheckoutQuote }>().data;
    const body = {
      delivery_method: method,
      packaging_method: 'vacuum',
      delivery_date: q.delivery_options.date,
      delivery_time:
        method === 'deliver' ? q.delivery_options.slots[0] : q.delivery_options.pickup_times[0],
      ...(addressId ? { address_id: addressId, quote_id: q.quote_id } : {}),
    };
    keys += 1;
    const response = await call(customer, 'POST', '/api/v1/checkout', body, {
      'idempotency-key': `mail-${Date.now()}-${keys}`,
      'accept-language': locale,
    });
    if (response.statusCode !== 201) throw new Error(`checkout: ${response.body}`);
    return response.json<{ data: PlacedOrder }>().data;
  }

  /** The gateway's signed callback for the order's open payment, as the gateway posts it. */
  function callback(placed: PlacedOrder, amountSen: number, paid: boolean) {
    const ref = placed.payment_url.split('/').at(-1) ?? '';
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      payload: sandbox.signedCallback(ref, amountSen, paid, new Date()),
    });
  }

  /** The order's row as the database holds it. */
  async function orderRow(id: number) {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('no order');
    return row;
  }

  /** The sandbox's hosted page, as the customer's browser posts it: paid or failed. */
  async function finishOnSandbox(customer: Customer, placed: PlacedOrder, outcome: 'pay' | 'fail') {
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(placed.payment_url).pathname,
      headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    if (response.statusCode !== 303) throw new Error(`sandbox page: ${response.statusCode}`);
  }

  return { call, addDish, addAddress, place, callback, orderRow, finishOnSandbox };
}
