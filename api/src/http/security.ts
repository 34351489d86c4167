import { randomBytes } from 'node:crypto';
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

/**
 * The shop's Content-Security-Policy. No inline script and no inline style sheet: the boot config
 * is a `type="application/json"` block, which is data, not script; a page's `<style>` elements
 * (the shell's first styles, styled-components' sheet) carry `styleNonce`, new for every answer
 * (`newStyleNonce`), and anything else is refused — markup slipped into a page cannot bring a
 * sheet whose attribute selectors read the page out or that draws over it. Answers that are not
 * pages get no nonce: they have no business with inline styles.
 *
 * A page allows inline speculation rules (`'inline-speculation-rules'`): the starter's list of links
 * the browser may prerender (docs/architecture.md §2.4). They can name only this site's pages.
 *
 * A page does allow `style="…"` attributes (`style-src-attr`): React writes a component's
 * `style={…}` prop into the server's HTML as one (a few remote pages use it, for `display:
 * contents` and a progress bar's width), and without it they would be missing until the app
 * starts. An attribute styles its own element only: no selectors, no `@import`, and what it may
 * load (`url()`) is still bound by img-src and font-src.
 */
export function contentSecurityPolicy(
  config: AppConfig,
  registryOrigins: string[] = [],
  styleNonce?: string,
): string {
  const remotes = [...new Set([...remoteScriptOrigins(config), ...registryOrigins])].join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  const page = styleNonce !== undefined;
  const styles = page
    ? [`style-src 'self' 'nonce-${styleNonce}'`, "style-src-attr 'unsafe-inline'"]
    : ["style-src 'self'"];
  // A page's starter adds speculation rules (which links the browser may prerender): JSON, not
  // script, allowed inline by their own keyword and nothing else inline with them.
  const scripts = withRemotes("script-src 'self'") + (page ? " 'inline-speculation-rules'" : '');
  return [
    "default-src 'self'",
    scripts,
    ...styles,
    "img-src 'self' data: blob:",
    withRemotes("connect-src 'self'"),
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const NONCE_BYTES = 16;
/** Nonces' random bytes are drawn this many at a time, each byte used once. */
const NONCES_PER_DRAW = 256;
let nonceBytes = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A page answer's style nonce: 128 random bits, base64 as CSP writes nonces. Every page answer
 * needs one, and a cached page is sent in a few hundred microseconds: a call to the system's
 * random source per answer was ~6 % of that (measured under load), so the bytes are drawn for
 * 256 answers at once, as Node's own `randomUUID` does, and never handed out twice.
 */
export function newStyleNonce(): string {
  if (nonceOffset + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Where the nonce goes in a policy made ahead: a character no policy holds otherwise. */
const NONCE_SLOT = '\u0000';

/** A page policy cut where its nonce goes. */
type PolicyParts = readonly [before: string, after: string];

/** Policies made, per configuration and list of origins, and the list last asked about. */
const policies = new WeakMap<
  AppConfig,
  { made: (origins: string) => PolicyParts; last: { origins: string[]; parts: PolicyParts } | null }
>();

/**
 * `contentSecurityPolicy` for a page answer with its style nonce. The policy is made once per
 * configuration and list of registry origins, cut where the nonce goes, rather than once per page
 * (a kept guest page is answered in well under a millisecond); each answer only puts its nonce in.
 * The registry hands out one array per reading of its origins, and it is never changed: asked
 * again with the same array, the policy is answered without joining the list again.
 */
export function pagePolicy(
  config: AppConfig,
  registryOrigins: string[],
  styleNonce: string,
): string {
  let forConfig = policies.get(config);
  if (!forConfig) {
    const made = boundedMemo(64, (origins): PolicyParts => {
      const policy = contentSecurityPolicy(
        config,
        origins === '' ? [] : origins.split(' '),
        NONCE_SLOT,
      );
      const at = policy.indexOf(NONCE_SLOT);
      return [policy.slice(0, at), policy.slice(at + NONCE_SLOT.length)];
    });
    forConfig = { made, last: null };
    policies.set(config, forConfig);
  }
  let parts = forConfig.last?.origins === registryOrigins ? forConfig.last.parts : null;
  if (!parts) {
    parts = forConfig.made(registryOrigins.join(' '));
    forConfig.last = { origins: registryOrigins, parts };
  }
  return parts[0] + styleNonce + parts[1];
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
