/**
 * The cart's forms, posted by a signed-in customer's page before the app has started: the change
 * is the JSON call's, the answer a 303 to the page the form was on with its outcome in the address
 * and the dish or line in the fragment. A refusal changes nothing and is named for the page to
 * say; a lapsed session is sent to sign in; another site cannot post them.
 */
import type { Cart } from '@mealprep/shared/cart/contracts';
import { CART_FORMS, CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@mealprep/shared/cart';
import { formatMoney } from '@mealprep/shared/core';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import {
  buildTestApp,
  registerCustomer,
  SETUP_TIMEOUT,
  type Customer,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let dish: MenuItem;

beforeAll(async () => {
  t = await buildTestApp();
  const menu = (await t.app.inject({ url: '/api/v1/menu?per_page=5' })).json<{
    data: MenuItem[];
  }>().data;
  const first = menu.find((item) => item.sizes.length === 2);
  if (!first) throw new Error('the seeded menu has no dish in two sizes');
  dish = first;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

/** What a browser sends for the form: urlencoded fields, from a page of the shop. */
function post(
  path: string,
  fields: Record<string, string>,
  customer: Customer | null,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
      ...(customer ? { cookie: customer.cookie } : {}),
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function cartOf(customer: Customer): Promise<Cart> {
  const answer = await t.app.inject({
    url: '/api/v1/cart/index',
    headers: { cookie: customer.cookie },
  });
  return answer.json<{ data: Cart }>().data;
}

const add = (fields: Record<string, string>, customer: Customer | null) =>
  post(CART_FORMS.add, { plan_type: 'RECIPE', ...fields }, customer);

describe('Add to cart as a form', () => {
  it('adds the dish in the chosen size and goes back to the menu, scrolled to the dish', async () => {
    const customer = await registerCustomer(t.app);
    const answer = await add(
      { plan_id: String(dish.id), size: 'L', quantity: '2', return: '/food-menu?tab=alacarte' },
      customer,
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.location).toBe(
      `/food-menu?tab=alacarte&cart=added.${dish.id}#order-${dish.id}`,
    );
    const cart = await cartOf(customer);
    expect(cart.items).toEqual([
      expect.objectContaining({ plan_id: dish.id, size: 'L', quantity: 2, type: 'RECIPE' }),
    ]);

    // Again, from the page it came back to: the earlier outcome is replaced, the quantity added.
    const again = await add(
      {
        plan_id: String(dish.id),
        size: 'L',
        quantity: '1',
        return: `/ms-MY/food-menu?cart=added.${dish.id}`,
      },
      customer,
    );
    expect(again.headers.location).toBe(`/ms-MY/food-menu?cart=added.${dish.id}#order-${dish.id}`);
    expect((await cartOf(customer)).items[0]?.quantity).toBe(3);
  });

  it.each([
    ['a quantity of 0', { quantity: '0' }, 'invalid'],
    ['a quantity that is not a number', { quantity: '2x' }, 'invalid'],
    ['a size the dish does not come in', { size: 'XL' }, 'invalid'],
    ['no size', { size: '' }, 'invalid'],
    ['a quantity past the cart’s limit', { quantity: String(CART_QUANTITY_MAX + 1) }, 'invalid'],
  ])('refuses %s, changing nothing', async (_case, fields, outcome) => {
    const customer = await registerCustomer(t.app);
    const answer = await add(
      { plan_id: String(dish.id), size: 'S', quantity: '1', return: '/food-menu', ...fields },
      customer,
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/food-menu?cart=${outcome}.${dish.id}#order-${dish.id}`);
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it('refuses a dish that is not on sale, and more than the cart holds of one dish', async () => {
    const customer = await registerCustomer(t.app);
    const missing = await add({ plan_id: '999999', size: 'S', quantity: '1' }, customer);
    expect(missing.headers.location).toBe('/food-menu?cart=unavailable.999999#order-999999');

    await add(
      { plan_id: String(dish.id), size: 'S', quantity: String(CART_QUANTITY_MAX) },
      customer,
    );
    const over = await add({ plan_id: String(dish.id), size: 'S', quantity: '1' }, customer);
    expect(over.headers.location).toBe(`/food-menu?cart=limit.${dish.id}#order-${dish.id}`);
    expect((await cartOf(customer)).items.map((item) => item.quantity)).toEqual([
      CART_QUANTITY_MAX,
    ]);
  });

  it('goes back only to a page of the shop', async () => {
    const customer = await registerCustomer(t.app);
    for (const away of ['https://evil.example/', '//evil.example/food-menu', '/\\evil.example']) {
      const answer = await add(
        { plan_id: String(dish.id), size: 'S', quantity: '1', return: away },
        customer,
      );
      expect(answer.headers.location).toBe(`/food-menu?cart=added.${dish.id}#order-${dish.id}`);
    }
  });

  it('sends a guest to sign in with the dish kept, adds it at the sign-in, and goes back to the page', async () => {
    const answer = await add(
      { plan_id: String(dish.id), size: 'L', quantity: '2', return: '/food-menu?tab=alacarte' },
      null,
    );
    expect(answer.statusCode).toBe(303);
    const login = new URL(answer.headers.location as string, 'http://shop');
    expect(login.pathname).toBe('/auth/login');
    expect(login.searchParams.get('redirect')).toBe('/food-menu?tab=alacarte');
    expect(login.searchParams.get('reason')).toBe('cart');
    expect(login.searchParams.get('add')).toBe(`${dish.id}.L.2`);

    // The sign-in form, posted without script to the address it was given (LoginPage keeps the
    // query): signed in, the dish is in the cart, and the page says so.
    const customer = await registerCustomer(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `${login.pathname}${login.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        email: customer.email,
        password: customer.password,
      }).toString(),
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(
      `/food-menu?tab=alacarte&cart=added.${dish.id}#order-${dish.id}`,
    );
    expect((await cartOf(customer)).items).toEqual([
      expect.objectContaining({ plan_id: dish.id, size: 'L', quantity: 2 }),
    ]);
  });

  it('adds a meal bundle, and keeps a guest’s bundle for their sign-in', async () => {
    const bundles = (await t.app.inject({ url: '/api/v1/bundles' })).json<{
      data: { id: number }[];
    }>().data;
    const bundle = bundles[0];
    if (!bundle) throw new Error('the seeded shop has no bundle');
    const fields = {
      plan_id: String(bundle.id),
      plan_type: 'MEAL',
      quantity: '1',
      return: '/meal-bundles',
    };
    const customer = await registerCustomer(t.app);
    const added = await post(CART_FORMS.add, fields, customer);
    expect(added.headers.location).toBe(`/meal-bundles?cart=added.${bundle.id}#order-${bundle.id}`);
    expect((await cartOf(customer)).items).toEqual([
      expect.objectContaining({ plan_id: bundle.id, type: 'MEAL', quantity: 1 }),
    ]);
    const guest = await post(CART_FORMS.add, fields, null);
    const login = new URL(guest.headers.location as string, 'http://shop');
    expect(login.pathname).toBe('/auth/login');
    expect(login.searchParams.get('add')).toBe(`${bundle.id}.B.1`);
  });

  it('keeps a guest’s dish through a failed sign-in, and refuses a guest’s bad form at once', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: `/auth/login?redirect=%2Ffood-menu&reason=cart&add=${dish.id}.S.1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'email=nobody%40example.my&password=wrong-pass-1',
    });
    const again = new URL(failed.headers.location as string, 'http://shop');
    expect(again.searchParams.get('error')).toBe('credentials');
    expect(again.searchParams.get('add')).toBe(`${dish.id}.S.1`);
    expect(again.searchParams.get('reason')).toBe('cart');

    const bad = await add({ plan_id: String(dish.id), size: 'S', quantity: '0' }, null);
    expect(bad.headers.location).toBe(`/food-menu?cart=invalid.${dish.id}#order-${dish.id}`);
  });

  it('refuses a post from another site', async () => {
    const customer = await registerCustomer(t.app);
    const answer = await post(
      CART_FORMS.add,
      { plan_id: String(dish.id), plan_type: 'RECIPE', size: 'S', quantity: '1' },
      customer,
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.statusCode).toBe(403);
    expect((await cartOf(customer)).items).toEqual([]);
  });
});

describe('Add to cart answered in place (the page’s starter asking for JSON)', () => {
  const json = { accept: 'application/json' };
  const addInPlace = (
    fields: Record<string, string>,
    customer: Customer | null,
    headers: Record<string, string> = {},
  ) => post(CART_FORMS.add, { plan_type: 'RECIPE', ...fields }, customer, { ...json, ...headers });

  it('adds the dish and answers the outcome in the customer’s language with the cart’s new count', async () => {
    const customer = await registerCustomer(t.app);
    const first = await addInPlace(
      { plan_id: String(dish.id), size: 'S', quantity: '2' },
      customer,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      outcome: 'added',
      message: 'Added to your cart.',
      refused: false,
      count: 2,
    });
    // The cart as the JSON calls answer it (for the app), and the cart page's texts it changes.
    const { cart, shown } = first.json<{ cart: Cart; shown: Record<string, string> }>();
    expect(cart).toEqual(await cartOf(customer));
    const [line] = cart.items;
    expect(shown).toEqual({
      [`cart-line-${line?.id}-quantity`]: '2',
      [`cart-line-${line?.id}-total`]: formatMoney(line?.subtotal ?? 0),
      'cart-sub-total': formatMoney(cart.sub_total),
    });
    expect(first.json()).not.toHaveProperty('stepped');
    // From a page in Bahasa Malaysia (its address says so; no cookie, an English browser).
    const second = await addInPlace(
      { plan_id: String(dish.id), size: 'L', quantity: '1', return: '/ms-MY/food-menu?q=ayam' },
      customer,
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(second.json()).toMatchObject({
      outcome: 'added',
      message: 'Dimasukkan ke troli anda.',
      refused: false,
      count: 3,
    });
    expect((await cartOf(customer)).items.map((item) => [item.size, item.quantity])).toEqual(
      expect.arrayContaining([
        ['S', 2],
        ['L', 1],
      ]),
    );
  });

  it('says a refusal, with the count unchanged, and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const missing = await addInPlace({ plan_id: '999999', size: 'S', quantity: '1' }, customer);
    expect(missing.json()).toMatchObject({
      outcome: 'unavailable',
      message: 'This item is not available.',
      refused: true,
      count: 0,
    });
    await add(
      { plan_id: String(dish.id), size: 'S', quantity: String(CART_QUANTITY_MAX) },
      customer,
    );
    const over = await addInPlace({ plan_id: String(dish.id), size: 'S', quantity: '1' }, customer);
    expect(over.json()).toMatchObject({
      outcome: 'limit',
      message: `Your cart can hold at most ${CART_QUANTITY_MAX} of this item.`,
      refused: true,
      count: CART_QUANTITY_MAX,
    });
    const typed = await addInPlace(
      { plan_id: String(dish.id), size: 'S', quantity: 'x' },
      customer,
    );
    expect(typed.json()).toMatchObject({ outcome: 'invalid', refused: true });
    expect((await cartOf(customer)).items.map((item) => item.quantity)).toEqual([
      CART_QUANTITY_MAX,
    ]);
  });

  it('gives a guest the sign-in page to go to, the dish kept', async () => {
    const answer = await addInPlace(
      { plan_id: String(dish.id), size: 'L', quantity: '2', return: '/food-menu' },
      null,
    );
    expect(answer.statusCode).toBe(200);
    const { location } = answer.json<{ location: string }>();
    const [path, query] = location.split('?');
    expect(path).toBe('/auth/login');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      redirect: '/food-menu',
      reason: 'cart',
      add: `${dish.id}.L.2`,
    });
  });

  it('is refused from another site as the form is', async () => {
    const customer = await registerCustomer(t.app);
    const answer = await addInPlace(
      { plan_id: String(dish.id), size: 'S', quantity: '1' },
      customer,
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.statusCode).toBe(403);
    expect((await cartOf(customer)).items).toEqual([]);
  });
});

describe('a cart line’s quantity as a form', () => {
  it('sets the new quantity and goes back to the cart, at the line', async () => {
    const customer = await registerCustomer(t.app);
    await add({ plan_id: String(dish.id), size: 'S', quantity: '1' }, customer);
    const line = (await cartOf(customer)).items[0];
    if (!line) throw new Error('no line');
    const answer = await post(
      CART_FORMS.quantity,
      { cart_id: String(line.id), quantity: '3', return: '/ms-MY/cart' },
      customer,
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `/ms-MY/cart?cart=updated.${line.id}#cart-line-${line.id}`,
    );
    expect((await cartOf(customer)).items[0]?.quantity).toBe(3);

    const zero = await post(
      CART_FORMS.quantity,
      { cart_id: String(line.id), quantity: '0' },
      customer,
    );
    expect(zero.headers.location).toBe(`/cart?cart=invalid.${line.id}#cart-line-${line.id}`);
    expect((await cartOf(customer)).items[0]?.quantity).toBe(3);
  });

  it('says a line that is gone (removed in another tab), and never touches another’s cart', async () => {
    const owner = await registerCustomer(t.app);
    await add({ plan_id: String(dish.id), size: 'S', quantity: '1' }, owner);
    const line = (await cartOf(owner)).items[0];
    if (!line) throw new Error('no line');
    const other = await registerCustomer(t.app);
    const answer = await post(
      CART_FORMS.quantity,
      { cart_id: String(line.id), quantity: '5', return: '/cart' },
      other,
    );
    expect(answer.headers.location).toBe(`/cart?cart=gone.${line.id}#cart-line-${line.id}`);
    expect((await cartOf(owner)).items[0]?.quantity).toBe(1);
  });
});

describe('a cart line’s quantity answered in place', () => {
  it('sets the quantity and answers the line’s new texts, its steps and the cart; a refusal and a line that is gone change nothing', async () => {
    const customer = await registerCustomer(t.app);
    await add({ plan_id: String(dish.id), size: 'S', quantity: '1' }, customer);
    const line = (await cartOf(customer)).items[0];
    if (!line) throw new Error('no line');
    const step = (quantity: string, who: Customer = customer) =>
      post(CART_FORMS.quantity, { cart_id: String(line.id), quantity }, who, {
        accept: 'application/json',
      });

    const more = await step('2');
    expect(more.statusCode).toBe(200);
    const cart = await cartOf(customer);
    expect(more.json()).toEqual({
      outcome: 'updated',
      message: 'Quantity updated.',
      refused: false,
      count: 2,
      shown: {
        [`cart-line-${line.id}-quantity`]: '2',
        [`cart-line-${line.id}-total`]: formatMoney(cart.items[0]?.subtotal ?? 0),
        'cart-sub-total': formatMoney(cart.sub_total),
      },
      stepped: { value: 2, min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX },
      cart,
    });

    const zero = await step('0');
    expect(zero.json()).toMatchObject({
      outcome: 'invalid',
      refused: true,
      count: 2,
      stepped: { value: 2 },
    });
    const other = await registerCustomer(t.app);
    const gone = await step('5', other);
    expect(gone.json()).toMatchObject({
      outcome: 'gone',
      message: 'This item is not in your cart.',
      refused: true,
      count: 0,
      shown: { 'cart-sub-total': formatMoney(0) },
    });
    expect(gone.json()).not.toHaveProperty('stepped');
    expect((await cartOf(customer)).items[0]?.quantity).toBe(2);
  });
});
