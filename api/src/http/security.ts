import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from './errors';
import { DEV_REMOTE_PORTS } from '../platform/remotes';

/** Origins allowed to serve scripts and answer fetches besides our own (ARCHITECTURE §8). */
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

/** Security headers on every answer: HTML, API, static files and errors alike. */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request that names a foreign
 * `Origin` is refused. Requests without the header (curl, server-to-server) pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    if (origin.toLowerCase() === own || origin === config.publicOrigin) return;
    throw new HttpError(403, 'crossOrigin');
  });
}
