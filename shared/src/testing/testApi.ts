import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptedLanguages, resolveLocale, type Locale } from '../i18n/locale';

/** The page runs at http://localhost in jsdom; its XHR does CORS like a browser. */
const PAGE_ORIGIN = 'http://localhost';

export interface TestApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** The caller's language, as the API reads it from Accept-Language. */
  locale: Locale;
}

export interface TestApiAnswer {
  status: number;
  body?: unknown;
}

/** `'POST /api/v1/auth/login'` → what to answer (a handler may validate asynchronously, as the API does). */
export type TestApiRoutes = Record<
  string,
  (request: TestApiRequest) => TestApiAnswer | Promise<TestApiAnswer>
>;

export interface TestApi {
  baseURL: string;
  /** Every request answered (preflights left out), oldest first. */
  requests: TestApiRequest[];
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, {
    'access-control-allow-origin': PAGE_ORIGIN,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'content-type, accept-language, accept, idempotency-key',
    'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 that answers like the API (`{ data }`, or `{ error, message,
 * errors }`), so a page is tested through the same API client, axios and XHR as in the browser.
 * Unknown routes answer 404.
 */
export async function startTestApi(routes: TestApiRoutes): Promise<TestApi> {
  const requests: TestApiRequest[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      send(response, 204);
      return;
    }
    readBody(request).then(
      (body) => {
        const method = request.method ?? 'GET';
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const path = url.pathname;
        const locale: Locale = resolveLocale({
          languages: acceptedLanguages(request.headers['accept-language']),
        });
        const received = {
          method,
          path,
          query: url.searchParams,
          headers: request.headers,
          body,
          locale,
        };
        requests.push(received);
        const route = routes[`${method} ${path}`];
        new Promise<TestApiAnswer>((resolve) =>
          resolve(
            route
              ? route(received)
              : { status: 404, body: { error: true, message: 'Not found.', errors: {} } },
          ),
        ).then(
          (answer) => send(response, answer.status, answer.body),
          // A handler that throws (e.g. the schema refused the body) fails the request loudly.
          (error: unknown) => send(response, 500, { error: true, message: String(error) }),
        );
      },
      () => send(response, 400, { error: true, message: 'Malformed JSON.', errors: {} }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
