import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { amountToSen } from '@mealprep/shared/core';
import type { Cart } from '@mealprep/shared/cart/contracts';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import { cartItems } from '../../db/schema';
import {
  buildTestApp,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let menu: MenuItem[];
let bundleId: number;
let bundlePrice: string;
let planId: number;
let planPrice: string;

beforeAll(async () => {
  t = await buildTestApp();
  const page = await t.app.inject({ url: '/api/v1/menu?per_page=60' });
  menu = page.json<{ data: MenuItem[] }>().data;
  const bundles = (await t.app.inject({ url: '/api/v1/bundles' })).json().data;
  bundleId = bundles[0].id;
  bundlePrice = bundles[0].price;
  const plan = (await t.app.inject({ url: '/api/v1/fixed_meal_plan' })).json().data;
  planId = plan.id;
  planPrice = plan.price_per_week;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

function dish(index: number): MenuItem {
  const item = menu[index];
  if (!item) throw new Error(`no dish ${index}`);
  return item;
}

function price(item: MenuItem, size: 'S' | 'L'): string {
  return item.sizes.find((entry) => entry.size === size)?.price ?? 'missing';
}

async function call(
  customer: Pick<Customer, 'cookie'> | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(customer ? { cookie: customer.cookie } : {}), ...headers },
  });
}

async function cartOf(customer: Customer): Promise<Cart> {
  const response = await call(customer, 'GET', '/api/v1/cart/index');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Cart }>().data;
}

async function store(customer: Customer, body: Record<string, unknown>) {
  return call(customer, 'POST', '/api/v1/cart/store', body);
}

describe('sign-in', () => {
  it.each([
    ['GET', '/api/v1/cart/index'],
    ['POST', '/api/v1/cart/store'],
    ['POST', '/api/v1/cart/update'],
    ['DELETE', '/api/v1/cart/1'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(null, method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: true, errors: {} });
  });

  it('answers 403 for an admin account, which has no cart', async () => {
    const cookie = await loginAdmin(t.app);
    const response = await call({ cookie }, 'GET', '/api/v1/cart/index');
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/cart/index', () => {
  it('starts empty with sub_total "0.00" and is never cached', async () => {
    const customer = await registerCustomer(t.app);
    const response = await call(customer, 'GET', '/api/v1/cart/index');
    expect(response.json()).toEqual({ data: { items: [], sub_total: '0.00' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/v1/cart/store', () => {
  it('adds a dish at the database price, ignoring a price in the body', async () => {
    const customer = await registerCustomer(t.app);
    const item = dish(0);
    const response = await store(customer, {
      plan_id: item.id,
      plan_type: 'RECIPE',
      size: 'L',
      quantity: 2,
      price: '0.01',
      subtotal: '0.02',
      sub_total: '0.02',
    });
    expect(response.statusCode).toBe(200);
    const cart = response.json<{ data: Cart }>().data;
    const unit = price(item, 'L');
    const expectedTotal = ((amountToSen(unit) ?? 0) * 2) / 100;
    expect(cart.items).toEqual([
      {
        id: expect.any(Number),
        type: 'RECIPE',
        plan_id: item.id,
        name: item.name,
        size: 'L',
        servings: 1,
        quantity: 2,
        price: unit,
        subtotal: expectedTotal.toFixed(2),
        image: expect.objectContaining({ width: 640, height: 480, placeholder: false }),
        // Added at today's price and for sale on every date (docs/menu.md).
        previous_price: null,
        unavailable: [],
      },
    ]);
    expect(cart.sub_total).toBe(expectedTotal.toFixed(2));
    expect(await cartOf(customer)).toEqual(cart);
  });

  it('raises the quantity when the same dish and size is added again; another size is a new line', async () => {
    const customer = await registerCustomer(t.app);
    const item = dish(1);
    await store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'S' });
    await store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'S', quantity: 3 });
    await store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'L' });
    const cart = await cartOf(customer);
    expect(cart.items.map((line) => [line.size, line.quantity])).toEqual([
      ['S', 4],
      ['L', 1],
    ]);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.id));
    expect(rows).toHaveLength(2);
  });

  it('adds the fixed meal plan by default (STANDARD) and a bundle (MEAL), without sizes', async () => {
    const customer = await registerCustomer(t.app);
    const standard = await store(customer, { plan_id: planId, size: 'L' });
    expect(standard.statusCode).toBe(200);
    await store(customer, { plan_id: bundleId, plan_type: 'MEAL', quantity: 2, servings: 2 });
    const cart = await cartOf(customer);
    expect(cart.items).toMatchObject([
      { type: 'STANDARD', plan_id: planId, size: null, servings: 1, quantity: 1, price: planPrice },
      { type: 'MEAL', plan_id: bundleId, size: null, servings: 2, quantity: 2 },
    ]);
    const bundleUnit = (amountToSen(bundlePrice) ?? 0) * 2;
    expect(cart.items[1]?.price).toBe((bundleUnit / 100).toFixed(2));
    expect(cart.sub_total).toBe(
      (((amountToSen(planPrice) ?? 0) + bundleUnit * 2) / 100).toFixed(2),
    );
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'The quantity must be between 1 and 99.'],
    [{ quantity: 100 }, 'quantity', 'The quantity must be between 1 and 99.'],
    [{ quantity: -1 }, 'quantity', 'The quantity must be between 1 and 99.'],
    [{ quantity: 2.5 }, 'quantity', 'This field must be a whole number.'],
    [{ quantity: '2' }, 'quantity', 'This field must be a number.'],
    [{ servings: 11 }, 'servings', 'Servings must be between 1 and 10.'],
    [{ size: 'M' }, 'size', 'Choose a size: S (small) or L (large).'],
    [{ size: null }, 'size', 'Choose a size: S (small) or L (large).'],
    [{ plan_type: 'GIFT' }, 'plan_type', 'Choose one of STANDARD, MEAL, RECIPE or PERSONALIZED.'],
    [{ plan_id: 99999 }, 'plan_id', 'This item is not available.'],
    [{ plan_id: '1' }, 'plan_id', 'This field must be a number.'],
    [{ plan_id: undefined }, 'plan_id', 'This field is required.'],
  ])('refuses %j with a translated 422 and adds nothing', async (change, field, message) => {
    const customer = await registerCustomer(t.app);
    const response = await store(customer, {
      plan_id: dish(2).id,
      plan_type: 'RECIPE',
      size: 'S',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: true,
      message: 'Some details need correcting: see the message at each field.',
      errors: { [field]: [message] },
    });
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it('refuses a personalised plan that is not the customer’s, in the caller’s language', async () => {
    const customer = await registerCustomer(t.app);
    const response = await call(
      customer,
      'POST',
      '/api/v1/cart/store',
      { plan_id: 999_999, plan_type: 'PERSONALIZED' },
      { 'accept-language': 'ms-MY' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.plan_id).toHaveLength(1);
    expect(response.json().message).toBe(
      'Beberapa butiran perlu dibetulkan: lihat mesej pada setiap medan.',
    );
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it('says why a quantity is refused in Bahasa Malaysia too', async () => {
    const customer = await registerCustomer(t.app);
    const response = await call(
      customer,
      'POST',
      '/api/v1/cart/store',
      { plan_id: dish(0).id, plan_type: 'RECIPE', size: 'S', quantity: 0 },
      { cookie: `${customer.cookie}; locale=ms-MY` },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: true,
      message: 'Beberapa butiran perlu dibetulkan: lihat mesej pada setiap medan.',
      errors: { quantity: ['Kuantiti mestilah antara 1 dan 99.'] },
    });
  });

  it('refuses to pass 99 of one line and leaves it as it was', async () => {
    const customer = await registerCustomer(t.app);
    const item = dish(3);
    await store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'S', quantity: 98 });
    const over = await store(customer, {
      plan_id: item.id,
      plan_type: 'RECIPE',
      size: 'S',
      quantity: 2,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      quantity: ['Your cart can hold at most 99 of this item.'],
    });
    const exact = await store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'S' });
    expect(exact.json().data.items[0].quantity).toBe(99);
  });
});

describe('POST /api/v1/cart/update and DELETE /api/v1/cart/:id', () => {
  async function customerWithLine() {
    const customer = await registerCustomer(t.app);
    const response = await store(customer, {
      plan_id: dish(4).id,
      plan_type: 'RECIPE',
      size: 'S',
      quantity: 2,
    });
    const cart = response.json<{ data: Cart }>().data;
    const line = cart.items[0];
    if (!line) throw new Error('no line');
    return { customer, line, cart };
  }

  it('sets the quantity of an own line', async () => {
    const { customer, line } = await customerWithLine();
    const response = await call(customer, 'POST', '/api/v1/cart/update', {
      cart_id: line.id,
      quantity: 5,
    });
    expect(response.statusCode).toBe(200);
    const cart = response.json<{ data: Cart }>().data;
    expect(cart.items[0]?.quantity).toBe(5);
    expect(cart.sub_total).toBe((((amountToSen(line.price) ?? 0) * 5) / 100).toFixed(2));
  });

  it.each([0, 100, -3, 1.5, '3', null])('refuses quantity %j with 422', async (quantity) => {
    const { customer, line, cart } = await customerWithLine();
    const response = await call(customer, 'POST', '/api/v1/cart/update', {
      cart_id: line.id,
      quantity,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('quantity');
    expect(await cartOf(customer)).toEqual(cart);
  });

  it('answers 404 for another customer’s line, and changes nothing', async () => {
    const owner = await customerWithLine();
    const intruder = await registerCustomer(t.app);
    const update = await call(intruder, 'POST', '/api/v1/cart/update', {
      cart_id: owner.line.id,
      quantity: 9,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      error: true,
      message: 'This item is not in your cart.',
      errors: {},
    });
    const remove = await call(intruder, 'DELETE', `/api/v1/cart/${owner.line.id}`);
    expect(remove.statusCode).toBe(404);
    expect(await cartOf(owner.customer)).toEqual(owner.cart);
    expect((await cartOf(intruder)).items).toEqual([]);
  });

  it('removes an own line; a missing or malformed id is a 404', async () => {
    const { customer, line } = await customerWithLine();
    const removed = await call(customer, 'DELETE', `/api/v1/cart/${line.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { items: [], sub_total: '0.00' } });
    for (const id of [String(line.id), '999999999', 'abc', '0', '1e3']) {
      const again = await call(customer, 'DELETE', `/api/v1/cart/${id}`);
      expect(again.statusCode).toBe(404);
    }
    const update = await call(customer, 'POST', '/api/v1/cart/update', {
      cart_id: line.id,
      quantity: 1,
    });
    expect(update.statusCode).toBe(404);
  });
});

describe('sub_total', () => {
  it('is the sum of price × servings × quantity, correct to the sen', async () => {
    const line = fc.record({
      index: fc.integer({ min: 0, max: 59 }),
      size: fc.constantFrom('S' as const, 'L' as const),
      quantity: fc.integer({ min: 1, max: 30 }),
      servings: fc.integer({ min: 1, max: 10 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), async (lines) => {
        const customer = await registerCustomer(t.app);
        const expected = new Map<string, number>();
        for (const entry of lines) {
          const item = dish(entry.index);
          const key = `${item.id}:${entry.size}:${entry.servings}`;
          const quantity = (expected.get(key) ?? 0) + entry.quantity;
          const response = await store(customer, {
            plan_id: item.id,
            plan_type: 'RECIPE',
            size: entry.size,
            quantity: entry.quantity,
            servings: entry.servings,
          });
          if (quantity > 99) {
            expect(response.statusCode).toBe(422);
            continue;
          }
          expect(response.statusCode).toBe(200);
          expected.set(key, quantity);
        }
        let total = 0;
        for (const [key, quantity] of expected) {
          const [id, size, servings] = key.split(':');
          const item = menu.find((candidate) => candidate.id === Number(id));
          const unit = amountToSen(item ? price(item, size as 'S' | 'L') : '') ?? NaN;
          total += unit * Number(servings) * quantity;
        }
        const cart = await cartOf(customer);
        expect(cart.items).toHaveLength(expected.size);
        expect(amountToSen(cart.sub_total)).toBe(total);
        expect(cart.items.reduce((sum, item) => sum + (amountToSen(item.subtotal) ?? NaN), 0)).toBe(
          total,
        );
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});

describe('concurrency', () => {
  it('keeps every increment when the same dish is added many times at once', async () => {
    const customer = await registerCustomer(t.app);
    const item = dish(5);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'S', quantity: 2 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
    const cart = await cartOf(customer);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(50);
    expect(amountToSen(cart.sub_total)).toBe((amountToSen(price(item, 'S')) ?? 0) * 50);
  });

  it('never passes 99 however many additions race for the last units', async () => {
    const customer = await registerCustomer(t.app);
    const item = dish(6);
    await store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'L', quantity: 90 });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        store(customer, { plan_id: item.id, plan_type: 'RECIPE', size: 'L', quantity: 1 }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(9);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(3);
    const cart = await cartOf(customer);
    expect(cart.items[0]?.quantity).toBe(99);
  });

  it('answers a total that matches its lines while updates and removals race', async () => {
    const customer = await registerCustomer(t.app);
    const lines: number[] = [];
    for (const index of [7, 8, 9, 10]) {
      const response = await store(customer, {
        plan_id: dish(index).id,
        plan_type: 'RECIPE',
        size: 'S',
      });
      lines.push(response.json<{ data: Cart }>().data.items.at(-1)?.id ?? 0);
    }
    const answers = await Promise.all([
      ...lines.map((id, i) =>
        call(customer, 'POST', '/api/v1/cart/update', { cart_id: id, quantity: 10 + i }),
      ),
      call(customer, 'DELETE', `/api/v1/cart/${lines[0]}`),
      cartOf(customer).then((cart) => ({ statusCode: 200, json: () => ({ data: cart }) })),
    ]);
    for (const answer of answers) {
      if (answer.statusCode !== 200) continue;
      const cart = (answer.json() as { data: Cart }).data;
      const sum = cart.items.reduce((total, item) => total + (amountToSen(item.subtotal) ?? 0), 0);
      expect(amountToSen(cart.sub_total)).toBe(sum);
    }
    const final = await cartOf(customer);
    expect(final.items.map((item) => item.id)).toEqual(lines.slice(1));
    expect(final.items.map((item) => item.quantity)).toEqual([11, 12, 13]);
  });
});
