import type { Method } from 'axios';
import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  type BaseQueryFn,
} from '@reduxjs/toolkit/query/react';
import type { ApiClient, FieldErrors, RequestOptions } from './client';

/**
 * "Don't ask yet" for a query hook. The apps take it from here, not from RTK Query: the store's
 * libraries are not shared between builds (docs/architecture.md §2.3), so product code reaches
 * them only through shared's entries.
 */
export { skipToken } from '@reduxjs/toolkit/query/react';

/**
 * What an endpoint asks of the API: a path of `apiPaths`, and for a change its method and body.
 * `options` are the client's own (params, toasts, multipart); the abort signal is RTK Query's.
 */
export interface ApiRequest {
  url: string;
  method?: Method;
  body?: unknown;
  options?: Omit<RequestOptions, 'signal'>;
}

/** A refused or failed request, as the client reports it (status 0: the network failed). */
export interface ApiError {
  status: number;
  message: string;
  errors: FieldErrors;
}

/** The list envelope's `meta` (page, per_page, total) travels beside the data. */
export interface ApiMeta {
  meta?: unknown;
}

/** What the store hands every request: the one HTTP client (browser or, later, server side). */
export interface ApiThunkExtra {
  api: ApiClient;
}

function clientOf(extra: unknown): ApiClient {
  const api = (extra as Partial<ApiThunkExtra> | undefined)?.api;
  if (!api) throw new Error('The store was made without an API client: makeStore(state, { api }).');
  return api;
}

/**
 * Every request of the data layer goes through the shared client, so the toasts of a failure,
 * the visitor's language and the cookies behave the same as everywhere else. Failures are
 * values (`error`), never thrown.
 */
export const apiBaseQuery: BaseQueryFn<
  ApiRequest | string,
  unknown,
  ApiError,
  object,
  ApiMeta
> = async (request, { signal, extra }) => {
  const {
    url,
    method = 'GET',
    body,
    options,
  } = typeof request === 'string' ? { url: request } : request;
  let result;
  try {
    result = await clientOf(extra).request(method, url, body, { ...options, signal });
  } catch (error) {
    // A request the data layer cancelled itself (the page left, the arguments changed): nobody
    // waits for its answer, so it is a quiet value, not an unhandled error in the console.
    if (signal.aborted) return { error: { status: 0, message: 'cancelled', errors: {} } };
    throw error;
  }
  if (result.ok) return { data: result.data, meta: { meta: result.meta } };
  return { error: { status: result.status, message: result.message, errors: result.errors } };
};

/** What a change can make stale; each part's endpoints provide and invalidate these. */
export const API_TAG_TYPES = [
  'Cart',
  'Profile',
  'Addresses',
  'Orders',
  'Points',
  'Plan',
  'Questionnaire',
  'Catalog',
  'Releases',
  'Logs',
  'Customers',
  'Vouchers',
  'Menu',
] as const;

/**
 * On the server a page's queries start while it renders (no effects run there): the server
 * renders, waits for the queries that render started, and renders again with their answers
 * (docs/architecture.md §2.4). In the browser they start in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one data layer of the shop. It declares no endpoint of its own: each part adds its
 * endpoints with `baseApi.injectEndpoints` beside the code that uses them, the way remotes
 * add their slices. Tags name what a change makes stale, so nothing is re-fetched by hand.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** The message of a refused request (for a toast or a field), whatever RTK Query handed back. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const { status, message, errors } = error as ApiError;
    if (typeof status === 'number' && typeof message === 'string') {
      return { status, message, errors: errors ?? {} };
    }
  }
  return null;
}
