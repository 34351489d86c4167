/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cartApi, selectCart, selectCartCount } from '@mealprep/shared/cart/api';
import { createApiClient } from '@mealprep/shared/api';
import { commonMessages } from '@mealprep/shared/i18n';
import { makeStore, selectAdmin, selectAuthStatus, selectProfile } from '@mealprep/shared/store';
import { aCartItem, aProfile } from '../testUtils';
import { hasLoginFlag, logout, startSession } from './session';

let server: Server;
let baseURL: string;
const requests: string[] = [];
let profileStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/v1/user/profile') {
      if (profileStatus === 200) return json(200, { data: aProfile({ first_name: 'Farah' }) });
      return json(profileStatus, { error: true, message: 'no', errors: {} });
    }
    if (req.url === '/api/v1/admin/me') {
      return json(200, {
        data: {
          id: 9,
          email: 'ops@mealprep.my',
          role: 'admin',
          first_name: 'Ops',
          last_name: 'Team',
        },
      });
    }
    if (req.url === '/api/v1/cart/index') {
      return json(200, { data: { items: [aCartItem({ quantity: 2 })], sub_total: '24.00' } });
    }
    if (req.url === '/api/logout') return json(200, { data: null });
    json(404, { error: true, message: 'not found', errors: {} });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  profileStatus = 200;
});

const api = () =>
  createApiClient({
    baseURL,
    locale: () => 'en-US',
    translate: (id) => commonMessages['en-US'][id],
    notify: () => undefined,
  });

describe('login flag (docs/spec.md §4)', () => {
  it.each([
    ['', false],
    ['logged_in=false', false],
    ['logged_in=true', true],
    ['a=1; logged_in=1', true],
    ['not_logged_in=true', false],
  ])('%p → %p', (cookie, expected) => {
    expect(hasLoginFlag(cookie)).toBe(expected);
  });
});

describe('startSession', () => {
  it('asks nothing without the login flag', async () => {
    const store = makeStore(undefined, { api: api() });
    await startSession(store, 'logged_in=false');
    expect(requests).toEqual([]);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it('loads the profile of a customer, and leaves the cart to the data layer', async () => {
    const store = makeStore(undefined, { api: api() });
    await startSession(store, 'logged_in=true');
    expect(selectProfile(store.getState())?.first_name).toBe('Farah');
    expect(requests).toEqual(['GET /api/v1/user/profile']);
  });

  it('recognises an admin session', async () => {
    profileStatus = 403;
    const store = makeStore(undefined, { api: api() });
    await startSession(store, 'logged_in=true');
    expect(selectAdmin(store.getState())?.email).toBe('ops@mealprep.my');
    expect(selectProfile(store.getState())).toBeNull();
  });

  it('treats an expired session as signed out', async () => {
    profileStatus = 401;
    const store = makeStore(undefined, { api: api() });
    await startSession(store, 'logged_in=true');
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });
});

describe('logout', () => {
  it('calls the API, goes home before clearing the session, then resets the store', async () => {
    const store = makeStore(undefined, { api: api() });
    await startSession(store, 'logged_in=true');
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(selectCartCount(store.getState())).toBe(2);
    let profileWhenHome: unknown = 'unset';
    await logout(store, () => {
      profileWhenHome = selectProfile(store.getState())?.first_name;
    });
    expect(requests).toContain('GET /api/logout');
    expect(profileWhenHome).toBe('Farah');
    expect(selectProfile(store.getState())).toBeNull();
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it('empties the data layer: a part still subscribed asks nothing more for the previous customer', async () => {
    const store = makeStore(undefined, { api: api() });
    await startSession(store, 'logged_in=true');
    // A page that keeps its cart fresh (a subscription that polls), as a remote's hook would.
    const subscription = store.dispatch(
      cartApi.endpoints.getCart.initiate(undefined, {
        subscriptionOptions: { pollingInterval: 40 },
      }),
    );
    await subscription;
    await logout(store, () => undefined);
    const after = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.slice(after)).toEqual([]);
    expect(selectCart(store.getState()).data).toBeUndefined();
    subscription.unsubscribe();
  });
});
