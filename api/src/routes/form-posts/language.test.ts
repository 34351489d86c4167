/**
 * The phone menu's language form, posted before the app has started: the choice is kept in the
 * `locale` cookie the app reads and writes, and the browser goes back to its page in that
 * language. A bad choice is refused with a translated message and changes nothing; the page to
 * go back to is one of the shop's own.
 */
import type { LightMyRequestResponse } from 'fastify';
import { LANGUAGE_FORM } from '@mealprep/shared/language-form';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

/** What a browser sends for the form: urlencoded fields, from a page of the shop. */
function choose(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: LANGUAGE_FORM.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      accept: 'text/html',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

function localeCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'locale');
}

describe('the language form', () => {
  it('keeps Bahasa Malaysia in the cookie and goes to the same page under /ms-MY', async () => {
    const answer = await choose({ locale: 'ms-MY', return: '/food-menu?tab=RECIPE' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/ms-MY/food-menu?tab=RECIPE');
    expect(answer.headers['cache-control']).toBe('no-store');
    const cookie = localeCookieOf(answer);
    expect(cookie).toMatchObject({ value: 'ms-MY', path: '/', sameSite: 'Lax', maxAge: 31536000 });
    // The app reads and rewrites it, so script must see it.
    expect(cookie?.httpOnly).toBeUndefined();

    // The unprefixed page now sends this visitor to their language, as the app's cookie does.
    const page = await t.app.inject({
      url: '/food-menu',
      headers: { accept: 'text/html', cookie: 'locale=ms-MY' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/ms-MY/food-menu');
  });

  it('switches back to English, whose addresses have no prefix', async () => {
    const answer = await choose(
      { locale: 'en-US', return: '/ms-MY/meal-bundles' },
      { cookie: 'locale=ms-MY' },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/meal-bundles');
    expect(localeCookieOf(answer)?.value).toBe('en-US');

    const home = await choose({ locale: 'en-US', return: '/ms-MY' });
    expect(home.headers.location).toBe('/');
  });

  it('goes to the home page of the language for a page that is not the shop’s', async () => {
    for (const elsewhere of [
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      '/no-such-page',
      '',
    ]) {
      const answer = await choose({ locale: 'ms-MY', return: elsewhere });
      expect([elsewhere, answer.statusCode, answer.headers.location]).toEqual([
        elsewhere,
        303,
        '/ms-MY',
      ]);
    }
    const missing = await choose({ locale: 'en-US' });
    expect(missing.headers.location).toBe('/');
  });

  it('refuses a language the shop does not speak, in the visitor’s language, and sets nothing', async () => {
    for (const locale of ['fr-FR', 'ms', '']) {
      const answer = await choose({ locale, return: '/food-menu' }, { 'accept-language': 'ms-MY' });
      expect([locale, answer.statusCode]).toEqual([locale, 422]);
      expect(answer.json().errors.locale).toEqual(['Pilih salah satu nilai yang dibenarkan.']);
      expect(localeCookieOf(answer)).toBeUndefined();
    }
    const noBody = await t.app.inject({ method: 'POST', url: LANGUAGE_FORM.path });
    expect(noBody.statusCode).toBe(422);
  });
});
