/**
 * The authorization matrix, built from the OpenAPI document: every route declares who
 * may call it; without a session a customer's or admin's route answers 401, a customer on an
 * admin route 403, and a customer using another customer's ids 404 — each with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { deliveryOptions, pickupTimes } from '@mealprep/shared/checkout';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../test/helper';
import { essentialsBody, mealBody, questionsOf } from '../test/questionnaire';
import { databaseDigest } from './digest';
import { fillPath, isErrorShape, listen, readOperations, type Operation } from './openapi';

let t: TestApp;
let base: string;
let operations: Operation[];
let owner: Customer;
let intruder: Customer;
let adminCookie: string;
let menu: MenuItem[];

interface Target {
  params?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** Makes something that belongs to `owner` and answers how a route addresses it. */
type OwnedFixture = () => Promise<Target>;

async function call(
  operation: Pick<Operation, 'method' | 'path'>,
  cookie: string | null,
  target: Target = {},
) {
  const url = base + fillPath(operation.path, target.params ?? {});
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const response = await fetch(url, {
    method: operation.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(target.body ?? {}) : undefined,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json };
}

async function ownerCartLine(): Promise<number> {
  const dish = menu[0];
  if (!dish) throw new Error('no dish');
  const added = await call({ method: 'POST', path: '/api/v1/cart/store' }, owner.cookie, {
    body: { plan_id: dish.id, plan_type: 'RECIPE', size: 'S', quantity: 1 },
  });
  if (added.status >= 300) throw new Error(`could not add to the owner's cart: ${added.status}`);
  const cart = await call({ method: 'GET', path: '/api/v1/cart/index' }, owner.cookie);
  const line = (cart.json as { data: { items: { id: number }[] } }).data.items[0];
  if (!line) throw new Error('the owner has no cart line');
  return line.id;
}

/** A saved-method setup the owner started on the sandbox gateway: its reference. */
async function ownerSetup(): Promise<string> {
  const started = await call({ method: 'POST', path: '/api/v1/payment-methods' }, owner.cookie, {
    body: { kind: 'card' },
  });
  const url = (started.json as { data?: { url?: string } }).data?.url ?? '';
  const ref = /\/sandbox\/setup\/([^/?#]+)/.exec(url)?.[1];
  if (started.status >= 300 || !ref) throw new Error(`no setup for the owner: ${started.status}`);
  return decodeURIComponent(ref);
}

/** A card the owner saved on the sandbox gateway: its id. */
async function ownerMethod(): Promise<number> {
  const ref = await ownerSetup();
  const saved = await fetch(`${base}/api/v1/payment-methods/sandbox/setup/${ref}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card_number=4242+4242+4242+4242',
  });
  if (saved.status >= 400) throw new Error(`the owner's card was not saved: ${saved.status}`);
  const list = await call({ method: 'GET', path: '/api/v1/payment-methods' }, owner.cookie);
  const id = (list.json as { data: { id: number }[] }).data[0]?.id;
  if (!id) throw new Error('the owner has no saved method');
  return id;
}

let ownerWeekDate: string | null = null;

/** A week of the owner's subscription (made once, from a cart line): its delivery date. */
async function ownerWeek(): Promise<string> {
  if (ownerWeekDate) return ownerWeekDate;
  await ownerCartLine();
  const made = await fetch(`${base}/api/v1/subscription`, {
    method: 'POST',
    headers: {
      cookie: owner.cookie,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      delivery_method: 'pickup',
      packaging_method: 'vacuum',
      delivery_weekday: 6,
      delivery_time: '11:00',
    }),
  });
  const answer = (await made.json()) as { data?: { weeks: { delivery_date: string }[] } };
  const date = answer.data?.weeks[1]?.delivery_date;
  if (made.status !== 201 || !date)
    throw new Error(`the owner could not subscribe: ${made.status}`);
  ownerWeekDate = date;
  return date;
}

/** The owner's personalised plan, generated from answered questionnaires and ready. */
async function ownerPlan(): Promise<number> {
  const questions = await questionsOf(t.app, owner);
  const answers = [
    ['essentials', essentialsBody(questions)],
    ['meal_prefences', mealBody(questions)],
  ] as const;
  for (const [path, body] of answers) {
    const saved = await call(
      { method: 'POST', path: `/api/v1/user_preferences/questions/${path}` },
      owner.cookie,
      { body },
    );
    if (saved.status >= 300) throw new Error(`could not answer ${path}: ${saved.status}`);
  }
  const generated = await call(
    { method: 'POST', path: '/api/v1/user_personalized_meal/generate' },
    owner.cookie,
    { body: {} },
  );
  const id = (generated.json as { data: { id: number } }).data.id;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const plan = await call(
      { method: 'GET', path: '/api/v1/user_personalized_meal/{id}' },
      owner.cookie,
      { params: { id } },
    );
    if ((plan.json as { data: { status: string } }).data.status === 'ready') return id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the owner plan never became ready');
}

/** A saved address of the owner's, its line 1 picked from the suggestions (docs/spec.md §5). */
async function ownerAddress(): Promise<{ id: number; body: Record<string, unknown> }> {
  const suggestions = await call(
    { method: 'GET', path: '/api/v1/address/suggest?q=47300' },
    owner.cookie,
  );
  const place = (suggestions.json as { data: Record<string, unknown>[] }).data[0];
  if (!place) throw new Error('no address suggestion');
  const body = {
    first_name: 'Aminah',
    last_name: 'Yusof',
    phone: '0123456789',
    country: 'MY',
    ...place,
    is_default: 1,
  };
  const saved = await call({ method: 'POST', path: '/api/v1/user/address' }, owner.cookie, {
    body,
  });
  if (saved.status >= 300)
    throw new Error(`could not save an address: ${saved.status} ${JSON.stringify(saved.json)}`);
  const list = await call({ method: 'GET', path: '/api/v1/user/address' }, owner.cookie);
  const address = (list.json as { data: { id: number }[] }).data.at(-1);
  if (!address) throw new Error('the owner has no address');
  return { id: address.id, body };
}

/** An unpaid order of the owner's (self pickup), with its payment. */
async function ownerOrder(): Promise<{ orderId: number; paymentId: number; ref: string }> {
  await ownerCartLine();
  const options = deliveryOptions(new Date().toISOString());
  const placed = await fetch(`${base}/api/v1/checkout`, {
    method: 'POST',
    headers: {
      cookie: owner.cookie,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      delivery_method: 'pickup',
      packaging_method: 'vacuum',
      delivery_date: options.date,
      delivery_time: pickupTimes(options.slots)[0],
    }),
  });
  const answer = (await placed.json()) as {
    data?: { order_id: number; payment_id: number; payment_url: string };
  };
  if (placed.status !== 201 || !answer.data)
    throw new Error(`could not place an order: ${placed.status} ${JSON.stringify(answer)}`);
  const ref = decodeURIComponent(answer.data.payment_url.split('/').pop() ?? '');
  return { orderId: answer.data.order_id, paymentId: answer.data.payment_id, ref };
}

/**
 * Every route that addresses a customer's own records by id, keyed `METHOD path`. A customer
 * route with a path parameter and no entry here fails the matrix, so a new one is never left out.
 */
const OWNED: Record<string, OwnedFixture> = {
  'DELETE /api/v1/cart/{id}': async () => ({ params: { id: await ownerCartLine() } }),
  'POST /api/v1/cart/update': async () => ({
    body: { cart_id: await ownerCartLine(), quantity: 3 },
  }),
  'POST /api/v1/user/address/{id}': async () => {
    const { id, body } = await ownerAddress();
    return { params: { id }, body: { ...body, first_name: 'Intruder' } };
  },
  'DELETE /api/v1/user/address/{id}': async () => ({ params: { id: (await ownerAddress()).id } }),
  'GET /api/v1/orders/{id}': async () => ({ params: { id: (await ownerOrder()).orderId } }),
  'GET /api/v1/orders/{id}/summary': async () => ({ params: { id: (await ownerOrder()).orderId } }),
  'GET /api/v1/orders/{id}/receipt.pdf': async () => ({
    params: { id: (await ownerOrder()).orderId },
  }),
  'POST /api/v1/orders/{id}/cancel': async () => ({ params: { id: (await ownerOrder()).orderId } }),
  'GET /api/v1/orders/{id}/problems': async () => ({
    params: { id: (await ownerOrder()).orderId },
  }),
  'POST /api/v1/orders/{id}/problems': async () => ({
    params: { id: (await ownerOrder()).orderId },
    body: { reason: 'missing', lines: [1], note: 'Intruder' },
  }),
  'POST /api/v1/orders/{id}/pay/quote': async () => ({
    params: { id: (await ownerOrder()).orderId },
  }),
  'POST /api/v1/orders/{id}/pay': async () => ({
    params: { id: (await ownerOrder()).orderId },
    body: {},
  }),
  'POST /api/v1/orders/{id}/reschedule': async () => {
    const options = deliveryOptions(new Date().toISOString());
    return {
      params: { id: (await ownerOrder()).orderId },
      body: { delivery_date: options.date, delivery_time: options.slots[0] },
    };
  },
  'GET /api/v1/payments/{id}': async () => ({ params: { id: (await ownerOrder()).paymentId } }),
  'POST /api/v1/payments/{id}/retry': async () => ({
    params: { id: (await ownerOrder()).paymentId },
  }),
  'GET /api/v1/payments/sandbox/pay/{ref}': async () => ({
    params: { ref: (await ownerOrder()).ref },
  }),
  'POST /api/v1/payments/sandbox/pay/{ref}': async () => ({
    params: { ref: (await ownerOrder()).ref },
    body: { outcome: 'paid' },
  }),
  'DELETE /api/v1/payment-methods/{id}': async () => ({ params: { id: await ownerMethod() } }),
  'GET /api/v1/payment-methods/sandbox/setup/{ref}': async () => ({
    params: { ref: await ownerSetup() },
  }),
  'POST /api/v1/payment-methods/sandbox/setup/{ref}': async () => ({
    params: { ref: await ownerSetup() },
    body: { card_number: '4242424242424242' },
  }),
  'POST /api/v1/subscription/weeks/{date}/skip': async () => ({
    params: { date: await ownerWeek() },
  }),
  'POST /api/v1/subscription/weeks/{date}/unskip': async () => ({
    params: { date: await ownerWeek() },
  }),
  'GET /api/v1/user_personalized_meal/{id}': async () => ({ params: { id: await ownerPlan() } }),
  'POST /api/v1/user_personalized_meal/{id}': async () => ({
    params: { id: await ownerPlan() },
    body: { action: 'remove', day: 1, meal: 1 },
  }),
  'POST /api/v1/user_personalized_meal/{id}/suggestion': async () => ({
    params: { id: await ownerPlan() },
    body: { suggestion_id: 'add_recipe:1' },
  }),
  'DELETE /api/v1/user_personalized_meal/{id}': async () => ({
    params: { id: await ownerPlan() },
  }),
};

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
  operations = await readOperations(t.app);
  owner = await registerCustomer(t.app);
  intruder = await registerCustomer(t.app);
  adminCookie = await loginAdmin(t.app);
  menu = (await call({ method: 'GET', path: '/api/v1/menu' }, null)).json as MenuItem[];
  menu = (menu as unknown as { data: MenuItem[] }).data;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const key = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

describe('the access matrix from the OpenAPI document', () => {
  it('lists the API and every route declares who may call it', () => {
    expect(operations.length).toBeGreaterThan(20);
    const undeclared = operations.filter((operation) => operation.access === null).map(key);
    expect(undeclared).toEqual([]);
  });

  it('has an ownership fixture for every customer route that takes an id, and no stale one', () => {
    const needFixture = operations
      .filter((operation) => operation.access === 'customer' && operation.pathParams.length > 0)
      .map(key);
    expect(needFixture.filter((name) => !(name in OWNED))).toEqual([]);
    const known = new Set(operations.map(key));
    expect(Object.keys(OWNED).filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers 401 without a session on every customer and admin route, changing nothing', async () => {
    const before = await databaseDigest(t.db);
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.access !== 'public' && o.access)) {
      const response = await call(operation, null, { params: {}, body: {} });
      if (response.status !== 401 || !isErrorShape(response.json))
        wrong.push(`${key(operation)} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('answers 403 to a customer on every admin route, changing nothing', async () => {
    const before = await databaseDigest(t.db);
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.access === 'admin')) {
      const response = await call(operation, owner.cookie, { params: {}, body: {} });
      if (response.status !== 403 || !isErrorShape(response.json))
        wrong.push(`${key(operation)} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest(t.db)).toBe(before);
    // The admin does get in (the matrix is not vacuous).
    const logs = await call({ method: 'GET', path: '/api/v1/admin/logs' }, adminCookie);
    expect(logs.status).toBe(200);
  });

  it.each(Object.keys(OWNED))(
    "%s with another customer's id answers 404 and changes nothing",
    async (name) => {
      const fixture = OWNED[name];
      if (!fixture) throw new Error(name);
      const [method, path] = name.split(' ') as [Operation['method'], string];
      const target = await fixture();
      const before = await databaseDigest(t.db);
      const response = await call({ method, path }, intruder.cookie, target);
      expect(response.status).toBe(404);
      expect(isErrorShape(response.json)).toBe(true);
      expect(await databaseDigest(t.db)).toBe(before);
    },
  );
});
