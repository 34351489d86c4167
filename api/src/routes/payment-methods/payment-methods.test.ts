import { eq } from 'drizzle-orm';
import { paymentMethods, subscriptions } from '../../db/tables/subscriptions';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

/**
 * Saved payment methods: the list, a setup on the sandbox's own page (test cards and a DuitNow
 * mandate, both languages), and removal, after which the subscription renews by pay link.
 */
jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const call = (
  customer: Customer,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { cookie: customer.cookie, ...headers },
  });

const form = (customer: Customer, url: string, body: string, locale = 'en-US') =>
  call(customer, 'POST', url, body, {
    'content-type': 'application/x-www-form-urlencoded',
    'accept-language': locale,
  });

async function startSetup(customer: Customer, kind: string) {
  const response = await call(customer, 'POST', '/api/v1/payment-methods', { kind });
  expect(response.statusCode).toBe(201);
  return new URL(response.json<{ data: { url: string } }>().data.url).pathname;
}

test('a card is saved on the sandbox page once, keeps only its brand and last four, and can be removed', async () => {
  const customer = await registerCustomer(t.app);
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      userId: customer.id,
      status: 'active',
      lines: [{ type: 'RECIPE', productId: 1, size: 'L', servings: 1, quantity: 1 }],
      deliveryMethod: 'pickup',
      packagingMethod: 'vacuum',
      deliveryWeekday: 6,
      deliveryTime: '11:00',
      idempotencyKey: 'methods-1',
    })
    .returning();
  expect((await call(customer, 'GET', '/api/v1/payment-methods')).json()).toEqual({ data: [] });

  const url = await startSetup(customer, 'card');
  const page = await call(customer, 'GET', url, undefined, { 'accept-language': 'ms-MY' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Nombor kad');
  expect(page.body).toContain('4000 0000 0000 0002');

  const wrong = await form(customer, url, 'card_number=1234', 'ms-MY');
  expect(wrong.statusCode).toBe(422);
  expect(wrong.body).toContain('role="alert"');
  expect(wrong.body).toContain('Gunakan salah satu kad ujian');

  const saved = await form(customer, url, 'card_number=4242+4242+4242+4242', 'ms-MY');
  expect(saved.statusCode).toBe(303);
  expect(saved.headers.location).toBe('/ms-MY/account/subscription?method=saved');
  expect((await form(customer, url, 'card_number=4242424242424242')).statusCode).toBe(409);

  const listed = (await call(customer, 'GET', '/api/v1/payment-methods')).json<{
    data: { id: number; kind: string; label: string }[];
  }>().data;
  expect(listed).toMatchObject([{ kind: 'card', label: 'Visa •••• 4242' }]);
  const rows = await t.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, customer.id));
  expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  const [row] = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription?.id ?? 0));
  expect(row?.paymentMethodId).toBe(listed[0]?.id);

  const stranger = await registerCustomer(t.app);
  const id = listed[0]?.id ?? 0;
  const refused = await call(stranger, 'DELETE', `/api/v1/payment-methods/${id}`, undefined, {
    'accept-language': 'ms-MY',
  });
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe('Kaedah pembayaran tersimpan ini bukan milik anda.');
  expect((await call(stranger, 'GET', url)).statusCode).toBe(404);

  const removed = await call(customer, 'DELETE', `/api/v1/payment-methods/${id}`);
  expect(removed.statusCode).toBe(200);
  expect(removed.json()).toEqual({ data: [] });
  const [after] = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription?.id ?? 0));
  expect(after?.paymentMethodId).toBeNull();
  expect((await call(customer, 'DELETE', `/api/v1/payment-methods/${id}`)).statusCode).toBe(404);
  expect((await call(customer, 'DELETE', '/api/v1/payment-methods/abc')).statusCode).toBe(404);
});

test('a DuitNow mandate is approved with a bank; a bad kind or bank is refused in the customer’s language', async () => {
  const customer = await registerCustomer(t.app);
  const bad = await call(
    customer,
    'POST',
    '/api/v1/payment-methods',
    { kind: 'cash' },
    { 'accept-language': 'ms-MY' },
  );
  expect(bad.statusCode).toBe(422);
  expect(bad.json().message).toBe('Pilih kad atau mandat DuitNow AutoDebit.');

  const url = await startSetup(customer, 'duitnow_mandate');
  const page = await call(customer, 'GET', url);
  expect(page.body).toContain('Approve mandate');
  expect((await form(customer, url, 'bank=Nowhere')).statusCode).toBe(422);
  expect((await form(customer, url, 'bank=CIMB')).statusCode).toBe(303);
  const listed = (await call(customer, 'GET', '/api/v1/payment-methods')).json<{
    data: { kind: string; label: string }[];
  }>().data;
  expect(listed).toMatchObject([{ kind: 'duitnow_mandate', label: 'DuitNow AutoDebit (CIMB)' }]);
});
