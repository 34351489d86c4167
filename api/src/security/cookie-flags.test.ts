/**
 * Every cookie the shop sets, behind TLS (docs/architecture.md §5.1 "TLS"): with an https public
 * origin each one is `Secure` even when the last hop is plain HTTP and the proxy is not trusted,
 * `HttpOnly` unless the shell's script must read it (`logged_in`, `locale`), `SameSite=Lax`, `Path=/`.
 * The cookies are collected from the answers a visitor, a customer and a member of staff get;
 * the source is checked so that a cookie added later takes its options from the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildTestApp,
  cookieHeader,
  SETUP_TIMEOUT,
  TEST_ADMIN,
  uniqueIp,
  validRegistration,
  type TestApp,
} from '../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ publicOrigin: 'https://shop.test' });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

/** The cookies the shop sets, by name: the browser reads `logged_in` and the language. */
const EVERY_COOKIE = ['locale', 'logged_in', 'mp_cohort', 'mp_device', 'mp_view', 'session'];
const READ_BY_SCRIPT = new Set(['locale', 'logged_in']);

function setCookieLines(response: LightMyRequestResponse): string[] {
  return [response.headers['set-cookie'] ?? []].flat();
}

describe('cookies over TLS', () => {
  it('are all Secure, HttpOnly unless read by script, SameSite=Lax and Path=/', async () => {
    const lines: string[] = [];
    const keep = (response: LightMyRequestResponse) => {
      lines.push(...setCookieLines(response));
      return response;
    };
    const ip = uniqueIp();
    // A first visit: the page and the remotes list (cohort and page-view proof).
    const page = keep(await t.app.inject({ url: '/food-menu', headers: { accept: 'text/html' } }));
    keep(await t.app.inject({ url: '/api/v1/remotes', headers: { cookie: cookieHeader(page) } }));
    // The phone menu's language form, posted before the app has started.
    keep(
      await t.app.inject({
        method: 'POST',
        url: '/language',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'locale=ms-MY&return=%2Ffood-menu',
      }),
    );
    // A customer registers, signs in again, and signs out.
    const body = validRegistration();
    const registered = keep(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: body,
        remoteAddress: ip,
      }),
    );
    const login = keep(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: body.email, password: body.password },
        remoteAddress: ip,
      }),
    );
    keep(await t.app.inject({ url: '/api/logout', headers: { cookie: cookieHeader(login) } }));
    // A forged session cookie is cleared.
    keep(
      await t.app.inject({
        url: '/api/v1/user/profile',
        headers: { cookie: 'session=forged-token-value; logged_in=true' },
      }),
    );
    // A member of staff signs in.
    keep(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: TEST_ADMIN,
        remoteAddress: uniqueIp(),
      }),
    );
    expect(registered.statusCode).toBe(201);

    const names = [...new Set(lines.map((line) => line.split('=')[0] ?? ''))].sort();
    expect(names).toEqual(EVERY_COOKIE);
    for (const line of lines) {
      const name = line.split('=')[0] ?? '';
      const attributes = line.split(';').map((part) => part.trim());
      expect([name, attributes.includes('Secure')]).toEqual([name, true]);
      expect([name, attributes.includes('HttpOnly')]).toEqual([name, !READ_BY_SCRIPT.has(name)]);
      expect([name, attributes.includes('SameSite=Lax')]).toEqual([name, true]);
      expect([name, attributes.includes('Path=/')]).toEqual([name, true]);
    }
  });
});

describe('the source', () => {
  const SRC = path.resolve(__dirname, '..');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('sets every cookie with the options of http/cookies.ts', () => {
    const setters: string[] = [];
    for (const file of files(SRC)) {
      const relative = path.relative(SRC, file);
      const source = fs.readFileSync(file, 'utf8');
      if (/\.(setCookie|clearCookie|serializeCookie)\(|['"]set-cookie['"]/i.test(source)) {
        setters.push(relative);
        expect([relative, source.includes('cookieOptions(')]).toEqual([relative, true]);
      }
      if (relative !== path.join('http', 'cookies.ts')) {
        // Options written out by hand would be a second rule.
        expect([relative, /\b(httpOnly|sameSite)\s*:/.test(source)]).toEqual([relative, false]);
      }
    }
    expect(setters.length).toBeGreaterThanOrEqual(3);
  });
});
