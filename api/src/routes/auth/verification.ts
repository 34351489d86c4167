import type { FastifyPluginAsync } from 'fastify';
import { formatShopMoment } from '@mealprep/shared/core';
import { Data, MessageOnly } from '@mealprep/shared/core/contracts';
import { verifyEmailSchema, type VerifyEmailInput } from '@mealprep/shared/validation';
import type { Database } from '../../db';
import { FieldValidationError, HttpError } from '../../http/errors';
import { limitPerIp, refuse } from '../../http/rate-limit';
import { currentCustomer } from '../../http/request';
import { validateBody } from '../../http/validate';
import { withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { hashToken } from '../../lib/tokens';
import { accountNoticeMail } from '../../mail/templates/notice';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { UserRow } from '../../repositories/users';
import type { Services } from '../../services';

const sameAddress = (a: string | null, b: string) =>
  a !== null && a.toLowerCase() === b.toLowerCase();

/** The old address hears that the change it did not have to approve took effect. */
async function mailOldAddress(
  services: Services,
  tx: Database,
  before: UserRow,
  after: UserRow,
  locale: Locale,
) {
  await services.mailer.send(
    {
      kind: 'email_changed',
      to: before.email,
      verifiedRecipient: before.emailVerifiedAt !== null,
      ...(await accountNoticeMail({
        locale,
        name: after.firstName,
        subject: t(locale, 'emailChangedMailSubject'),
        body: t(locale, 'emailChangedMailBody', {
          name: after.firstName,
          old: before.email,
          new: after.email,
          when: formatShopMoment(new Date(), locale),
          link: `${services.publicOrigin}${withLocalePrefix('/auth/forgot-password', locale)}`,
        }),
      })),
    },
    tx,
  );
}

/**
 * Proving an address (docs/accounts.md): the link of the verification mail, opened with or
 * without a session, and its resend from the account's banner.
 */
export const verificationRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post<{ Body: VerifyEmailInput }>(
    '/api/v1/auth/verify-email',
    {
      onRequest: limitPerIp(services.limits.authPerIp, 'verify'),
      preValidation: validateBody(verifyEmailSchema),
      schema: {
        summary:
          'Prove an address with the token of its e-mailed link: the account’s own, or the new one of an e-mail change (applied now, the old address told); 422 on token for an unknown, used or expired link',
        tags: ['auth'],
        security: [],
        body: bodySchema(verifyEmailSchema),
        response: { 200: Data(MessageOnly) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const message = await services.db.transaction(async (tx) => {
        const now = new Date();
        const link = await services.emailVerifications.consume(
          hashToken(request.body.token),
          now,
          tx,
        );
        const user = link ? await services.users.findById(link.userId, tx) : null;
        if (!link || !user) throw FieldValidationError.of('token', 'validation.verifyToken');
        if (sameAddress(user.email, link.email)) {
          await services.users.markVerified(user.id, link.email, now, tx);
          await services.emailVerifications.invalidateForUser(user.id, now, tx);
          return t(locale, 'emailVerified');
        }
        // A link for an address that is neither the account's nor the one pending: an older
        // change, since replaced.
        if (!sameAddress(user.pendingEmail, link.email)) {
          throw FieldValidationError.of('token', 'validation.verifyToken');
        }
        const changed = await services.users.applyPendingEmail(user.id, link.email, now, tx);
        if (changed === 'taken') throw FieldValidationError.of('token', 'validation.emailTaken');
        if (!changed) throw FieldValidationError.of('token', 'validation.verifyToken');
        await services.emailVerifications.invalidateForUser(user.id, now, tx);
        await mailOldAddress(services, tx, user, changed, locale);
        return t(locale, 'emailChangeVerified', { email: changed.email });
      });
      return { data: { message } };
    },
  );

  app.post(
    '/api/v1/auth/verify-email/resend',
    {
      onRequest: services.sessions.requireUser,
      schema: {
        summary: `Mail the verification link again: to the account’s address until it is proven, else to a pending new one; ${services.config.rateLimits.verificationMailsPerAccount} an hour per account (429 beyond), 409 when there is nothing to prove`,
        tags: ['auth'],
        security: SESSION_SECURITY,
        response: { 200: Data(MessageOnly) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const unproven = user.emailVerifiedAt === null;
      const email = unproven ? user.email : user.pendingEmail;
      if (email === null) throw new HttpError(409, 'emailAlreadyVerified');
      refuse(await services.limits.verificationMails.hit(`verify-mail:${user.id}`), reply);
      await services.db.transaction((tx) =>
        services.verificationMails.send(tx, user, email, unproven ? 'account' : 'change', locale),
      );
      return { data: { message: t(locale, 'verificationSent', { email }) } };
    },
  );
};
