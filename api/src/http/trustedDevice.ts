import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from './cookies';

/** The browser an account last signed in on: `<issued ms>.<hmac of account and instant>`. */
export const DEVICE_COOKIE = 'mp_device';

/** How long a browser stays known after a sign-in (a customer's absolute session limit). */
export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Browsers an account has signed in on before. While strangers guess at an account, its
 * attempts wait in line (http/login-throttle.ts) and a full line is refused for a while; an
 * attempt from a browser the owner signed in on skips the line, so guessing from anywhere else
 * cannot keep the owner out (docs/architecture.md §5.1, OWASP's "device cookies"). The mark names
 * the account only through an HMAC with the installation's secret: it says nothing of the
 * account to whoever reads it, and is worth nothing for any other account. A mark that fails
 * a few times is treated as any other browser (`LoginThrottle`).
 */
export class TrustedDevices {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private mac(account: string, issued: string): Buffer {
    return createHmac('sha256', this.key).update(`device:${account}:${issued}`).digest();
  }

  /** Marks the browser of `request` as one `email`'s owner signed in on. */
  issue(request: FastifyRequest, reply: FastifyReply, email: string) {
    const issued = String(this.now());
    const value = `${issued}.${this.mac(email.trim().toLowerCase(), issued).toString('hex')}`;
    reply.setCookie(DEVICE_COOKIE, value, cookieOptions(request, { maxAge: DEVICE_TTL_MS / 1000 }));
  }

  /**
   * The mark's id (for counting its failures) when the request carries a fresh, valid mark for
   * `email`'s account; null otherwise.
   */
  markFor(request: FastifyRequest, email: string): string | null {
    const [issued = '', mac = ''] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
    if (!/^\d{1,15}$/.test(issued) || !/^[0-9a-f]{64}$/.test(mac)) return null;
    if (Number(issued) + DEVICE_TTL_MS < this.now()) return null;
    const expected = this.mac(email.trim().toLowerCase(), issued);
    if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return null;
    return mac.slice(0, 32);
  }
}
