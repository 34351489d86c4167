/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cart } from './cart.contract';
import { commonMessages } from '../i18n/commonMessages';
import { loggedOut, profileLoaded } from '../store/authSlice';
import { makeStore } from '../store/makeStore';
import { customerProfile } from '../testing/profile';
import { cartApi, selectCart, selectCartCount } from './api';
import { createApiClient } from '../api/client';

let server: Server;
let baseURL: string;
const hits: string[] = [];

const line = (id: number, quantity: number) => ({
  id,
  type: 'RECIPE' as const,
  plan_id: id * 10,
  name: `Dish ${id}`,
  size: 'L' as const,
  servings: 1,
  quantity,
  price: '10.00',
  subtotal: (10 * quantity).toFixed(2),
});
let current: Cart = { items: [line(1, 1)], sub_total: '10.00' };
/** How long the API takes to answer (a change still on its way while the customer logs out). */
let delayMs = 0;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && req.url === '/api/v1/cart/store') {
      current = { items: [...current.items, line(2, 3)], sub_total: '40.00' };
    } else if (req.method === 'POST' && req.url === '/api/v1/cart/update') {
      res.statusCode = 422;
      res.end(JSON.stringify({ error: true, message: 'Invalid.', errors: { quantity: ['No.'] } }));
      return;
    } else if (req.method === 'DELETE' && req.url === '/api/v1/cart/1') {
      current = { items: current.items.filter((item) => item.id !== 1), sub_total: '30.00' };
    }
    res.end(JSON.stringify({ data: current }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits.length = 0;
  delayMs = 0;
  current = { items: [line(1, 1)], sub_total: '10.00' };
});

function store() {
  const api = createApiClient({
    baseURL,
    locale: () => 'en-US',
    translate: (id) => commonMessages['en-US'][id],
    notify: () => undefined,
  });
  return makeStore(undefined, { api });
}

describe('cartApi', () => {
  it('writes the cart a change answers into the one cart entry, without asking for it again', async () => {
    const shop = store();
    await shop.dispatch(cartApi.endpoints.getCart.initiate());
    expect(selectCartCount(shop.getState())).toBe(1);

    await shop.dispatch(
      cartApi.endpoints.addToCart.initiate({
        plan_id: 20,
        plan_type: 'RECIPE',
        size: 'L',
        quantity: 3,
      }),
    );
    expect(selectCartCount(shop.getState())).toBe(4);
    expect(selectCart(shop.getState()).data?.sub_total).toBe('40.00');

    await shop.dispatch(cartApi.endpoints.removeCartItem.initiate(1));
    expect(selectCartCount(shop.getState())).toBe(3);
    expect(hits).toEqual([
      'GET /api/v1/cart/index',
      'POST /api/v1/cart/store',
      'DELETE /api/v1/cart/1',
    ]);
  });

  it('leaves the cached cart as it was when a change is refused', async () => {
    const shop = store();
    await shop.dispatch(cartApi.endpoints.getCart.initiate());
    const result = await shop.dispatch(
      cartApi.endpoints.updateCartItem.initiate({ cart_id: 1, quantity: 100 }),
    );
    expect('error' in result).toBe(true);
    expect(selectCartCount(shop.getState())).toBe(1);
    expect(hits).toEqual(['GET /api/v1/cart/index', 'POST /api/v1/cart/update']);
  });

  it('does not put the previous customer’s cart back when a change answers after logout', async () => {
    const shop = store();
    shop.dispatch(profileLoaded(customerProfile({ id: 7 })));
    await shop.dispatch(cartApi.endpoints.getCart.initiate());
    delayMs = 100;
    const adding = shop.dispatch(
      cartApi.endpoints.addToCart.initiate({ plan_id: 20, plan_type: 'RECIPE', quantity: 3 }),
    );
    shop.dispatch(loggedOut());
    await adding;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectCart(shop.getState()).data).toBeUndefined();
    expect(selectCartCount(shop.getState())).toBe(0);
  });

  it('starts a guest, or a store before the first answer, at 0', () => {
    expect(selectCartCount(store().getState())).toBe(0);
  });
});
