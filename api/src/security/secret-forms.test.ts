/**
 * Forms that carry a password, without the app's JavaScript (off, blocked, not loaded yet).
 * The server-rendered sign-in forms post (`method="post"`, an `action` of their own:
 * mfe-account/src/auth/LoginPage.test.tsx and mfe-admin/src/auth/AdminLoginPage.test.tsx read
 * them from the server's HTML); the server answers such a post as GOV.UK's forms do: on success
 * the session is set as the JSON sign-in sets it and a 303 goes where the visitor was going, on
 * failure a 303 goes back to the form with a code of what went wrong, never the e-mail or the
 * password. And no query string's values reach the request log, at any level: a password once
 * sent in an address (an old form, a bookmark) is not kept in the log.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { native } from '../test/native';
import {
  cookieHeader,
  createTestDatabase,
  registerCustomer,
  SETUP_TIMEOUT,
  TEST_ADMIN,
  testConfig,
  uniqueIp,
  type TestDatabase,
} from '../test/helper';

const ORIGIN = 'http://shop.test';
let database: TestDatabase;
let app: FastifyInstance;
/** Every line the app logged, at the most talkative level, its access log on. */
const written: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database, { logLevel: 'trace', logRequests: true });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  app = await native.app.buildApp(config, { logger: { level: 'trace', stream } });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await app.close();
  await database.drop();
}, SETUP_TIMEOUT);

/** What a browser sends for a submitted `<form method="post">` without script. */
function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  from = uniqueIp(),
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: from,
  });
}

function sessionOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'session' && cookie.value !== '');
}

describe('the shop’s sign-in form, posted without script', () => {
  it('signs in and goes where the customer was going', async () => {
    const customer = await registerCustomer(app, {}, { verified: false });
    const answer = await postForm(app, '/auth/login?redirect=%2Fcart', {
      email: customer.email,
      password: customer.password,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/cart');
    expect(sessionOf(answer)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const profile = await app.inject({
      url: '/api/v1/user/profile',
      headers: { cookie: cookieHeader(answer) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(customer.email);
  });

  it('goes to the dashboard in the page’s language without a return path, never to another site', async () => {
    const customer = await registerCustomer(app, {}, { verified: false });
    const home = await postForm(app, '/ms-MY/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect([home.statusCode, home.headers.location]).toEqual([303, '/ms-MY/account']);
    const away = await postForm(
      app,
      `/auth/login?redirect=${encodeURIComponent('//evil.example/x')}`,
      {
        email: customer.email,
        password: customer.password,
      },
    );
    expect([away.statusCode, away.headers.location]).toEqual([303, '/account']);
  });

  it('goes back to the form with a code, never the e-mail or the password, when refused', async () => {
    const customer = await registerCustomer(app, {}, { verified: false });
    const ip = uniqueIp();
    const wrong = await postForm(
      app,
      '/auth/login?redirect=%2Fcart',
      { email: customer.email, password: 'Salah-Sangat-99' },
      ip,
    );
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/auth/login?redirect=%2Fcart&error=credentials');
    expect(sessionOf(wrong)).toBeUndefined();

    const empty = await postForm(app, '/ms-MY/auth/login', { email: '', password: '' });
    expect(empty.headers.location).toBe('/ms-MY/auth/login?error=fields');

    // Four more wrong passwords from that address: then it is told to wait.
    for (let i = 0; i < 4; i += 1) {
      await postForm(
        app,
        '/auth/login',
        { email: customer.email, password: 'Salah-Sangat-99' },
        ip,
      );
    }
    const waiting = await postForm(
      app,
      '/auth/login',
      { email: customer.email, password: customer.password },
      ip,
    );
    expect(waiting.headers.location).toBe('/auth/login?error=attempts');
    for (const answer of [wrong, empty, waiting]) {
      expect(answer.headers.location).not.toContain('Salah');
      expect(answer.headers.location).not.toContain(encodeURIComponent(customer.email));
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a post from another site’s page', async () => {
    const customer = await registerCustomer(app, {}, { verified: false });
    const answer = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: new URLSearchParams({
        email: customer.email,
        password: customer.password,
      }).toString(),
      remoteAddress: uniqueIp(),
    });
    expect(answer.statusCode).toBe(403);
    expect(sessionOf(answer)).toBeUndefined();
  });
});

describe('whatever is posted to a sign-in page', () => {
  it('answers with a way back to the form or a refusal, never a server error', async () => {
    const redirects = [
      '/food-menu/食',
      '/cart\r\nSet-Cookie: x=1',
      '/\\evil.example',
      'https://evil.example',
    ];
    for (const redirect of redirects) {
      const answer = await postForm(app, `/auth/login?redirect=${encodeURIComponent(redirect)}`, {
        email: 'nobody@example.my',
        password: 'Tiada-Siapa-123',
      });
      expect([redirect, answer.statusCode]).toEqual([redirect, 303]);
      expect(answer.headers.location).toMatch(
        /^\/auth\/login\?redirect=[^\r\n]*&error=credentials$/,
      );
    }
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'email=a&email=b&password[]=x&__proto__=1'],
      ['application/x-www-form-urlencoded', `email=${'a'.repeat(10_000)}`],
      ['application/json', JSON.stringify({ email: { toString: 'x' }, password: [1] })],
      ['text/plain', 'email=x@y.my&password=whatever-123'],
      ['multipart/form-data; boundary=x', '--x--'],
    ];
    for (const [type, payload] of bodies) {
      const answer = await app.inject({
        method: 'POST',
        url: '/admin/login?redirect=%2Fadmin%2Flogs&redirect=x',
        headers: { 'content-type': type, origin: ORIGIN },
        payload,
        remoteAddress: uniqueIp(),
      });
      expect([type, answer.statusCode < 500]).toEqual([type, true]);
    }
  });
});

describe('the staff sign-in form, posted without script', () => {
  it('signs a member of staff in, to the page they came from or their first page', async () => {
    const first = await postForm(app, '/admin/login', TEST_ADMIN);
    expect([first.statusCode, first.headers.location]).toEqual([303, '/admin/orders']);
    expect(sessionOf(first)).toBeDefined();
    const back = await postForm(
      app,
      '/ms-MY/admin/login?redirect=%2Fms-MY%2Fadmin%2Flogs',
      TEST_ADMIN,
    );
    expect([back.statusCode, back.headers.location]).toEqual([303, '/ms-MY/admin/logs']);
    // Only a staff page: the shop's own pages are not where a staff sign-in goes.
    const elsewhere = await postForm(app, '/admin/login?redirect=%2Fcart', TEST_ADMIN);
    expect(elsewhere.headers.location).toBe('/admin/orders');
  });

  it('refuses a customer with the same code as a wrong password', async () => {
    const customer = await registerCustomer(app, {}, { verified: false });
    const answer = await postForm(app, '/admin/login', {
      email: customer.email,
      password: customer.password,
    });
    expect([answer.statusCode, answer.headers.location]).toEqual([
      303,
      '/admin/login?error=credentials',
    ]);
    expect(sessionOf(answer)).toBeUndefined();
  });
});

describe('the request log', () => {
  it('never holds a query string’s values, whatever the route, the answer or the level', async () => {
    const secret = 'Rahsia-Sangat-123';
    const email = 'siti.kantoi@example.my';
    const query = new URLSearchParams({ email, password: secret }).toString();
    // What the old script-less form sent, a page that is not there, an API call, a form post.
    await app.inject({ url: `/auth/login?${query}`, headers: { accept: 'text/html' } });
    await app.inject({ url: `/no-such-page?${query}` });
    await app.inject({ method: 'POST', url: `/api/v1/no-such-route?${query}` });
    await app.inject({ url: `/api/v1/catalog/menu?${query}` });
    await postForm(app, `/auth/login?${query}`, { email, password: secret });
    const log = written.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/auth/login?email&password');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('siti.kantoi');
  });
});
