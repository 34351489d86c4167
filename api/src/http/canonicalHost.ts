import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boundedMemo } from '../lib/boundedMemo';

/**
 * One origin for the customer. Cookies, payment returns and e-mail links all live on the public
 * origin; a visitor who opened the shop under another name (`127.0.0.1`, the machine's LAN
 * address, a bare IP behind the proxy) would sign in there and come back from the payment
 * gateway to an origin where they have no session. So a page navigation that arrives under
 * another host is sent to the same path on the public origin before anything else runs.
 *
 * The target is always the configured origin, never the request's `Host` header. Only browser
 * page navigations (`Sec-Fetch-Mode: navigate`, which every current browser sends on a top-level
 * navigation) are moved: API calls, scripts, health checks and server-to-server callbacks
 * answer under any name, as before. The redirect is temporary (307) so that a browser never
 * remembers it if the operator changes `PUBLIC_ORIGIN` later.
 */
export function registerCanonicalHost(app: FastifyInstance, publicOrigin: string) {
  const canonical = new URL(publicOrigin);
  // Host names seen lately and whether each is the public one: every page navigation asks, and
  // parsing the name as a URL each time cost more than the rest of the hook.
  const isCanonical = boundedMemo(64, (host) => sameHost(host, canonical));
  // A callback hook: every request runs it, and most leave at the first test.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPageNavigation(request) || isCanonical(request.host)) return done();
    reply.redirect(new URL(request.url, canonical.origin).href, 307);
  });
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return request.headers['sec-fetch-mode'] === 'navigate';
}

/** Compares host and port the way the browser does (a default port is the same as none). */
export function sameHost(requestHost: string, canonical: URL): boolean {
  try {
    return new URL(`${canonical.protocol}//${requestHost}`).host === canonical.host;
  } catch {
    return false;
  }
}
