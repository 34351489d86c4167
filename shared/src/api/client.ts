import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic, Method } from 'axios';
import type { ToastPayload } from '../bus/events';
import type { ErrorAnswer } from '../core/common.contract';
import type { CommonMessageId } from '../i18n/commonMessages';
import type { Locale } from '../i18n/locale';

/** Field errors as the API answers them: its failure answer's `errors` (docs/architecture.md §5). */
export type FieldErrors = ErrorAnswer['errors'];

export type ApiResult<T> =
  | {
      ok: true;
      status: number;
      data: T;
      /** A list's page data (`{ data, meta: { page, per_page, total } }`), when the answer has one. */
      meta?: unknown;
    }
  | { ok: false; status: number; message: string; errors: FieldErrors };

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Send the body as multipart form data instead of JSON (docs/spec.md §7 "form data when flagged"). */
  asForm?: boolean;
  /** Toast the failure (default on, docs/spec.md §8). */
  showError?: boolean;
  /** Toast the success (default off). */
  showSuccess?: boolean;
  successMessage?: string;
  errorMessage?: string;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  /** From the runtime config the server injects, never baked into a build. */
  baseURL: string;
  locale: () => Locale;
  translate: (id: CommonMessageId) => string;
  notify: (toast: ToastPayload) => void;
  /**
   * How requests travel. The browser's default (XHR); the server's renderer passes one that
   * answers from the API in the same process (docs/architecture.md §2.4).
   */
  adapter?: AxiosAdapter;
}

export interface ApiClient {
  request<T>(
    method: Method,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<T>>;
  get<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<ApiResult<T>>;
}

/** A failure answer as it arrives: the contract's fields, each checked before it is read. */
type ErrorBody = { [K in keyof ErrorAnswer]?: unknown };

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

function fieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/**
 * What a toast says about a refused request: the fields' own messages ("The quantity must be
 * between 1 and 99."), not the envelope's general summary. Forms pass
 * `showError: false` and put each message next to its field instead.
 */
export function describeFailure(message: string, errors: FieldErrors): string {
  const details = [...new Set(Object.values(errors).flat())];
  return details.length > 0 ? details.join(' ') : message;
}

/** A busy API's answer (load shedding, docs/architecture.md §5.1): 503 with `Retry-After`. */
const BUSY = 503;
/** Reads are tried again this often when the API says it is busy… */
const BUSY_RETRIES = 2;
/** …and only when it asks for a wait this short; a longer one is the customer's to decide. */
const BUSY_LONGEST_WAIT_MS = 10_000;

/**
 * A read the API refused because it was busy is asked again once the wait it named is over
 * (a page's data should not fail for a moment's load); a change never is, since the customer
 * decides whether to send it again. Only in the browser: the server's renderer answers from the
 * API in its own process and must not hold a page for it.
 */
function retryWhenBusy(
  http: AxiosInstance,
  { default: axiosRetry, exponentialDelay, retryAfter }: typeof import('axios-retry'),
): void {
  // axios-retry's types name the workspace root's axios (another copy, for lerna); at run time it
  // imports nothing from axios and only adds interceptors to the instance it is given.
  axiosRetry(http as unknown as Parameters<typeof axiosRetry>[0], {
    retries: BUSY_RETRIES,
    // Every other answer is a value for `request` below, not a failure to retry.
    validateResponse: (response) => response.status !== BUSY,
    retryCondition: (error) =>
      error.response?.status === BUSY &&
      ['get', 'head'].includes(error.config?.method?.toLowerCase() ?? '') &&
      retryAfter(error) <= BUSY_LONGEST_WAIT_MS,
    retryDelay: (count, error) => exponentialDelay(count, error, 500),
  });
}

/** axios and the client's instance of it, made for the first request. */
interface Http {
  axios: AxiosStatic;
  instance: AxiosInstance;
}

/**
 * The one HTTP client: cookies sent, the visitor's language in `Accept-Language`, answers
 * unwrapped from `{ data }`, and docs/spec.md §8's toasts raised for failures (and successes on request).
 *
 * axios (about 20 kB brotli) is loaded with the first request, not with the client: a server-
 * rendered page holds its data in its HTML, and a visitor who reads it and taps nothing that asks
 * the API never runs it (docs/architecture.md §2.4). The first request waits for that chunk as
 * well as for its answer.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  let http: Promise<Http> | null = null;
  const loadHttp = async (): Promise<Http> => {
    // Both chunks at once: the first request waits for one round trip, not one after the other.
    const [{ default: axios }, retry] = await Promise.all([
      import(/* webpackChunkName: "axios" */ 'axios'),
      config.adapter ? null : import('axios-retry'),
    ]);
    const instance = axios.create({
      baseURL: config.baseURL,
      withCredentials: true,
      timeout: 20_000,
      headers: { Accept: 'application/json' },
      validateStatus: () => true,
      ...(config.adapter ? { adapter: config.adapter } : {}),
    });
    if (retry) retryWhenBusy(instance, retry);
    return { axios, instance };
  };

  async function request<T>(
    method: Method,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const { showError = true, showSuccess = false } = options;
    const axiosConfig: AxiosRequestConfig = {
      method,
      url,
      params: options.params,
      signal: options.signal,
      headers: { 'Accept-Language': config.locale(), ...options.headers },
      data: body === undefined ? undefined : options.asForm ? toFormData(body) : body,
    };
    let status: number;
    let payload: unknown;
    // A failed load of the library is forgotten, so the next request tries again; this one fails
    // as a request that found no network does.
    http ??= loadHttp().catch((error: unknown) => {
      http = null;
      throw error;
    });
    let library: AxiosStatic | null = null;
    try {
      const { axios, instance } = await http;
      library = axios;
      const response = await instance.request(axiosConfig);
      status = response.status;
      payload = response.data;
    } catch (error) {
      if (library?.isCancel(error)) throw error;
      // A busy answer that was not (or no longer) retried arrives as the retry's error.
      const response = library?.isAxiosError(error) ? error.response : undefined;
      status = response?.status ?? 0;
      payload = response?.data;
    }

    if (status >= 200 && status < 300) {
      if (showSuccess) {
        config.notify({
          variant: 'success',
          title: config.translate('common.api.successTitle'),
          description: options.successMessage ?? config.translate('common.api.success'),
        });
      }
      const data =
        payload && typeof payload === 'object' && 'data' in payload ? payload.data : payload;
      const meta =
        payload && typeof payload === 'object' && 'meta' in payload ? payload.meta : undefined;
      return meta === undefined
        ? { ok: true, status, data: data as T }
        : { ok: true, status, data: data as T, meta };
    }

    const errorBody = (payload && typeof payload === 'object' ? payload : {}) as ErrorBody;
    const structured = errorBody.error === true && typeof errorBody.message === 'string';
    // A network failure or a server fault has no usable message of its own (docs/spec.md §8);
    // a busy API's does ("try again in 5 seconds").
    const worded = structured && (status < 500 || status === BUSY);
    const message = worded ? (errorBody.message as string) : config.translate('common.api.failure');
    const errors = structured && status < 500 ? fieldErrors(errorBody.errors) : {};
    if (showError) {
      config.notify({
        variant: 'destructive',
        title: config.translate('common.toast.errorTitle'),
        description: options.errorMessage ?? describeFailure(message, errors),
      });
    }
    return { ok: false, status, message, errors };
  }

  return {
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body ?? {}, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
  };
}
