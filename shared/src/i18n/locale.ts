/**
 * The shop's one locale module (docs/spec.md §1), for the browser, the server render and the API
 * alike: English (en-US, default, unprefixed URLs) and Bahasa Malaysia (ms-MY, under
 * `/ms-MY/...`), chosen by the URL prefix, then the `locale` cookie, then the visitor's languages
 * (the browser's list, or the request's `Accept-Language`); the choice is kept in the cookie for
 * 365 days. Nothing else parses a locale or writes its prefix.
 */
export const LOCALES = ['en-US', 'ms-MY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** The same, in seconds: what a cookie's `Max-Age` counts (the browser's and the API's one value). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
/** Locales that appear as a URL prefix (English is unprefixed). */
const PREFIXED: readonly Locale[] = ['ms-MY'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A locale as stored (a user's, an order's, a subscription's `locale` column): itself when it is
 * one of the shop's, else the default. Stored values are only ever written from a `Locale`.
 */
export function asLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language subtag of a locale, as an HTML `lang` or a language list names it: `ms`, `en`. */
export function languageOf(locale: Locale): string {
  return locale.slice(0, locale.indexOf('-'));
}

/**
 * Maps a language tag to a supported locale by its language subtag, or null: `ms`, `ms-my`,
 * `ms_SG` → ms-MY; `en-GB` → en-US; `id-ID`, and tags that only begin with the same letters
 * (`msb`, `enm`: other languages), → null.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return LOCALES.find((locale) => languageOf(locale).toLowerCase() === language) ?? null;
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

/**
 * A cookie's value from a `Cookie` header (or `document.cookie`), URL-decoded; a value that does
 * not decode is returned as it is, as the server's cookie parser does, never a thrown error.
 */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    const raw = value.join('=');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The longest `Accept-Language` read: a real one is a few dozen characters. */
const ACCEPT_LANGUAGE_MAX = 500;

/**
 * The tags of an `Accept-Language` header, most wanted first (by `q`, then by order), without
 * those refused with `q=0` or an unreadable weight: the request's counterpart of
 * `navigator.languages`.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, ACCEPT_LANGUAGE_MAX)
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LocaleSources {
  /** The page's path, whose language prefix decides; none for an API call. */
  pathname?: string;
  /**
   * The `locale` cookie's value (`readCookie(header, LOCALE_COOKIE)`); it counts only when it is
   * one of the shop's locales, as the shop writes it (`localeCookie`).
   */
  cookie?: string | null;
  /** The visitor's languages, most wanted first: `navigator.languages` or `acceptedLanguages`. */
  languages: readonly string[];
}

export function resolveLocale({ pathname = '', cookie, languages }: LocaleSources): Locale {
  const fromPath = localeFromPathname(pathname);
  if (fromPath) return fromPath;
  if (isLocale(cookie)) return cookie;
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
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
