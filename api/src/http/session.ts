import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens';
import type { SessionsRepository } from '../repositories/sessions';
import type { UserRow } from '../repositories/users';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` / `requireAdmin` (null before). */
    user: UserRow | null;
    sessionId: number | null;
  }
}

export const SESSION_COOKIE = 'session';
/** Readable by the shell: profile and cart are fetched only when it is not 'false' (SPEC §4). */
export const LOGGED_IN_COOKIE = 'logged_in';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session used in its last 15 days is extended to a fresh 30. */
const RENEW_BELOW_MS = 15 * 24 * 60 * 60 * 1000;

/** Sessions: opaque token in an httpOnly cookie, sha256 of it in the `sessions` table. */
export class SessionManager {
  constructor(private readonly sessions: SessionsRepository) {}

  private setCookies(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
    const secure = request.protocol === 'https';
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires,
    });
    reply.setCookie(LOGGED_IN_COOKIE, 'true', { path: '/', sameSite: 'lax', secure, expires });
  }

  clearCookies(request: FastifyRequest, reply: FastifyReply) {
    const secure = request.protocol === 'https';
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    reply.setCookie(LOGGED_IN_COOKIE, 'false', {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: SESSION_TTL_MS / 1000,
    });
  }

  async start(request: FastifyRequest, reply: FastifyReply, user: UserRow, tx?: Database) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const session = await this.sessions.create(
      {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip.slice(0, 64),
      },
      tx,
    );
    request.user = user;
    request.sessionId = session.id;
    this.setCookies(request, reply, token, expiresAt);
  }

  /** Loads the session named by the cookie (once per request); null when absent or expired. */
  async load(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    if (request.user) return request.user;
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined) return null;
    const found = isWellFormedToken(token)
      ? await this.sessions.findValid(hashToken(token), new Date())
      : null;
    if (!found) {
      // A stale cookie: tell the shell it is logged out so it stops asking.
      this.clearCookies(request, reply);
      return null;
    }
    request.user = found.user;
    request.sessionId = found.session.id;
    if (found.session.expiresAt.getTime() - Date.now() < RENEW_BELOW_MS) {
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await this.sessions.extend(found.session.id, expiresAt);
      this.setCookies(request, reply, token, expiresAt);
    }
    return found.user;
  }

  async end(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (isWellFormedToken(token)) await this.sessions.deleteByTokenHash(hashToken(token));
    request.user = null;
    request.sessionId = null;
    this.clearCookies(request, reply);
  }

  /** preHandler: 401 without a valid session; attaches `request.user`. */
  readonly requireUser = async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
    const user = await this.load(request, reply);
    if (!user) throw new HttpError(401, 'unauthenticated');
  };

  /** preHandler for admin routes: 401 without a session, 403 for a customer. */
  readonly requireAdmin = async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
    const user = await this.load(request, reply);
    if (!user) throw new HttpError(401, 'unauthenticated');
    if (user.role !== 'admin') throw new HttpError(403, 'forbidden');
  };
}

/** The user `requireUser` attached; a route without the guard gets a 401 instead of a crash. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'unauthenticated');
  return request.user;
}
