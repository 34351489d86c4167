import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { SandboxGateway } from '../../checkout/gateways';
import { orders, payments } from '../../db/tables/commerce';
import {
  createTestDatabase,
  registerCustomer,
  SETUP_TIMEOUT,
  startApp,
  type TestApp,
  type TestDatabase,
} from '../../test/helper';

/** The secret the source code once shipped as the sandbox default: public knowledge. */
const OLD_PUBLIC_SECRET = 'mealprep-sandbox-gateway';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await database.drop();
}, SETUP_TIMEOUT);

/** The app as `npm start` configures it: the payment settings of an empty environment. */
function startLikeNpmStart() {
  return startApp(database, { payment: loadConfig({}).payment });
}

async function placeOrder(t: TestApp) {
  const customer = await registerCustomer(t.app);
  const headers = { cookie: customer.cookie };
  const [dish] = (await t.app.inject({ url: '/api/v1/menu?per_page=1' })).json<{
    data: { id: number }[];
  }>().data;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/store',
    headers,
    payload: { plan_id: dish?.id, plan_type: 'RECIPE', size: 'L', quantity: 2 },
  });
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/quote',
    headers,
    payload: { delivery_method: 'pickup' },
  });
  const options = quote.json<{ data: { delivery_options: { date: string; slots: string[] } } }>()
    .data.delivery_options;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...headers, 'idempotency-key': `sandbox-secret-${Date.now()}-${Math.random()}` },
    payload: {
      delivery_method: 'pickup',
      packaging_method: 'vacuum',
      delivery_date: options.date,
      delivery_time: options.slots[0],
    },
  });
  expect(placed.statusCode).toBe(201);
  const data = placed.json<{
    data: { payment_id: number; order_id: number; payment_url: string };
  }>().data;
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, data.payment_id));
  if (!payment) throw new Error('no payment');
  return { ...data, ref: data.payment_url.split('/').pop() ?? '', amountSen: payment.amountSen };
}

function postCallback(t: TestApp, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/callback',
    payload: fields,
  });
}

describe('the sandbox gateway secret', () => {
  it(
    'is random per installation: a paid callback signed with the old public secret is refused',
    async () => {
      const t = await startLikeNpmStart();
      try {
        const placed = await placeOrder(t);
        const forged = new SandboxGateway(OLD_PUBLIC_SECRET, 'http://shop.test').signedCallback(
          placed.ref,
          placed.amountSen,
          true,
          new Date(),
        );
        expect((await postCallback(t, forged)).statusCode).toBe(401);
        const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order_id));
        expect(order?.status).toBe('payment_pending');
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    'is kept in the data directory (0600) and survives a restart',
    async () => {
      const file = path.join(database.dataDir, 'secrets', 'payment-sandbox.key');
      const first = await startLikeNpmStart();
      await first.close();
      const secret = fs.readFileSync(file, 'utf8').trim();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const second = await startLikeNpmStart();
      try {
        expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
        const placed = await placeOrder(second);
        const signed = new SandboxGateway(secret, 'http://shop.test').signedCallback(
          placed.ref,
          placed.amountSen,
          true,
          new Date(),
        );
        expect((await postCallback(second, signed)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
