import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, isStaffRole, type StaffPermission } from '@mealprep/shared/staff';
import { publicOriginOf, type AppConfig } from '../config';
import type { Database } from '../db';
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens';
import type { SessionsRepository } from '../repositories/sessions';
import type { UserRow } from '../repositories/users';
import { cookieOptions } from './cookies';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` / `requireStaff` (null before). */
    user: UserRow | null;
    sessionId: number | null;
  }
}

export const SESSION_COOKIE = 'session';
/** Readable by the shell: profile and cart are fetched only when it is not 'false' (docs/spec.md §4). */
export const LOGGED_IN_COOKIE = 'logged_in';
/** How long the browser keeps `logged_in=false` after a sign-out. */
const LOGGED_OUT_MARKER_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether answers travel over TLS: the request says so, or the shop's public origin is https. */
export function isSecureRequest(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicOrigin' | 'port'>,
): boolean {
  return request.protocol === 'https' || publicOriginOf(config).startsWith('https:');
}

/**
 * Sessions: opaque token in an httpOnly cookie, sha256 of it in the `sessions` table. Each
 * role has an idle limit (`expires_at`, pushed forward as the session is used) and an absolute
 * one (from sign-in, never pushed): customers stay signed in for weeks, admins for a shift.
 */
export class SessionManager {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly config: Pick<AppConfig, 'sessions' | 'publicOrigin' | 'port'>,
  ) {}

  private lifetime(user: UserRow) {
    // Staff work shifts: every staff role has the admin's short lifetime.
    return this.config.sessions[user.role === 'customer' ? 'customer' : 'admin'];
  }

  /** The idle expiry from `now`, never past the absolute end. */
  private expiryFrom(user: UserRow, createdAt: Date, now: number): Date {
    const { idleMs, absoluteMs } = this.lifetime(user);
    return new Date(Math.min(now + idleMs, createdAt.getTime() + absoluteMs));
  }

  /**
   * The cookies live as long as the session, counted from now: Max-Age, which browsers follow
   * over Expires. A browser whose clock differs from the server's (a phone set an hour wrong, a
   * test browser) would keep a cookie that only has the server's date too long, or drop it at
   * once. Expires stays for clients that know no Max-Age.
   */
  private setCookies(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
    const maxAge = Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000));
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, { expires, maxAge }));
    reply.setCookie(
      LOGGED_IN_COOKIE,
      'true',
      cookieOptions(request, { readable: true, expires, maxAge }),
    );
  }

  clearCookies(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    reply.setCookie(
      LOGGED_IN_COOKIE,
      'false',
      cookieOptions(request, { readable: true, maxAge: LOGGED_OUT_MARKER_MS / 1000 }),
    );
  }

  async start(request: FastifyRequest, reply: FastifyReply, user: UserRow, tx?: Database) {
    const token = newToken();
    const now = Date.now();
    const expiresAt = this.expiryFrom(user, new Date(now), now);
    const session = await this.sessions.create(
      {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        // The absolute limit counts from this moment on the app's clock, the clock its expiries
        // are computed on (not the database server's `now()`, which may differ).
        createdAt: new Date(now),
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
    const now = Date.now();
    const lifetime = found ? this.lifetime(found.user) : null;
    if (found && lifetime && found.session.createdAt.getTime() + lifetime.absoluteMs <= now) {
      // Past its absolute limit: gone for good, however recently it was used.
      await this.sessions.deleteByTokenHash(found.session.tokenHash);
    } else if (found && lifetime) {
      request.user = found.user;
      request.sessionId = found.session.id;
      // Pushed forward once half the idle time is used (so a busy session writes rarely), or
      // up to the absolute end once that is nearer.
      const expiresAt = this.expiryFrom(found.user, found.session.createdAt, now);
      const gain = expiresAt.getTime() - found.session.expiresAt.getTime();
      const absoluteEnd = found.session.createdAt.getTime() + lifetime.absoluteMs;
      if (gain >= lifetime.idleMs / 2 || (gain > 0 && expiresAt.getTime() === absoluteEnd)) {
        await this.sessions.extend(found.session.id, expiresAt);
        this.setCookies(request, reply, token, expiresAt);
      }
      return found.user;
    }
    // A stale cookie: tell the shell it is logged out so it stops asking.
    this.clearCookies(request, reply);
    return null;
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

  /**
   * preHandler for a staff route (docs/architecture.md §9.8): 401 without a session, 403 for a
   * customer or a staff role without the permission.
   */
  requireStaff(permission: StaffPermission) {
    return async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
      const user = await this.load(request, reply);
      if (!user) throw new HttpError(401, 'unauthenticated');
      if (!can(user.role, permission)) throw new HttpError(403, 'forbidden');
    };
  }

  /** preHandler for any staff member (their own account, the orders board's reading). */
  readonly requireAnyStaff = async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
    const user = await this.load(request, reply);
    if (!user) throw new HttpError(401, 'unauthenticated');
    if (!isStaffRole(user.role)) throw new HttpError(403, 'forbidden');
  };
}

/** The user `requireUser` attached; a route without the guard gets a 401 instead of a crash. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'unauthenticated');
  return request.user;
}
