import { sql } from 'drizzle-orm';
import {
  buildTestApp,
  cookieHeader,
  loginAdmin,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  uniqueIp,
  validRegistration,
  waitForMail,
  type TestApp,
} from '../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const get = (url: string, cookie = '') => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** Moves the user's sessions back in time, as if signed in `ago` ms before now. */
async function signedInAgo(email: string, ago: number, expiresIn: number) {
  await t.db.execute(sql`
    update sessions set created_at = ${new Date(Date.now() - ago).toISOString()}::timestamptz,
      expires_at = ${new Date(Date.now() + expiresIn).toISOString()}::timestamptz
    where user_id = (select id from users where lower(email) = lower(${email}))`);
}

describe('session lifetimes', () => {
  it('gives an admin session 30 idle minutes and ends it 12 hours after sign-in', async () => {
    const before = Date.now();
    const cookie = await loginAdmin(t.app);
    const me = await get('/api/v1/admin/me', cookie);
    expect(me.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: 'admin@test.mealprep.my', password: 'admin-password-for-tests' },
      remoteAddress: uniqueIp(),
    });
    const session = login.cookies.find((c) => c.name === 'session');
    expect(session?.expires).toBeDefined();
    const idle = (session?.expires?.getTime() ?? 0) - before;
    expect(idle).toBeGreaterThan(29 * 60 * 1000);
    expect(idle).toBeLessThanOrEqual(31 * 60 * 1000);
    // Counted from now too, for a browser whose clock is not the server's.
    expect(session?.maxAge).toBeGreaterThan(29 * 60);
    expect(session?.maxAge).toBeLessThanOrEqual(30 * 60);

    // Used all day long (the idle expiry kept moving), but signed in 12 hours ago: over.
    await signedInAgo('admin@test.mealprep.my', 12 * HOUR + 60_000, 20 * 60 * 1000);
    expect((await get('/api/v1/admin/me', cookie)).statusCode).toBe(401);
    expect((await get('/api/v1/admin/me', cookieHeader(login))).statusCode).toBe(401);
  });

  it('keeps a customer 30 idle days, never past 90 days from sign-in', async () => {
    const customer = await registerCustomer(t.app);
    // Signed in 80 days ago and still active: renewed, but only up to day 90.
    await signedInAgo(customer.email, 80 * DAY, DAY);
    const renewed = await get('/api/v1/user/profile', customer.cookie);
    expect(renewed.statusCode).toBe(200);
    const expires = renewed.cookies.find((c) => c.name === 'session')?.expires?.getTime() ?? 0;
    expect(Math.abs(expires - (Date.now() + 10 * DAY))).toBeLessThan(60_000);

    await signedInAgo(customer.email, 90 * DAY + 60_000, 10 * DAY);
    const ended = await get('/api/v1/user/profile', customer.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.cookies.find((c) => c.name === 'logged_in')?.value).toBe('false');
  });
});

describe('Cache-Control on private answers', () => {
  it('answers no-store for every signed-in, admin and sign-in answer, errors included', async () => {
    const customer = await registerCustomer(t.app);
    const admin = await loginAdmin(t.app);
    const privateAnswers = [
      await get('/api/v1/user/profile', customer.cookie),
      await get('/api/v1/user/profile'),
      await get('/api/v1/admin/logs', admin),
      await get('/api/v1/admin/me', customer.cookie),
      await get('/api/v1/user_preferences/questions/meal_prefences', customer.cookie),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: customer.email, password: customer.password },
        remoteAddress: uniqueIp(),
      }),
    ];
    expect(privateAnswers.map((response) => response.headers['cache-control'])).toEqual(
      privateAnswers.map(() => 'no-store'),
    );
    expect((await get('/api/v1/menu')).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('forgot-password timing', () => {
  // What makes the timing equal is the order: the answer goes out before the account is even
  // looked up, so nothing the account causes (token, mail) can be in its time. This checks
  // that order on the database rather than in milliseconds, which a busy machine blurs.
  it('answers a registered e-mail before its reset token and mail exist (the mail comes after)', async () => {
    const customer = await registerCustomer(t.app);
    const tokens = async () => {
      const result: unknown = await t.db.execute(sql`
        select count(*)::int as count from password_resets
        where user_id = (select id from users where lower(email) = lower(${customer.email}))`);
      return Number((result as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    };
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email },
        remoteAddress: uniqueIp(),
      });

    const known = await ask(customer.email);
    const tokensWhenAnswered = await tokens();
    const unknown = await ask(uniqueEmail('nobody'));

    expect(known.statusCode).toBe(200);
    expect(tokensWhenAnswered).toBe(0);
    expect(known.body).toBe(unknown.body);
    await waitForMail(t.db, customer.email, 'password_reset');
    expect(await tokens()).toBe(1);
  });
});

describe('an https public origin without TRUST_PROXY', () => {
  let secure: TestApp;

  beforeAll(async () => {
    secure = await buildTestApp({ publicOrigin: 'https://shop.example.my', trustProxy: false });
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await secure.close();
  }, SETUP_TIMEOUT);

  it('sends HSTS and marks the session cookies Secure', async () => {
    const register = await secure.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { host: 'shop.example.my' },
      payload: validRegistration(),
      remoteAddress: uniqueIp(),
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    for (const name of ['session', 'logged_in']) {
      expect(register.cookies.find((c) => c.name === name)?.secure).toBe(true);
    }
  });
});
