import { createTestDatabase, SETUP_TIMEOUT, type TestDatabase } from '../test/helper';
import { native } from '../test/native';

const { RateLimitStore, RateLimiter } = native.rateLimit;
const { openDatabase } = native.db;

describe('RateLimiter (counters in the database)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await database.drop();
  });

  it('allows max hits per window, then refuses until the window resets; survives a restart', async () => {
    let now = 1_800_000_000_000; // a window boundary for 60 s windows
    let handle = await openDatabase(database);
    let limiter = new RateLimiter(new RateLimitStore(handle.db, () => now), 3, 60_000);
    const allowed = [];
    for (let i = 0; i < 3; i += 1) allowed.push((await limiter.hit('ip:1')).allowed);
    expect(allowed).toEqual([true, true, true]);
    expect(await limiter.hit('ip:1')).toEqual({ allowed: false, count: 4, retryAfter: 60 });
    expect((await limiter.hit('ip:2')).allowed).toBe(true);
    expect(await limiter.check('ip:2')).toMatchObject({ allowed: true, count: 2 });

    // A new process on the same database sees the same count.
    await handle.close();
    handle = await openDatabase(database);
    limiter = new RateLimiter(new RateLimitStore(handle.db, () => now), 3, 60_000);
    now += 59_000;
    expect(await limiter.hit('ip:1')).toEqual({ allowed: false, count: 5, retryAfter: 1 });
    now += 1_000;
    expect((await limiter.hit('ip:1')).allowed).toBe(true);

    // Ended windows are swept.
    const store = new RateLimitStore(handle.db, () => now);
    now += 120_000;
    await store.sweep(now, true);
    expect((await limiter.check('ip:1')).count).toBe(1);
    await handle.close();
  }, 60_000);
});
