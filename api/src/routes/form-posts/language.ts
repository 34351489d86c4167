/**
 * The language chosen in the phone menu before the app has started: the form of
 * `@mealprep/shared/language-form` (docs/architecture.md §2.4 "Taps before the start"). The choice
 * goes into the `locale` cookie, with the attributes the app gives it, and a 303 sends the
 * browser to the page it was on, in that language. The page's path is checked as the sign-in
 * forms check theirs: one of the shop's pages, or the home page if it is not.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  withLocalePrefix,
} from '@mealprep/shared/locale';
import { LANGUAGE_FORM } from '@mealprep/shared/language-form';
import { cookieOptions } from '../../http/cookies';
import { FieldValidationError } from '../../http/errors';
import { returnPath } from './returnPath';

export const languageFormRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Record<string, unknown> | undefined }>(
    LANGUAGE_FORM.path,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const locale = request.body?.[LANGUAGE_FORM.localeField];
      if (!isLocale(locale))
        throw FieldValidationError.of(LANGUAGE_FORM.localeField, 'validation.oneOf');
      const page = returnPath(request.body?.[LANGUAGE_FORM.returnField]) ?? '/';
      const [pathname = '/', query] = page.split(/\?(.*)/s, 2);
      reply.setCookie(
        LOCALE_COOKIE,
        locale,
        cookieOptions(request, {
          readable: true,
          maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
        }),
      );
      const target = withLocalePrefix(pathname, locale) + (query ? `?${query}` : '');
      return reply.redirect(target, 303);
    },
  );
};
