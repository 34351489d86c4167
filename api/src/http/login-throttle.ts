import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse, TooManyRequestsError, type RateLimiter, type RateLimitStore } from './rate-limit';
import type { TrustedDevices } from './trustedDevice';

export interface LoginThrottleOptions {
  /** Wrong passwords for one account from one address, per `pair` window, before a 429. */
  pair: RateLimiter;
  /** Wrong passwords for one account from any address, per window (never a 429 on its own). */
  account: RateLimiter;
  /** Wrong passwords from one known browser on its account before it waits in line too. */
  device: RateLimiter;
  /** Where the account's turns are booked (`bookTurn`), shared by every API process. */
  turns: RateLimitStore;
  devices: TrustedDevices;
  /** Failures on an account before its attempts are slowed down. */
  freeFailures: number;
  /** The first slowed attempt waits this long; each further failure doubles it up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How far ahead an account's turns may be booked; an attempt beyond it gets a 429. */
  queueMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password guessing without a lock-out. Every address has its own budget (an `onRequest` limit),
 * and each (address, account) pair may fail a few times before it gets a 429; neither is touched
 * by anyone else's attempts. What strangers' failures on an account do is slow its attempts down
 * (a delay that doubles with each failure, capped), from every address alike.
 *
 * The delay is a rate, not a pause each request sits out side by side with the others: every
 * slowed attempt books the account's next turn in the database (`bookTurn`), one delay after the
 * turn booked before it, and waits for it. So n guesses sent at once, from any number of
 * addresses, to any number of API processes, take n delays. Attempts are counted when they
 * start (and taken back when the password was right), so guesses in flight count too: sent
 * together, they cannot all be checked at the delay of the first.
 *
 * Turns are booked at most `queueMs` ahead; an attempt past that gets a 429 with the time a turn
 * frees up, and is not counted. The owner is never kept out: from a browser where they signed in
 * before (`TrustedDevices`), an attempt skips the line, and anywhere else the line is short
 * (`queueMs`). Accounts are keyed by the lower-cased e-mail, known to the shop or not, so the
 * answer says nothing about which exist.
 */
export class LoginThrottle {
  constructor(private readonly options: LoginThrottleOptions) {}

  private keys(scope: string, ip: string, email: string, device: string | null) {
    const account = email.trim().toLowerCase();
    return {
      pair: `${scope}-pair:${ip}:${account}`,
      account: `${scope}-account:${account}`,
      turn: `${scope}-turn:${account}`,
      device: device === null ? null : `${scope}-device:${device}`,
    };
  }

  /** The delay an attempt waits after `failures` wrong passwords on its account. */
  delayFor(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures < freeFailures) return 0;
    const doublings = Math.min(failures - freeFailures, 20);
    return Math.min(maxDelayMs, baseDelayMs * 2 ** doublings);
  }

  /**
   * Before checking the password: a 429 for a pair over its budget; else the attempt is counted
   * against the pair and the account and, once the account is being guessed at, waits for its
   * turn (a browser the owner signed in on does not). Follow with `succeeded` on a right password.
   */
  async before(scope: string, request: FastifyRequest, email: string, reply: FastifyReply) {
    const { options } = this;
    const mark = options.devices.markFor(request, email);
    const keys = this.keys(scope, request.ip, email, mark);
    refuse(await options.pair.hit(keys.pair), reply);
    const account = await options.account.hit(keys.account);
    if (keys.device !== null && (await options.device.hit(keys.device)).allowed) return;
    const delay = this.delayFor(account.count - 1);
    if (delay === 0) return;
    const turn = await options.turns.bookTurn(keys.turn, delay, options.queueMs);
    if (!turn.booked) {
      // Not tried, so not counted: the owner who comes back later has lost nothing.
      await Promise.all([options.pair.undo(keys.pair), options.account.undo(keys.account)]);
      const seconds = Math.max(1, Math.ceil((turn.at - options.turns.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new TooManyRequestsError(seconds);
    }
    const wait = turn.at - options.turns.now();
    if (wait > 0) await sleep(wait);
  }

  /** A correct password: the attempt is no failure, and the address's failures are forgiven. */
  async succeeded(scope: string, request: FastifyRequest, email: string) {
    const { options } = this;
    const keys = this.keys(scope, request.ip, email, options.devices.markFor(request, email));
    await Promise.all([
      options.pair.clear(keys.pair),
      options.account.undo(keys.account),
      keys.device === null ? undefined : options.device.clear(keys.device),
    ]);
  }

  /** After a sign-in: this browser is one the owner uses, and skips the line from now on. */
  trustBrowser(request: FastifyRequest, reply: FastifyReply, email: string) {
    this.options.devices.issue(request, reply, email);
  }
}
