/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ToastPayload } from '../bus/events';
import { commonMessages } from '../i18n/commonMessages';
import { makeStore } from '../store/makeStore';
import { apiErrorOf, baseApi } from './baseApi';
import { createApiClient } from './client';

let server: Server;
let baseURL: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/slow') {
      setTimeout(() => res.end(JSON.stringify({ data: 'late' })), 300);
    } else if (req.url === '/things') {
      res.end(JSON.stringify({ data: [{ id: 1 }], meta: { page: 1, per_page: 10, total: 1 } }));
    } else {
      res.statusCode = 422;
      res.end(
        JSON.stringify({ error: true, message: 'Invalid.', errors: { name: ['Too long.'] } }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    things: build.query<{ id: number }[], void>({ query: () => '/things', providesTags: ['Cart'] }),
    slow: build.query<string, void>({ query: () => '/slow' }),
    rename: build.mutation<unknown, string>({
      query: (name) => ({ url: '/rename', method: 'POST', body: { name } }),
    }),
  }),
});

function setUp() {
  const toasts: ToastPayload[] = [];
  const api = createApiClient({
    baseURL,
    locale: () => 'en-US',
    translate: (id) => commonMessages['en-US'][id],
    notify: (toast) => toasts.push(toast),
  });
  return { store: makeStore(undefined, { api }), toasts };
}

describe('baseApi', () => {
  it('fetches through the shared client once and serves the cache after', async () => {
    const { store } = setUp();
    hits.length = 0;
    const first = await store.dispatch(testApi.endpoints.things.initiate());
    expect(first.data).toEqual([{ id: 1 }]);
    const again = await store.dispatch(testApi.endpoints.things.initiate());
    expect(again.data).toEqual([{ id: 1 }]);
    expect(hits).toEqual(['GET /things']);
  });

  it('hands a refusal back as a value with its field errors, and toasts it as the client does', async () => {
    const { store, toasts } = setUp();
    const result = await store.dispatch(testApi.endpoints.rename.initiate('x'.repeat(300)));
    expect('error' in result && apiErrorOf(result.error)).toEqual({
      status: 422,
      message: 'Invalid.',
      errors: { name: ['Too long.'] },
    });
    expect(toasts).toEqual([expect.objectContaining({ description: 'Too long.' })]);
  });

  it('forgets every cached answer when the store is reset on logout', async () => {
    const { store } = setUp();
    await store.dispatch(testApi.endpoints.things.initiate());
    expect(testApi.endpoints.things.select()(store.getState()).data).toEqual([{ id: 1 }]);
    store.dispatch({ type: 'auth/loggedOut' });
    expect(testApi.endpoints.things.select()(store.getState()).data).toBeUndefined();
  });

  it('ends a request it cancelled quietly: no unhandled error, no toast', async () => {
    const { store, toasts } = setUp();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const pending = store.dispatch(testApi.endpoints.slow.initiate());
      pending.abort();
      const result = await pending;
      expect(result.isError).toBe(true);
      // The cancelled request itself settles a moment later.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
