import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: session cookies and password reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table grants no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token we issued is 43 base64url characters; anything else is not looked up. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
