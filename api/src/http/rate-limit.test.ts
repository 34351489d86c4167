import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max hits per window, then refuses until the window resets', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('ip:1').allowed)).toEqual([true, true, true]);
    const refused = limiter.hit('ip:1');
    expect(refused).toEqual({ allowed: false, retryAfter: 60 });
    expect(limiter.hit('ip:2').allowed).toBe(true);
    now += 59_000;
    expect(limiter.hit('ip:1')).toEqual({ allowed: false, retryAfter: 1 });
    now += 1_000;
    expect(limiter.hit('ip:1').allowed).toBe(true);
  });
});
