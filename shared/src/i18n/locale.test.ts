import {
  localeCookie,
  localeFromPathname,
  matchLocale,
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
  ])('%s', (_name, pathname, cookie, languages, expected) => {
    expect(resolveLocale({ pathname, cookie, languages })).toBe(expected);
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

  it('maps language tags', () => {
    expect(matchLocale('ms-my')).toBe('ms-MY');
    expect(matchLocale('EN')).toBe('en-US');
    expect(matchLocale('id-ID')).toBeNull();
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
