import type { FastifyPluginAsync } from 'fastify';
import { number, object, string, type InferType } from 'yup';
import { Data } from '@mealprep/shared/core/contracts';
import { OUTBOX_STATES, OutboxMailDetail, OutboxPage } from '@mealprep/shared/staff/contracts';
import { msg, text } from '@mealprep/shared/validation';
import { HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { renderedRow } from '../../mail/stored-mails';
import { MailTemplateError } from '../../mail/templates/registry';
import { validateQuery } from '../../http/validate';
import { SESSION_SECURITY } from '../../plugins/openapi';
import type { OutboxRow } from '../../repositories/email-outbox';
import type { Services } from '../../services';

const queryInteger = (min: number, max: number) =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg('validation.integer'))
    .integer(msg('validation.integer'))
    .min(min, ({ min: limit }: { min: number }) => msg('validation.minValue', { min: limit }))
    .max(max, ({ max: limit }: { max: number }) => msg('validation.maxValue', { max: limit }));

export const outboxQuerySchema = object({
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, 100).default(20),
  /** Part of the recipient's address. */
  to: text({ max: 254 }).optional(),
  state: string()
    .transform((value: string) => (value === '' ? undefined : value))
    .oneOf([...OUTBOX_STATES], msg('validation.oneOf'))
    .optional(),
});
type OutboxQuery = InferType<typeof outboxQuerySchema>;

function stateOf(row: OutboxRow) {
  if (row.sentAt) return 'sent' as const;
  return row.gaveUpAt ? ('failed' as const) : ('queued' as const);
}

function toMail(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    locale: row.locale,
    state: stateOf(row),
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The outbox page's API (docs/architecture.md §7.1): every e-mail the shop wrote, newest first,
 * with both parts of each. With `MAIL_DRIVER=outbox` (the default of `npm start`) this is where
 * a developer reads the mails; in production it is where an admin sees what failed. Admins only.
 */
export const adminOutboxRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const readOutbox = services.sessions.requireStaff('outbox.read');

  app.get<{ Querystring: OutboxQuery }>(
    '/api/v1/admin/outbox',
    {
      onRequest: readOutbox,
      preValidation: validateQuery(outboxQuerySchema),
      schema: {
        summary:
          'E-mails the shop wrote, newest first (?page, per_page ≤ 100, to = part of the address, state = queued|sent|failed)',
        tags: ['admin'],
        security: SESSION_SECURITY,
        response: { 200: OutboxPage },
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage, to, state } = request.query;
      const { rows, total } = await services.outbox.page(
        { to, state: state as (typeof OUTBOX_STATES)[number] | undefined },
        page,
        perPage,
      );
      reply.header('cache-control', 'no-store');
      return { data: rows.map(toMail), meta: { page, per_page: perPage, total } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/outbox/:id',
    {
      onRequest: readOutbox,
      schema: {
        summary: 'One e-mail with its text and HTML parts',
        tags: ['admin'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 200: Data(OutboxMailDetail) },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const row = id === null ? null : await services.outbox.find(id);
      if (!row) throw new HttpError(404, 'notFound');
      reply.header('cache-control', 'no-store');
      try {
        const mail = await renderedRow(services.outbox, row);
        return { data: { ...toMail(mail), text: mail.textBody, html: mail.htmlBody } };
      } catch (error) {
        // A template that cannot render its data: the admin sees why, the row is left to the
        // sending job, which gives it up (docs/mail-rendering.md).
        if (!(error instanceof MailTemplateError)) throw error;
        return { data: { ...toMail(row), last_error: error.message, text: '', html: null } };
      }
    },
  );
};
