import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in this process's memory. With several API replicas each counts on
 * its own (a limit of N per replica); a shared store (a table or Redis) would implement the same
 * `hit`. Expired windows are swept as new keys arrive, so memory stays bounded by traffic.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.max,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'tooManyRequests', { seconds: retryAfter });
  }
}

function enforce(limiter: RateLimiter, key: string, reply: FastifyReply) {
  const result = limiter.hit(key);
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfter));
    throw new TooManyRequestsError(result.retryAfter);
  }
}

/** `onRequest` hook: counts every attempt from an address, valid body or not. */
export function limitPerIp(limiter: RateLimiter, scope: string) {
  return async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
    enforce(limiter, `${scope}:${request.ip}`, reply);
  };
}

/** `preHandler` hook (after validation): counts attempts on one account, whatever the address. */
export function limitPerEmail(limiter: RateLimiter, scope: string) {
  return async <R extends FastifyRequest>(request: R, reply: FastifyReply) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string') enforce(limiter, `${scope}:${email.toLowerCase()}`, reply);
  };
}
