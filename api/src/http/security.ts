import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from './errors';
import { isSecureRequest } from './session';
import { boundedMemo } from '../lib/boundedMemo';
import { DEV_REMOTE_PORTS } from '../platform/remotes';

/** Origins allowed to serve scripts and answer fetches besides our own (docs/architecture.md §8). */
export function remoteScriptOrigins(config: AppConfig): string[] {
  const dev = config.mfDev
    ? Object.values(DEV_REMOTE_PORTS).map((port) => `http://localhost:${port}`)
    : [];
  return [...new Set([...config.remoteOrigins, ...dev])];
}

export function contentSecurityPolicy(config: AppConfig, registryOrigins: string[] = []): string {
  const remotes = [...new Set([...remoteScriptOrigins(config), ...registryOrigins])].join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  // The boot config is a `type="application/json"` block, which is data, not script, so no
  // inline script needs to be allowed.
  return [
    "default-src 'self'",
    withRemotes("script-src 'self'"),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    withRemotes("connect-src 'self'"),
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Policies made, per configuration and list of origins, and the list last asked about. */
const policies = new WeakMap<
  AppConfig,
  { made: (origins: string) => string; last: { origins: string[]; policy: string } | null }
>();

/**
 * `contentSecurityPolicy` for a page answer, made once per configuration and list of registry
 * origins rather than once per page (a kept guest page is answered in well under a millisecond).
 * The registry hands out one array per reading of its origins, and it is never changed: asked
 * again with the same array, the policy is answered without joining the list again.
 */
export function pagePolicy(config: AppConfig, registryOrigins: string[] = []): string {
  let forConfig = policies.get(config);
  if (!forConfig) {
    const made = boundedMemo(64, (origins) =>
      contentSecurityPolicy(config, origins === '' ? [] : origins.split(' ')),
    );
    forConfig = { made, last: null };
    policies.set(config, forConfig);
  }
  if (forConfig.last?.origins === registryOrigins) return forConfig.last.policy;
  const policy = forConfig.made(registryOrigins.join(' '));
  forConfig.last = { origins: registryOrigins, policy };
  return policy;
}

/** Security headers on every answer: HTML, API, static files and errors alike. */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  // Callback hooks, not async ones: every request runs them, and an async hook costs a promise
  // and a microtask turn each (the real-user beacon counts them, docs/architecture.md §3.1).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Behind a TLS proxy without TRUST_PROXY the request looks like http, but an https public
    // origin says every browser reaches the shop over TLS.
    if (isSecureRequest(request, config)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request that names a foreign
 * `Origin` is refused. Requests without the header (curl, server-to-server) pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig) {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !STATE_CHANGING.has(request.method)) return done();
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    if (origin.toLowerCase() === own || origin === config.publicOrigin) return done();
    done(new HttpError(403, 'crossOrigin'));
  });
}

/** Answers that carry an account's data, or sign-in state, whatever the route says. */
const PRIVATE_PREFIXES = ['/api/v1/admin', '/api/v1/auth', '/api/v1/user', '/api/logout'];

/**
 * `Cache-Control: no-store` on every answer made for a session (a guard attached a user) and
 * on every admin, sign-in and account answer, errors included, so no shared or browser cache
 * keeps one. A route that chose a private policy of its own keeps it.
 */
export function registerPrivateNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const isPrivate =
      request.user !== null || PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPrivate) {
      const current = reply.getHeader('cache-control');
      if (current === undefined || !String(current).startsWith('private')) {
        reply.header('cache-control', 'no-store');
      }
    }
    done(null, payload);
  });
}
