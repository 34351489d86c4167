import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { rateLimits } from '../db/tables/security';
import { HttpError } from './errors';

/** The `window_start` of a key's row of booked turns (`bookTurn`): one row per key. */
const TURN_ROW = 0;

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters in the `rate_limits` table, so a limit of N holds across every API
 * process and survives a restart: one upsert per hit (`ON CONFLICT ... DO UPDATE ... RETURNING
 * count`), atomic in PostgreSQL and PGlite alike. Expired windows are swept now and then.
 */
export class RateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    readonly now: () => number = Date.now,
  ) {}

  /** Adds `amount` to the key's current window and answers the new count. */
  async add(
    key: string,
    windowMs: number,
    amount = 1,
  ): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const resetAt = windowStart + windowMs;
    await this.sweep(now);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: amount, expiresAt: new Date(resetAt) })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + ${amount}` },
      })
      .returning({ count: rateLimits.count });
    return { count: row?.count ?? amount, resetAt };
  }

  /** The key's count in the current window, without counting. */
  async peek(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`)
      .limit(1);
    return { count: row?.count ?? 0, resetAt: windowStart + windowMs };
  }

  /**
   * Takes back one hit of the key's current window (an attempt counted ahead that succeeded);
   * never below zero, and a window that has ended is left as it was.
   */
  async subtract(key: string, windowMs: number) {
    const windowStart = Math.floor(this.now() / windowMs) * windowMs;
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart} and ${rateLimits.count} > 0`,
      );
  }

  /**
   * Books the key's next turn: `spacingMs` after the turn booked last, or after now when that
   * one has passed, unless the turn would be more than `horizonMs` away. The last turn booked is
   * the row's `expires_at` (the row is swept once it has come), pushed forward by one upsert, so
   * callers in any number of processes queue up one behind the other (docs/architecture.md §5.1).
   * Not booked: `at` is when a turn would fit again.
   */
  async bookTurn(
    key: string,
    spacingMs: number,
    horizonMs: number,
  ): Promise<{ booked: boolean; at: number }> {
    const now = this.now();
    const lastMs = sql`(extract(epoch from ${rateLimits.expiresAt}) * 1000)`;
    const next = sql`greatest(${lastMs}, ${now}::double precision) + ${spacingMs}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: TURN_ROW, count: 1, expiresAt: new Date(now + spacingMs) })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: {
          count: sql`${rateLimits.count} + 1`,
          expiresAt: sql`to_timestamp((${next}) / 1000.0)`,
        },
        setWhere: sql`${next} <= ${now + horizonMs}`,
      })
      .returning({ at: lastMs });
    if (row) return { booked: true, at: Math.round(Number(row.at)) };
    const [last] = await this.db
      .select({ at: lastMs })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${TURN_ROW}`)
      .limit(1);
    const lastTurn = last ? Number(last.at) : now;
    return { booked: false, at: Math.round(lastTurn + spacingMs - horizonMs) };
  }

  /** Forgets the key's current window (e.g. an address's failures after a correct password). */
  async clear(key: string) {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  /** Deletes windows that ended; at most once a minute per process. */
  async sweep(now = this.now(), force = false) {
    if (!force && now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
  }
}

/** At most `max` hits per key in each window of `windowMs`, counted in the shared store. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private result(count: number, resetAt: number): RateLimitResult {
    return {
      allowed: count <= this.max,
      count,
      retryAfter: Math.max(1, Math.ceil((resetAt - this.store.now()) / 1000)),
    };
  }

  /** Counts one hit and says whether it is within the limit. */
  async hit(key: string): Promise<RateLimitResult> {
    const { count, resetAt } = await this.store.add(key, this.windowMs);
    return this.result(count, resetAt);
  }

  /** Says whether one more hit would be within the limit, without counting it. */
  async check(key: string): Promise<RateLimitResult> {
    const { count, resetAt } = await this.store.peek(key, this.windowMs);
    return this.result(count + 1, resetAt);
  }

  /** Takes back one hit counted ahead, for an attempt that turned out well. */
  async undo(key: string) {
    await this.store.subtract(key, this.windowMs);
  }

  async clear(key: string) {
    await this.store.clear(key);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'tooManyRequests', { seconds: retryAfter });
  }
}

/** Throws the translated 429 (with `Retry-After`) for a refused result. */
export function refuse(result: RateLimitResult, reply: FastifyReply) {
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfter));
  throw new TooManyRequestsError(result.retryAfter);
}

/** `onRequest` hook: counts every attempt from an address, valid body or not. */
export function limitPerIp(limiter: RateLimiter, scope: string) {
  return async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
    refuse(await limiter.hit(`${scope}:${request.ip}`), reply);
  };
}
