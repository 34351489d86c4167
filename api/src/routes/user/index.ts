import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  normalizeMalaysianPhone,
  profileUpdateSchema,
  type ChangePasswordInput,
  type ProfileUpdateInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { requestLocale } from '../../i18n/locale';
import { hasCustomerDetails, loadProfile } from '../../http/profile';
import { currentUser } from '../../http/session';
import { validateBody } from '../../http/validate';
import { hashPassword, verifyPassword } from '../../lib/password';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

/** The signed-in customer; an admin account has no customer profile (403). */
export function currentCustomer(request: FastifyRequest) {
  const user = currentUser(request);
  if (!hasCustomerDetails(user)) throw new HttpError(403, 'forbidden');
  return user;
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
        summary: 'Update the profile (register rules without passwords; e-mail stays unique)',
        tags: ['user'],
        security: SESSION_SECURITY,
        body: bodySchema(profileUpdateSchema),
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const body = request.body;
      const updated = await services.users.updateDetails(user.id, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phoneNo: normalizeMalaysianPhone(body.phone_no) ?? body.phone_no,
        dateOfBirth: body.date_of_birth,
        gender: body.gender,
        countryCode: body.country_code,
        emailNotifications: body.email_notifications ?? user.emailNotifications,
      });
      if (!updated || !hasCustomerDetails(updated)) {
        throw FieldValidationError.of('email', 'validation.emailTaken');
      }
      return { data: await loadProfile(services.preferences, updated, requestLocale(request)) };
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
      },
    },
    async (request) => {
      const user = currentUser(request);
      const check = await verifyPassword(
        request.body.old_password,
        user.passwordHash,
        services.config.password,
      );
      if (!check.ok) throw FieldValidationError.of('old_password', 'validation.currentPassword');
      const passwordHash = await hashPassword(request.body.password, services.config.password);
      await services.db.transaction(async (tx) => {
        await services.users.updatePasswordHash(user.id, passwordHash, tx);
        await services.sessionsRepository.deleteForUser(
          user.id,
          request.sessionId ?? undefined,
          tx,
        );
      });
      return { data: null };
    },
  );
};
