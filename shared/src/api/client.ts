import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type Method,
} from 'axios';
import type { ToastPayload } from '../bus/events';
import type { CommonMessageId } from '../i18n/commonMessages';
import type { Locale } from '../i18n/locale';

/** Field errors as the API answers them (docs/architecture.md §5). */
export type FieldErrors = Record<string, string[]>;

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
  readonly http: AxiosInstance;
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  errors?: unknown;
}

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

/**
 * The one HTTP client: cookies sent, the visitor's language in `Accept-Language`, answers
 * unwrapped from `{ data }`, and docs/spec.md §8's toasts raised for failures (and successes on request).
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = axios.create({
    baseURL: config.baseURL,
    withCredentials: true,
    timeout: 20_000,
    headers: { Accept: 'application/json' },
    validateStatus: () => true,
    ...(config.adapter ? { adapter: config.adapter } : {}),
  });

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
    try {
      const response = await http.request(axiosConfig);
      status = response.status;
      payload = response.data;
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      status = 0;
      payload = undefined;
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
    // A network failure or a server fault has no usable message of its own (docs/spec.md §8).
    const message =
      structured && status < 500
        ? (errorBody.message as string)
        : config.translate('common.api.failure');
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
    http,
  };
}
