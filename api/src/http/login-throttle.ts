import type { FastifyReply } from 'fastify';
import { refuse, type RateLimiter } from './rate-limit';

export interface LoginThrottleOptions {
  /** Wrong passwords for one account from one address, per `pair` window, before a 429. */
  pair: RateLimiter;
  /** Wrong passwords for one account from any address, per window (never a 429 on its own). */
  account: RateLimiter;
  /** Failures on an account before its attempts are slowed down. */
  freeFailures: number;
  /** The first slowed attempt waits this long; each further failure doubles it up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Password guessing without a lock-out. Every address has its own budget (an `onRequest` limit),
 * and each (address, account) pair may fail a few times before it gets a 429; neither is touched
 * by anyone else's attempts. What strangers' failures on an account do is slow its attempts down
 * (a delay that doubles with each failure, capped), from every address alike: the owner's correct
 * password from another address still signs in, only later. Accounts are keyed by the
 * lower-cased e-mail, known to the shop or not, so the answer says nothing about which exist.
 */
export class LoginThrottle {
  constructor(private readonly options: LoginThrottleOptions) {}

  private keys(scope: string, ip: string, email: string) {
    const account = email.trim().toLowerCase();
    return { pair: `${scope}-pair:${ip}:${account}`, account: `${scope}-account:${account}` };
  }

  /** The delay an attempt waits after `failures` wrong passwords on its account. */
  delayFor(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures < freeFailures) return 0;
    const doublings = Math.min(failures - freeFailures, 20);
    return Math.min(maxDelayMs, baseDelayMs * 2 ** doublings);
  }

  /** Before checking the password: a 429 for a pair over its budget, else the account's delay. */
  async before(scope: string, ip: string, email: string, reply: FastifyReply) {
    const keys = this.keys(scope, ip, email);
    const [pair, account] = await Promise.all([
      this.options.pair.check(keys.pair),
      this.options.account.check(keys.account),
    ]);
    refuse(pair, reply);
    const delay = this.delayFor(account.count - 1);
    if (delay > 0) await sleep(delay);
  }

  /** A wrong password (or an unknown account): counts against the pair and the account. */
  async failed(scope: string, ip: string, email: string) {
    const keys = this.keys(scope, ip, email);
    await Promise.all([this.options.pair.hit(keys.pair), this.options.account.hit(keys.account)]);
  }

  /** A correct password: the address's failures on this account are forgiven. */
  async succeeded(scope: string, ip: string, email: string) {
    await this.options.pair.clear(this.keys(scope, ip, email).pair);
  }
}
