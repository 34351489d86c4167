import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formatShopMoment } from '@mealprep/shared/core';
import {
  changePasswordSchema,
  normalizeMalaysianPhone,
  profileUpdateSchema,
  type ChangePasswordInput,
  type ProfileUpdateInput,
} from '@mealprep/shared/validation';
import { Data, DataNull } from '@mealprep/shared/core/contracts';
import { Profile } from '@mealprep/shared/plan/contracts';
import { FieldValidationError } from '../../http/errors';
import { refuse } from '../../http/rate-limit';
import { withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { hasCustomerDetails, loadProfile } from '../../profile/present';
import { currentCustomer } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody } from '../../http/validate';
import { refuseGuessablePassword } from '../../http/newPassword';
import { hashPassword, verifyPassword } from '../../lib/password';
import { accountNoticeMail } from '../../mail/templates/notice';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { UserRow } from '../../repositories/users';
import type { Services } from '../../services';

/**
 * Checks the current password before a credential change. Wrong guesses count against the
 * login throttle (scope `reauth`), so a stolen session cannot be used to guess the password.
 */
async function confirmPassword(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  field: string,
  password: string | undefined,
) {
  if (!password) throw FieldValidationError.of(field, 'validation.required');
  const throttle = services.limits.login;
  // Counted as a failure from here on; a right password takes it back.
  await throttle.before('reauth', request, user.email, reply);
  const check = await verifyPassword(password, user.passwordHash, services.config.password);
  if (!check.ok) throw FieldValidationError.of(field, 'validation.currentPassword');
  await throttle.succeeded('reauth', request, user.email);
}

/** The shop's time, as written in account notices: "28 Nov 2026, 16:29", as every page writes it. */
function noticeTime(locale: Locale): string {
  return formatShopMoment(new Date(), locale);
}

function forgotLink(services: Services, locale: Locale): string {
  return `${services.publicOrigin}${withLocalePrefix('/auth/forgot-password', locale)}`;
}

/** The signed-in customer's own profile and password; every query is by the session's user. */
export const userRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { requireUser } = services.sessions;

  app.get(
    '/api/v1/user/profile',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The signed-in customer’s profile',
        tags: ['user'],
        security: SESSION_SECURITY,
        response: { 200: Data(Profile) },
      },
    },
    async (request) => ({
      data: await loadProfile(
        services.preferences,
        currentCustomer(request),
        requestLocale(request),
      ),
    }),
  );

  app.post<{ Body: ProfileUpdateInput }>(
    '/api/v1/user/profile',
    {
      onRequest: requireUser,
      preValidation: validateBody(profileUpdateSchema),
      schema: {
        summary:
          'Update the profile (register rules without passwords; e-mail stays unique). A new e-mail needs current_password, ends the other sessions and is only pending (`pending_email`) until the link mailed to it is opened (POST /api/v1/auth/verify-email), which applies it and notifies the old address; 429 past the verification links an account may send per hour',
        tags: ['user'],
        security: SESSION_SECURITY,
        body: bodySchema(profileUpdateSchema),
        response: { 200: Data(Profile) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const body = request.body;
      const locale = requestLocale(request);
      const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
      // A new e-mail is a new way into the account (password resets go there): only someone
      // who knows the password may set it.
      if (emailChanged) {
        await confirmPassword(
          services,
          request,
          reply,
          user,
          'current_password',
          body.current_password,
        );
      }
      if (emailChanged) {
        const holder = await services.users.findByEmail(body.email);
        if (holder && holder.id !== user.id) {
          throw FieldValidationError.of('email', 'validation.emailTaken');
        }
        refuse(await services.limits.verificationMails.hit(`verify-mail:${user.id}`), reply);
      }
      const updated = await services.db.transaction(async (tx) => {
        const row = await services.users.updateDetails(
          user.id,
          {
            // A new address takes effect once its owner opens the link mailed there (docs/
            // accounts.md): until then the account keeps the one it has.
            email: emailChanged ? user.email : body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            phoneNo: normalizeMalaysianPhone(body.phone_no) ?? body.phone_no,
            dateOfBirth: body.date_of_birth,
            gender: body.gender,
            countryCode: body.country_code,
            emailNotifications: body.email_notifications ?? user.emailNotifications,
            reminderEmails: body.reminder_emails ?? user.reminderEmails,
          },
          tx,
        );
        if (!row || !emailChanged) return row;
        // Every other session ends; this one stays. The old address hears of the change when
        // it takes effect (auth/verification.ts).
        await services.sessionsRepository.deleteForUser(
          user.id,
          request.sessionId ?? undefined,
          tx,
        );
        await services.users.setPendingEmail(user.id, body.email, tx);
        await services.verificationMails.send(tx, row, body.email, 'change', locale);
        return { ...row, pendingEmail: body.email };
      });
      if (!updated || !hasCustomerDetails(updated)) {
        throw FieldValidationError.of('email', 'validation.emailTaken');
      }
      return { data: await loadProfile(services.preferences, updated, locale) };
    },
  );

  app.post<{ Body: ChangePasswordInput }>(
    '/api/v1/user/password',
    {
      onRequest: requireUser,
      preValidation: validateBody(changePasswordSchema),
      schema: {
        summary: 'Change the password (checks the old one; ends the account’s other sessions)',
        tags: ['user'],
        security: SESSION_SECURITY,
        body: bodySchema(changePasswordSchema),
        response: { 200: DataNull },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const locale = requestLocale(request);
      await refuseGuessablePassword(request.body.password, user);
      await confirmPassword(
        services,
        request,
        reply,
        user,
        'old_password',
        request.body.old_password,
      );
      const passwordHash = await hashPassword(request.body.password, services.config.password);
      await services.db.transaction(async (tx) => {
        await services.users.updatePasswordHash(user.id, passwordHash, tx);
        await services.sessionsRepository.deleteForUser(
          user.id,
          request.sessionId ?? undefined,
          tx,
        );
        await services.mailer.send(
          {
            kind: 'password_changed',
            to: user.email,
            verifiedRecipient: user.emailVerifiedAt !== null,
            ...(await accountNoticeMail({
              locale,
              name: user.firstName,
              subject: t(locale, 'passwordChangedMailSubject'),
              body: t(locale, 'passwordChangedMailBody', {
                name: user.firstName,
                when: noticeTime(locale),
                link: forgotLink(services, locale),
              }),
            })),
          },
          tx,
        );
      });
      return { data: null };
    },
  );
};
