import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

/** A request to the API in the same process (Fastify's `inject`, no socket). */
export interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface InjectResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type InjectFn = (request: InjectRequest) => Promise<InjectResponse>;

/**
 * The shared HTTP client's transport on the server (docs/architecture.md §2.4): each request the
 * page's data layer makes is answered by the API's own routes in this process, with the
 * visitor's cookies and language, so the answer is the one the browser would get — same
 * contract, same access rules — without a round trip over the network.
 */
export function inProcessAdapter(inject: InjectFn, cookie: string): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    if (cookie) headers.cookie = cookie;
    const answer = await inject({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri({ ...config, baseURL: '' }),
      headers,
      payload: typeof config.data === 'string' ? config.data : undefined,
    });
    let data: unknown = answer.body;
    try {
      data = answer.body ? JSON.parse(answer.body) : undefined;
    } catch {
      // not JSON: handed over as text
    }
    const response: AxiosResponse = {
      data,
      status: answer.statusCode,
      statusText: '',
      headers: answer.headers as AxiosResponse['headers'],
      config,
      request: {},
    };
    return response;
  };
}
