import type { FastifyPluginAsync } from 'fastify';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { loginSchema, msg, text, type LoginInput } from '@mealprep/shared/validation';
import { AdminAccount } from '@mealprep/shared/plan/contracts';
import { Data } from '@mealprep/shared/core/contracts';
import { LogEntry, LogsPage } from '@mealprep/shared/staff/contracts';
import { DateTime } from 'luxon';
import { number, object, type InferType } from 'yup';
import { FieldValidationError, HttpError } from '../../http/errors';
import { pathId } from '../../http/request';
import { toAdminAccount } from '../../profile/present';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { LOG_LIST_DEPTH, type LogRow } from '../../repositories/logs';
import type { Services } from '../../services';
import { authenticate, authLimits, signIn } from '../auth';

/** Query numbers arrive as text; an empty value means "not given". */
const queryInteger = (min: number, max: number) =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg('validation.integer'))
    .integer(msg('validation.integer'))
    .min(min, ({ min: limit }: { min: number }) => msg('validation.minValue', { min: limit }))
    .max(max, ({ max: limit }: { max: number }) => msg('validation.maxValue', { max: limit }));

/** A calendar day (YYYY-MM-DD), read in business time (Asia/Kuala_Lumpur); staff pages' `?date=`. */
export const queryDay = () =>
  text({ max: 10 })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test({
      name: 'day',
      message: msg('validation.date'),
      skipAbsent: true,
      test: (value) =>
        value === undefined ||
        (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
          DateTime.fromISO(value, { zone: BUSINESS_ZONE }).isValid),
    });

export const logsQuerySchema = object({
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, 100).default(20),
  status: queryInteger(0, 999).optional(),
  q: text({ max: 200 }).optional(),
  /** Received on or after this day / on or before this day (business time). */
  from: queryDay().optional(),
  to: queryDay().optional(),
  /** The reporting user: an id, or the e-mail address of an account. */
  user: text({ max: 254 }).optional(),
});
type LogsQuery = InferType<typeof logsQuerySchema>;

function toLogJson(row: LogRow) {
  return {
    id: row.id,
    statusCode: row.statusCode,
    message: row.message,
    date: row.occurredAt.toISOString(),
    userId: row.userId,
    remote: row.remote,
    remoteVersion: row.remoteVersion,
    url: row.url,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admin log-in and the log screens (docs/spec.md §2 admin); every route checks the role on the server. */
export const adminRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const readLogs = services.sessions.requireStaff('logs');

  app.post<{ Body: LoginInput }>(
    '/api/v1/admin/login',
    {
      ...authLimits(services, 'admin-login'),
      preValidation: validateBody(loginSchema),
      schema: {
        summary: 'Log in as staff (customers are refused with the same generic error)',
        tags: ['admin'],
        security: [],
        body: bodySchema(loginSchema),
        response: { 200: Data(AdminAccount) },
      },
    },
    async (request, reply) => {
      const user = await authenticate(services, request, 'staff', 'admin-login');
      await signIn(services, request, reply, user);
      return { data: toAdminAccount(user) };
    },
  );

  app.get(
    '/api/v1/admin/me',
    {
      onRequest: services.sessions.requireAnyStaff,
      schema: {
        summary: 'The signed-in staff member, with their role and permissions',
        tags: ['admin'],
        security: SESSION_SECURITY,
        response: { 200: Data(AdminAccount) },
      },
    },
    async (request) => ({ data: toAdminAccount(currentUser(request)) }),
  );

  app.get<{ Querystring: LogsQuery }>(
    '/api/v1/admin/logs',
    {
      onRequest: readLogs,
      preValidation: validateQuery(logsQuerySchema),
      schema: {
        summary:
          'Client error logs, newest first (?page, per_page ≤ 100, status, q = message/URL/remote text, from and to = days in Malaysian time, user = id or e-mail)',
        tags: ['admin'],
        security: SESSION_SECURITY,
        response: { 200: LogsPage },
      },
    },
    async (request) => {
      const { page, per_page: perPage, status, q, from, to, user } = request.query;
      if (from && to && from > to) {
        throw FieldValidationError.of('to', 'validation.minValue', { min: from });
      }
      // Bounded pagination: deeper than LOG_LIST_DEPTH rows, narrow the days instead.
      const deepest = Math.ceil(LOG_LIST_DEPTH / perPage);
      if (page > deepest)
        throw FieldValidationError.of('page', 'validation.maxValue', { max: deepest });
      let userId: number | null | undefined;
      if (user) {
        // An id as typed, or the account with that e-mail; an unknown e-mail matches nothing.
        userId = /^\d{1,9}$/.test(user)
          ? Number(user)
          : ((await services.users.findByEmail(user.toLowerCase()))?.id ?? null);
      }
      const day = (value: string) => DateTime.fromISO(value, { zone: BUSINESS_ZONE });
      const { rows, total, capped } = await services.logs.list({
        page,
        perPage,
        status,
        q,
        from: from ? day(from).startOf('day').toJSDate() : undefined,
        before: to ? day(to).plus({ days: 1 }).startOf('day').toJSDate() : undefined,
        userId,
      });
      return {
        data: rows.map(toLogJson),
        meta: {
          page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          total_capped: capped,
        },
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/logs/:id',
    {
      onRequest: readLogs,
      schema: {
        summary: 'One client error log',
        tags: ['admin'],
        security: SESSION_SECURITY,
        response: { 200: Data(LogEntry) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const row = id === null ? null : await services.logs.findById(id);
      if (!row) throw new HttpError(404, 'notFound');
      return { data: toLogJson(row) };
    },
  );
};
