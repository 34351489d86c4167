import { requestLocale } from './locale';

type Headers = Record<string, string | undefined>;
/** A request as Fastify hands it over: with the cookies @fastify/cookie parsed, or without. */
const request = (headers: Headers, cookies?: Record<string, string>) => ({
  headers,
  cookies: cookies ?? null,
});

describe('the caller’s language', () => {
  it('is the locale cookie when it holds one of the shop’s locales', () => {
    expect(requestLocale(request({ 'accept-language': 'en' }, { locale: 'ms-MY' }))).toBe('ms-MY');
    expect(requestLocale(request({ cookie: 'a=1; locale=ms-MY', 'accept-language': 'en' }))).toBe(
      'ms-MY',
    );
  });

  it('is the browser’s rule for any other cookie: the languages decide', () => {
    // The API took any tag beginning with "ms" from the cookie; the shop only ever writes ms-MY.
    expect(requestLocale(request({ 'accept-language': 'en' }, { locale: 'ms' }))).toBe('en-US');
    expect(requestLocale(request({ cookie: 'locale=%E0%A4%A', 'accept-language': 'ms' }))).toBe(
      'ms-MY',
    );
  });

  it('is the most wanted Accept-Language entry the shop speaks, else English', () => {
    expect(requestLocale(request({ 'accept-language': 'fr, en;q=0.5, ms;q=0.8' }))).toBe('ms-MY');
    expect(requestLocale(request({ 'accept-language': 'msb, en-GB' }))).toBe('en-US');
    expect(requestLocale(request({ 'accept-language': 'zh-CN' }))).toBe('en-US');
    expect(requestLocale(request({}))).toBe('en-US');
  });

  it('is the page’s language prefix first, for a page the server renders', () => {
    expect(requestLocale(request({}, { locale: 'en-US' }), '/ms-MY/food-menu')).toBe('ms-MY');
    expect(requestLocale(request({}, { locale: 'ms-MY' }), '/food-menu')).toBe('ms-MY');
  });
});
