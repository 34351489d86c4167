import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole } from '@mealprep/shared/staff';
import { Data, DataNull, MessageOnly } from '@mealprep/shared/core/contracts';
import { Profile } from '@mealprep/shared/plan/contracts';
import {
  forgotPasswordSchema,
  loginSchema,
  normalizeMalaysianPhone,
  registerSchema,
  resetPasswordSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { refuseGuessablePassword } from '../../http/newPassword';
import { toProfile, hasCustomerDetails, loadProfile } from '../../profile/present';
import { limitPerIp } from '../../http/rate-limit';
import { validateBody } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { bodySchema } from '../../plugins/openapi';
import type { UserRow } from '../../repositories/users';
import type { Services } from '../../services';
import { verificationRoutes } from './verification';

/**
 * Checks e-mail and password for an account of `role`. Unknown e-mail, wrong role and wrong
 * password give the same answer in about the same time (no user enumeration), and each stays
 * counted as a failure by the login throttle under `scope` (it counted the attempt in
 * `authLimits`; a right password takes that back).
 */
export async function authenticate(
  services: Services,
  request: FastifyRequest<{ Body: LoginInput }>,
  /** Who may sign in here: customers at the shop's login, the shop's staff at the admin's. */
  kind: 'customer' | 'staff',
  scope: string,
): Promise<UserRow> {
  const input = request.body;
  const throttle = services.limits.login;
  const user = await services.users.findByEmail(input.email);
  if (!user || (kind === 'staff') !== isStaffRole(user.role)) {
    await verifyAgainstNothing(input.password, services.config.password);
    throw FieldValidationError.of('email', 'validation.invalidCredentials');
  }
  const check = await verifyPassword(input.password, user.passwordHash, services.config.password);
  if (!check.ok) throw FieldValidationError.of('email', 'validation.invalidCredentials');
  await throttle.succeeded(scope, request, input.email);
  if (check.needsRehash) {
    await services.users.updatePasswordHash(
      user.id,
      await hashPassword(input.password, services.config.password),
    );
  }
  return user;
}

/**
 * Signs in on a fresh session; the session the browser had before (if any) is ended. The
 * browser is remembered as the account's: its sign-ins skip the line strangers' guesses make.
 */
export async function signIn(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  await services.sessions.end(request, reply);
  await services.sessions.start(request, reply, user);
  services.limits.login.trustBrowser(request, reply, user.email);
}

/**
 * Sign-in limits: every attempt counts against its address (`onRequest`, valid body or not);
 * after validation the login throttle refuses an (address, account) pair that failed too often
 * and makes the attempts on an account that strangers are guessing at wait their turn, one
 * after the other, without ever locking it.
 */
export function authLimits(services: Services, scope: string) {
  return {
    onRequest: limitPerIp(services.limits.authPerIp, scope),
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email === 'string') {
        await services.limits.login.before(scope, request, email, reply);
      }
    },
  };
}

/**
 * Register, log in and out, forgot and reset password (docs/architecture.md §5), and proving the
 * account's address (verification.ts, docs/accounts.md).
 */
export const authRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config } = services;
  await app.register(verificationRoutes, { services });

  app.post<{ Body: RegisterInput }>(
    '/api/v1/auth/register',
    {
      onRequest: limitPerIp(services.limits.authPerIp, 'register'),
      preValidation: validateBody(registerSchema),
      schema: {
        summary: 'Register a customer and sign in (sets the session and logged_in cookies)',
        tags: ['auth'],
        security: [],
        body: bodySchema(registerSchema),
        response: { 201: Data(Profile) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password, config.password);
      // The account and the link that proves its address, in one transaction: the address gets
      // this mail and, until the link is opened, little else (docs/accounts.md).
      const user = await services.db.transaction(async (tx) => {
        const created = await services.users.create(
          {
            email: body.email,
            passwordHash,
            role: 'customer',
            firstName: body.first_name,
            lastName: body.last_name,
            phoneNo: normalizeMalaysianPhone(body.phone_no) ?? body.phone_no,
            dateOfBirth: body.date_of_birth,
            gender: body.gender,
            countryCode: body.country_code,
          },
          tx,
        );
        if (created) {
          await services.verificationMails.send(
            tx,
            created,
            created.email,
            'account',
            requestLocale(request),
          );
        }
        return created;
      });
      if (!user || !hasCustomerDetails(user)) {
        throw FieldValidationError.of('email', 'validation.emailTaken');
      }
      await signIn(services, request, reply, user);
      return reply.code(201).send({ data: toProfile(user) });
    },
  );

  app.post<{ Body: LoginInput }>(
    '/api/v1/auth/login',
    {
      ...authLimits(services, 'login'),
      preValidation: validateBody(loginSchema),
      schema: {
        summary: 'Log in as a customer (sets the session and logged_in cookies)',
        tags: ['auth'],
        security: [],
        body: bodySchema(loginSchema),
        response: { 200: Data(Profile) },
      },
    },
    async (request, reply) => {
      const user = await authenticate(services, request, 'customer', 'login');
      if (!hasCustomerDetails(user)) throw new HttpError(403, 'forbidden');
      await signIn(services, request, reply, user);
      return { data: await loadProfile(services.preferences, user, requestLocale(request)) };
    },
  );

  app.post<{ Body: ForgotPasswordInput }>(
    '/api/v1/auth/forgot-password',
    {
      onRequest: limitPerIp(services.limits.authPerIp, 'forgot'),
      preValidation: validateBody(forgotPasswordSchema),
      schema: {
        summary: 'E-mail a password reset link (same answer, in the same time, for any e-mail)',
        tags: ['auth'],
        security: [],
        body: bodySchema(forgotPasswordSchema),
        response: { 200: Data(MessageOnly) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      // The request is queued and answered without looking the account up, the same work for
      // any address; the reset-mail job writes the mail on its own timer (docs/architecture.md
      // §5.1), so neither the answer nor what runs after it says whether the address is known.
      await services.passwordResetMails.request(request.body.email, locale);
      return { data: { message: t(locale, 'passwordResetSent') } };
    },
  );

  app.post<{ Body: ResetPasswordInput }>(
    '/api/v1/auth/reset-password',
    {
      onRequest: limitPerIp(services.limits.authPerIp, 'reset'),
      preValidation: validateBody(resetPasswordSchema),
      schema: {
        summary: 'Choose a new password with an e-mailed token; ends every session of the account',
        tags: ['auth'],
        security: [],
        body: bodySchema(resetPasswordSchema),
        response: { 200: Data(MessageOnly) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password, config.password);
      const done = await services.db.transaction(async (tx) => {
        const now = new Date();
        const userId = await services.passwordResets.consume(hashToken(token), now, tx);
        if (userId === null) return false;
        // Refused here, the transaction is rolled back: the link stays usable.
        const user = await services.users.findById(userId, tx);
        if (user) await refuseGuessablePassword(password, user);
        await services.users.updatePasswordHash(userId, passwordHash, tx);
        await services.passwordResets.invalidateForUser(userId, now, tx);
        // The link was mailed to the account's address: opening it proves the address too.
        const owner = await services.users.findById(userId, tx);
        if (owner) await services.users.markVerified(userId, owner.email, now, tx);
        await services.sessionsRepository.deleteForUser(userId, undefined, tx);
        return true;
      });
      if (!done) throw FieldValidationError.of('token', 'validation.resetToken');
      return { data: { message: t(requestLocale(request), 'passwordResetDone') } };
    },
  );

  // docs/spec.md §7 makes logout a GET; a cross-site page must not be able to trigger it.
  app.get(
    '/api/logout',
    {
      schema: {
        summary: 'End the session (clears the session cookie, sets logged_in=false)',
        tags: ['auth'],
        security: [],
        response: { 200: DataNull },
      },
    },
    async (request, reply) => {
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new HttpError(403, 'crossOrigin');
      }
      await services.sessions.end(request, reply);
      return { data: null };
    },
  );
};
