import { hashToken } from '../../lib/tokens';
import { native } from '../../test/native';
import {
  buildTestApp,
  TEST_ADMIN,
  cookieHeader,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  uniqueIp,
  validRegistration,
  verifyEmail,
  waitForMail,
  type TestApp,
} from '../../test/helper';

let t: TestApp;

/** Strangers' failures on an account slow its attempts down by up to this much (a fast test). */
const SLOW_DOWN_MAX_MS = 150;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const defaults = native.config.loadConfig({}).rateLimits;
  // Windows of a day: the counters are fixed windows aligned on the clock, and a limit test that
  // straddled a 15-minute (or minute) boundary saw its count start again (a flake at 15:00).
  // Every test uses addresses and accounts of its own, so longer windows change nothing else.
  t = await buildTestApp({
    rateLimits: {
      ...defaults,
      windowMs: DAY_MS,
      pairWindowMs: DAY_MS,
      accountWindowMs: DAY_MS,
      accountBaseDelayMs: 50,
      accountMaxDelayMs: SLOW_DOWN_MAX_MS,
    },
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

describe('register → login → profile → update → password → logout', () => {
  it('walks the whole account life cycle', async () => {
    const { app } = t;
    const ip = uniqueIp();
    const body = validRegistration();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
      remoteAddress: ip,
    });
    expect(registered.statusCode).toBe(201);
    const profile = registered.json().data;
    expect(profile).toMatchObject({
      email: body.email,
      role: 'customer',
      first_name: 'Siti',
      phone_no: '0123456789',
      gender: 'F',
      country_code: 'MY',
      profile_image: null,
      email_notifications: true,
    });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile).not.toHaveProperty('passwordHash');
    const session = registered.cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(registered.cookies.find((c) => c.name === 'logged_in')?.value).toBe('true');

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email.toUpperCase(), password: body.password },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(200);
    let cookie = cookieHeader(login);

    const me = await app.inject({ url: '/api/v1/user/profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(profile.id);

    const newEmail = uniqueEmail('renamed');
    const update = await app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: { cookie },
      payload: {
        ...validRegistration({ email: newEmail, first_name: 'Aminah' }),
        current_password: body.password,
        email_notifications: false,
      },
    });
    expect(update.statusCode).toBe(200);
    // The new address is pending until the link mailed there is opened (docs/accounts.md).
    expect(update.json().data).toMatchObject({
      email: body.email,
      pending_email: newEmail,
      first_name: 'Aminah',
      email_notifications: false,
    });
    await verifyEmail(app, newEmail);

    const change = await app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: { cookie },
      payload: {
        old_password: body.password,
        password: 'another-pass',
        password_confirmation: 'another-pass',
      },
    });
    expect(change.statusCode).toBe(200);

    const relogin = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: newEmail, password: 'another-pass' },
      remoteAddress: ip,
    });
    expect(relogin.statusCode).toBe(200);
    cookie = cookieHeader(relogin, cookie);

    const logout = await app.inject({ url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: null });
    expect(logout.cookies.find((c) => c.name === 'logged_in')?.value).toBe('false');
    const after = await app.inject({ url: '/api/v1/user/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: true, errors: {} });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/v1/user/profile' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a duplicate e-mail in any case with a field error', async () => {
    const customer = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: validRegistration({ email: customer.email.toUpperCase() }),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This e-mail address is already registered.'],
    });
  });
});

describe('validation', () => {
  it('answers 422 with every field’s message, in English by default', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
        first_name: 42,
        gender: 'X',
        country_code: 'SG',
        date_of_birth: '2030-01-01',
        phone_no: ['0123456789'],
      },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe(true);
    expect(body.message).toBe('Some details need correcting: see the message at each field.');
    expect(body.errors).toEqual({
      email: ['Enter a valid e-mail address.'],
      password: ['This field must be at least 12 characters.'],
      // yup checks allowed values first: a mismatch is the only message then.
      password_confirmation: ['The password confirmation does not match.'],
      first_name: ['This field must be text.'],
      last_name: ['This field is required.'],
      phone_no: ['This field must be text.'],
      date_of_birth: ['The date must be in the past.'],
      gender: ['Gender must be M or F.'],
      country_code: ['Only Malaysia (MY) is supported.'],
    });
  });

  it('translates messages into Bahasa Malaysia from Accept-Language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'ms' },
      payload: { email: '', password: '123' },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: true,
      message: 'Beberapa butiran perlu dibetulkan: lihat mesej pada setiap medan.',
      errors: {
        email: ['Medan ini diperlukan.'],
        password: ['Medan ini mestilah sekurang-kurangnya 8 aksara.'],
      },
    });
  });

  it.each([null, [], 'text', 42])(
    'answers a %p body with 422 naming the required fields',
    async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
    },
  );

  it('caps huge strings with a 422, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: validRegistration({
        first_name: 'x'.repeat(100_000),
        email: `${'a'.repeat(300)}@example.my`,
      }),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.first_name).toEqual([
      'This field may not be longer than 100 characters.',
    ]);
    expect(response.json().errors.email).toContain(
      'This field may not be longer than 254 characters.',
    );
  });
});

describe('login', () => {
  it('gives the same generic answer for a wrong password and an unknown e-mail', async () => {
    const customer = await registerCustomer(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: customer.email, password: 'wrong-password' },
      remoteAddress: uniqueIp(),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      remoteAddress: uniqueIp(),
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('keeps customers and admins on their own login routes', async () => {
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: TEST_ADMIN,
      remoteAddress: uniqueIp(),
    });
    expect(asCustomer.statusCode).toBe(422);
    const customer = await registerCustomer(t.app);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: customer.email, password: customer.password },
      remoteAddress: uniqueIp(),
    });
    expect(asAdmin.statusCode).toBe(422);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: TEST_ADMIN,
      remoteAddress: uniqueIp(),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
  });

  it('refuses an address that keeps failing on one account with a translated 429', async () => {
    const customer = await registerCustomer(t.app);
    const ip = uniqueIp();
    const attempt = (password: string, from = ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'accept-language': 'ms-MY' },
        payload: { email: customer.email, password },
        remoteAddress: from,
      });
    // Five wrong passwords per (address, account); the sixth try from there is refused, even
    // with the right password, while the same account from elsewhere is untouched.
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(422);
    const limited = await attempt(customer.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      error: true,
      message: expect.stringMatching(
        /^Terlalu banyak percubaan\. Sila cuba lagi dalam \d+ saat\.$/,
      ),
      errors: {},
    });
    expect((await attempt(customer.password, uniqueIp())).statusCode).toBe(200);
  });

  it('never lets strangers lock the owner out: 50 wrong tries from 10 addresses, the owner and the admin still sign in', async () => {
    const customer = await registerCustomer(t.app);
    const strangers = Array.from({ length: 10 }, () => uniqueIp());
    const guess = (path: string, email: string, from: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: { email, password: 'guess-password' },
        remoteAddress: from,
      });
    const statuses: number[] = [];
    for (const [path, email] of [
      ['/api/v1/auth/login', customer.email],
      ['/api/v1/admin/login', TEST_ADMIN.email],
    ] as const) {
      for (let round = 0; round < 5; round += 1) {
        for (const from of strangers) statuses.push((await guess(path, email, from)).statusCode);
      }
      // Each stranger's address is now refused on that account...
      expect((await guess(path, email, strangers[0] ?? '')).statusCode).toBe(429);
    }
    expect(statuses.filter((status) => status === 422)).toHaveLength(100);

    // ...but the owner, from an address of their own, signs in: slowed down, not locked out.
    const started = Date.now();
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: customer.email, password: customer.password },
      remoteAddress: uniqueIp(),
    });
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_MAX_MS);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: TEST_ADMIN,
      remoteAddress: uniqueIp(),
    });
    expect(admin.statusCode).toBe(200);
  }, 120_000);

  it('rate limits attempts from one address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: uniqueEmail(), password: 'whatever-1' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sessions and cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const customer = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: { cookie: customer.cookie, origin: 'https://evil.example' },
      payload: validRegistration({ email: customer.email }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: true, errors: {} });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: { cookie: customer.cookie, origin: 'http://localhost:80' },
      payload: validRegistration({ email: customer.email }),
    });
    expect(own.statusCode).toBe(200);
    const publicOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: { cookie: customer.cookie, origin: 'http://shop.test' },
      payload: validRegistration({ email: customer.email }),
    });
    expect(publicOrigin.statusCode).toBe(200);
  });

  it('refuses a logout triggered by another site', async () => {
    const customer = await registerCustomer(t.app);
    const response = await t.app.inject({
      url: '/api/logout',
      headers: { cookie: customer.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    const still = await t.app.inject({
      url: '/api/v1/user/profile',
      headers: { cookie: customer.cookie },
    });
    expect(still.statusCode).toBe(200);
  });

  it('treats a forged or stale cookie as logged out and says so in logged_in', async () => {
    const response = await t.app.inject({
      url: '/api/v1/user/profile',
      headers: { cookie: `session=${'A'.repeat(43)}; logged_in=true` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'logged_in')?.value).toBe('false');
  });

  it('refuses to update the e-mail to another customer’s', async () => {
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: { cookie: second.cookie },
      payload: validRegistration({
        email: first.email.toUpperCase(),
        current_password: second.password,
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This e-mail address is already registered.'],
    });
  });

  it('checks the old password before changing it', async () => {
    const customer = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: { cookie: customer.cookie },
      payload: {
        old_password: 'not-the-password',
        password: 'new-password',
        password_confirmation: 'new-password',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      old_password: ['The current password is incorrect.'],
    });
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  async function tokenFromMail(email: string): Promise<string> {
    const mail = await waitForMail(t.db, email, 'password_reset');
    const match = /http:\/\/shop\.test\/auth\/reset-password\?token=([\w-]{43})/.exec(
      mail.textBody,
    );
    if (!match?.[1]) throw new Error(`no link in ${mail.textBody}`);
    return match[1];
  }

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const customer = await registerCustomer(t.app);
    const nobody = uniqueEmail('nobody');
    const unknown = await requestReset(nobody);
    const known = await requestReset(customer.email);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForMail(t.db, customer.email, 'password_reset');
    const outbox = new native.repositories.outbox.EmailOutboxRepository(t.db);
    expect(await outbox.listTo(nobody)).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your MealPrep password',
      sentAt: null,
    });
  });

  it('resets the password once, ends every session, and refuses the used link', async () => {
    const customer = await registerCustomer(t.app);
    await requestReset(customer.email);
    const token = await tokenFromMail(customer.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    const oldSession = await t.app.inject({
      url: '/api/v1/user/profile',
      headers: { cookie: customer.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: customer.email, password: 'brand-new-pass' },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'another-pass-2', password_confirmation: 'another-pass-2' },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: ['This password reset link is invalid or has expired.'],
    });
  });

  it('refuses an expired link and an unknown one', async () => {
    const customer = await registerCustomer(t.app);
    await requestReset(customer.email);
    const token = await tokenFromMail(customer.email);
    await new native.repositories.passwordResets.PasswordResetsRepository(t.db).setExpiry(
      hashToken(token),
      new Date(Date.now() - 1000),
    );
    for (const candidate of [token, 'x'.repeat(43)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        headers: { cookie: 'locale=ms-MY' },
        payload: {
          token: candidate,
          password: 'brand-new-pass',
          password_confirmation: 'brand-new-pass',
        },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        token: ['Pautan set semula kata laluan ini tidak sah atau telah tamat tempoh.'],
      });
    }
  });

  it('writes the mail and the link in the visitor’s language', async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { 'accept-language': 'ms-MY' },
      payload: { email: customer.email },
      remoteAddress: uniqueIp(),
    });
    const mail = await waitForMail(t.db, customer.email, 'password_reset');
    expect(mail?.subject).toBe('Tetapkan semula kata laluan MealPrep anda');
    expect(mail?.textBody).toContain('http://shop.test/ms-MY/auth/reset-password?token=');
  });
});
