/**
 * The one rule for every cookie the server sets (docs/architecture.md §5.1 "TLS"): `Secure`
 * when the shop is reached over TLS — its public origin is https, whatever the last hop says,
 * or the request itself came over https —, `HttpOnly` unless the browser's script must read it
 * (the `logged_in` marker), `SameSite=Lax` and `Path=/`. Every `setCookie`, `clearCookie` and
 * hand-made `Set-Cookie` line in the API takes its options from `cookieOptions`
 * (security/cookie-flags.test.ts lists the cookies and checks the call sites).
 */
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOriginOf, type AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public origin is https: every cookie is `Secure` (`cookieOptions`). */
    httpsOrigin: boolean;
  }
}

export interface CookieKind {
  /** Script reads it (`document.cookie`): no `HttpOnly`. */
  readable?: boolean;
  /** Seconds the browser keeps it; without it, until the browser closes. */
  maxAge?: number;
  expires?: Date;
}

/** Registers @fastify/cookie and remembers whether the shop's origin is https. */
export async function registerCookies(app: FastifyInstance, config: AppConfig) {
  app.decorate('httpsOrigin', publicOriginOf(config).startsWith('https:'));
  await app.register(fastifyCookie);
}

/** Whether cookies set on answers to this request must be `Secure`. */
export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.httpsOrigin === true;
}

/** The options of a cookie set on the answer to `request`. */
export function cookieOptions(
  request: FastifyRequest,
  { readable = false, maxAge, expires }: CookieKind = {},
): CookieSerializeOptions & { secure: boolean } {
  return {
    path: '/',
    sameSite: 'lax',
    httpOnly: !readable,
    secure: secureCookies(request),
    ...(maxAge === undefined ? {} : { maxAge }),
    ...(expires === undefined ? {} : { expires }),
  };
}
