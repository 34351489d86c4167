import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  LOCALE_COOKIE,
  readCookie,
  resolveLocale,
  type Locale,
} from '@mealprep/shared/locale';

/**
 * The caller's language by the shop's one rule (shared's i18n/locale.ts, docs/spec.md §1): the
 * page's language prefix when `pathname` is given (a page the server renders), else the `locale`
 * cookie the shell keeps, else the best `Accept-Language` entry we support, else English. This
 * only reads the request; the rule is shared's, the browser's own.
 */
export function requestLocale(
  request: Pick<FastifyRequest, 'headers'> & { cookies?: FastifyRequest['cookies'] | null },
  pathname?: string,
): Locale {
  // The cookies @fastify/cookie parsed for this request when it has, rather than a second parse.
  const cookie = request.cookies
    ? request.cookies[LOCALE_COOKIE]
    : readCookie(request.headers.cookie ?? '', LOCALE_COOKIE);
  const accept = request.headers['accept-language'];
  return resolveLocale({ pathname, cookie, languages: acceptedLanguages(accept) });
}
