import {
  acceptedLanguages,
  asLocale,
  languageOf,
  LOCALE_COOKIE,
  localeCookie,
  localeFromPathname,
  matchLocale,
  readCookie,
  resolveLocale,
  stripLocalePrefix,
  withLocalePrefix,
} from './locale';

describe('resolveLocale', () => {
  it.each([
    [
      'path prefix wins over cookie and browser',
      '/ms-MY/food-menu',
      'locale=en-US',
      ['en-US'],
      'ms-MY',
    ],
    ['cookie wins over the browser', '/food-menu', 'a=1; locale=ms-MY', ['en-GB'], 'ms-MY'],
    ['english cookie', '/', 'locale=en-US', ['ms'], 'en-US'],
    ['unknown cookie falls to the browser', '/', 'locale=fr-FR', ['ms-MY', 'en'], 'ms-MY'],
    ['browser language ms', '/', '', ['ms'], 'ms-MY'],
    ['first supported browser language', '/', '', ['zh-CN', 'en-GB', 'ms'], 'en-US'],
    ['nothing known → en-US', '/', '', ['zh-CN', 'ta-IN'], 'en-US'],
    // The cookie holds a locale as the shop writes it; anything else is not a choice.
    ['a cookie that is a bare language tag is not a choice', '/', 'locale=ms', ['en'], 'en-US'],
    ['a cookie in another case is not a choice', '/', 'locale=ms-my', ['en'], 'en-US'],
    ['the prefix in any case', '/MS-my/cart', '', ['en'], 'ms-MY'],
  ])('%s', (_name, pathname, cookieHeader, languages, expected) => {
    const cookie = readCookie(cookieHeader, LOCALE_COOKIE);
    expect(resolveLocale({ pathname, cookie, languages })).toBe(expected);
  });

  it('decides an API call, which has no path, by the cookie and then the request’s languages', () => {
    expect(resolveLocale({ cookie: 'ms-MY', languages: ['en'] })).toBe('ms-MY');
    expect(
      resolveLocale({ cookie: null, languages: acceptedLanguages('fr;q=0.9, ms;q=0.5') }),
    ).toBe('ms-MY');
    expect(resolveLocale({ languages: [] })).toBe('en-US');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['ms-MY,ms;q=0.9,en;q=0.8', ['ms-MY', 'ms', 'en']],
    ['en;q=0.5, ms', ['ms', 'en']],
    ['fr, de;q=0.9, en;q=0.9', ['fr', 'de', 'en']],
    ['ms;q=0, en', ['en']],
    ['ms;q=abc, en-GB;q=0.1', ['en-GB']],
    [' , ;q=1', []],
    ['', []],
  ])('%j is read as %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });

  it('reads no more than a real header’s length', () => {
    expect(acceptedLanguages(`${'x-y,'.repeat(200)}ms`)).not.toContain('ms');
  });
});

describe('cookies', () => {
  it('reads a value by its name, decoded', () => {
    expect(readCookie('a=1; locale=ms-MY; b=2', 'locale')).toBe('ms-MY');
    expect(readCookie('locale=ms%2DMY', 'locale')).toBe('ms-MY');
    expect(readCookie('xlocale=ms-MY', 'locale')).toBeNull();
    expect(readCookie('', 'locale')).toBeNull();
  });

  it('gives a value that does not decode as it is, rather than throwing', () => {
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBe('%E0%A4%A');
  });
});

describe('stored locales', () => {
  it('keeps a locale of the shop and reads anything else as the default', () => {
    expect(asLocale('ms-MY')).toBe('ms-MY');
    expect(asLocale('en-US')).toBe('en-US');
    expect(asLocale('ms')).toBe('en-US');
    expect(asLocale(null)).toBe('en-US');
    expect(asLocale(undefined)).toBe('en-US');
  });

  it('names the language of a locale as HTML’s lang does', () => {
    expect(languageOf('ms-MY')).toBe('ms');
    expect(languageOf('en-US')).toBe('en');
  });
});

describe('language prefix', () => {
  it('adds the prefix only for Bahasa Malaysia', () => {
    expect(withLocalePrefix('/food-menu', 'ms-MY')).toBe('/ms-MY/food-menu');
    expect(withLocalePrefix('/', 'ms-MY')).toBe('/ms-MY');
    expect(withLocalePrefix('/food-menu', 'en-US')).toBe('/food-menu');
    expect(withLocalePrefix('/ms-MY/food-menu', 'en-US')).toBe('/food-menu');
    expect(withLocalePrefix('/ms-MY/cart', 'ms-MY')).toBe('/ms-MY/cart');
  });

  it('reads and strips the prefix', () => {
    expect(localeFromPathname('/ms-MY/account')).toBe('ms-MY');
    expect(localeFromPathname('/account')).toBeNull();
    expect(localeFromPathname('/ms-MYX')).toBeNull();
    expect(stripLocalePrefix('/ms-MY')).toBe('/');
    expect(stripLocalePrefix('/ms-MY/account/profile')).toBe('/account/profile');
  });

  it.each([
    ['ms-my', 'ms-MY'],
    ['ms', 'ms-MY'],
    [' ms_SG ', 'ms-MY'],
    ['ms-Arab-MY', 'ms-MY'],
    ['EN', 'en-US'],
    ['en-GB', 'en-US'],
    ['id-ID', null],
    // Other languages whose codes begin with the same letters.
    ['msb', null],
    ['enm', null],
    ['*', null],
    ['', null],
    [null, null],
  ])('maps the language tag %j to %j', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('is kept for 365 days on the whole site', () => {
    const cookie = localeCookie('ms-MY');
    expect(cookie).toContain('locale=ms-MY');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
  });

  it('is Secure on a page served over TLS, as the server’s cookies are', () => {
    expect(localeCookie('ms-MY', true)).toMatch(/; Secure$/);
    expect(localeCookie('ms-MY', false)).not.toContain('Secure');
    // jsdom serves the tests over http.
    expect(localeCookie('en-US')).not.toContain('Secure');
  });
});
