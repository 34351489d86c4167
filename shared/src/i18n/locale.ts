/**
 * Locale rules of docs/spec.md §1: English (en-US, default, unprefixed URLs) and Bahasa Malaysia (ms-MY,
 * under `/ms-MY/...`), chosen by the URL prefix, then the `locale` cookie, then the browser
 * language; the choice is kept in the cookie for 365 days.
 */
export const LOCALES = ['en-US', 'ms-MY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** Locales that appear as a URL prefix (English is unprefixed). */
const PREFIXED: readonly Locale[] = ['ms-MY'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any language tag to a supported locale, or null (`ms`, `ms-my` → ms-MY; `en-GB` → en-US). */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('ms')) return 'ms-MY';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

export function localeFromPathname(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED.find((locale) => locale.toLowerCase() === first.toLowerCase()) ?? null;
}

/** `/ms-MY/food-menu` → `/food-menu`; unprefixed paths are returned as they are. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPathname(pathname);
  if (!locale) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `/food-menu` in ms-MY → `/ms-MY/food-menu`; English keeps the path unprefixed. */
export function withLocalePrefix(path: string, locale: Locale): string {
  const bare = stripLocalePrefix(path);
  if (!PREFIXED.includes(locale)) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export interface LocaleSources {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}

export function resolveLocale({ pathname, cookie, languages }: LocaleSources): Locale {
  const fromPath = localeFromPathname(pathname);
  if (fromPath) return fromPath;
  const fromCookie = readCookie(cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const language of languages) {
    const match = matchLocale(language);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language cookie the shell writes. `Secure` on a page reached over TLS, as every cookie the
 * server sets is (api/src/http/cookies.ts); script reads it, so it cannot be `HttpOnly`.
 */
export function localeCookie(
  locale: Locale,
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
