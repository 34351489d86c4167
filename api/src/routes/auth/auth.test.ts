import {
  buildTestApp,
  cookieHeader,
  registerCustomer,
  SETUP_TIMEOUT,
  uniqueEmail,
  uniqueIp,
  validRegistration,
  type TestApp,
} from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
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
        email_notifications: false,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({
      email: newEmail,
      first_name: 'Aminah',
      email_notifications: false,
    });

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
