import type { FastifyRequest } from 'fastify';
import type { ValidationLocale } from '@mealprep/shared/validation';

export type Locale = ValidationLocale;
export const DEFAULT_LOCALE: Locale = 'en-US';

function fromTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('ms')) return 'ms-MY';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The caller's language (docs/spec.md §1): the `locale` cookie the shell keeps, else the best
 * `Accept-Language` entry we support, else English.
 */
export function requestLocale(
  request: Pick<FastifyRequest, 'headers'> & { cookies?: FastifyRequest['cookies'] | null },
): Locale {
  // The cookies @fastify/cookie parsed for this request when it has, rather than a second parse.
  const cookie = request.cookies
    ? request.cookies.locale
    : cookieValue(request.headers.cookie, 'locale');
  if (cookie) {
    const chosen = fromTag(cookie.slice(0, 20).replace(/%2D/gi, '-'));
    if (chosen) return chosen;
  }
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .slice(0, 500)
      .split(',')
      .map((entry, index) => {
        const [tag = '', ...params] = entry.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((entry) => entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const { tag } of ranked) {
      const match = fromTag(tag);
      if (match) return match;
    }
  }
  return DEFAULT_LOCALE;
}
