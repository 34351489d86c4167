import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AdminProblem, OrderProblems } from '@mealprep/shared/staff/contracts';
import { Data, DataWithMessage, PageMeta } from '@mealprep/shared/core/contracts';
import {
  problemAnswerSchema,
  problemQueueQuerySchema,
  problemReportSchema,
  problemResolveSchema,
  type ProblemAnswerInput,
  type ProblemQueueQuery,
  type ProblemResolveInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validate, validateBody, validateQuery } from '../../http/validate';
import type { Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { sendStatic } from '../../platform/static-files';
import type { ProblemPhoto, StaffResult } from '../../problems/problems';
import type { Services } from '../../services';
import { isTooLarge, MAX_IMAGE_BYTES, reencode, sniffImage } from '../profile-picture';

const QUEUE_PAGE = 50;

const ProblemQueue = Type.Object({
  data: Type.Array(AdminProblem),
  meta: Type.Object({ ...PageMeta.properties, open: Type.Integer() }),
});

/**
 * The report's multipart body: its text fields, and the `photo` file part read under the profile
 * picture's limits (one file, 2 MB). Repeated fields (`lines`) are kept as a list.
 */
async function readReport(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string | string[]>; photo: Buffer | null }> {
  const fields: Record<string, string | string[]> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || photo) {
          part.file.resume();
          continue;
        }
        photo = await part.toBuffer();
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : '';
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined
          ? value
          : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
  } catch (error) {
    if (isTooLarge(error)) {
      throw FieldValidationError.of('photo', 'validation.imageSize', {
        max: MAX_IMAGE_BYTES / 1024 / 1024,
      });
    }
    // A malformed multipart body is the client's fault, whatever busboy calls it.
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, 'badRequest');
  }
  return { fields, photo };
}

/** The photo decoded and re-encoded as a profile picture is: pixels only, its own format. */
async function cleanPhoto(bytes: Buffer | null): Promise<ProblemPhoto | null> {
  if (!bytes || bytes.length === 0) return null;
  const extension = sniffImage(bytes);
  if (!extension) throw FieldValidationError.of('photo', 'validation.imageType');
  return { bytes: await reencode(bytes, extension, 'photo'), extension };
}

/**
 * Problems after delivery (docs/support.md): the customer's report on their delivered order within
 * 24 hours, and support's queue, answers and outcomes. Every refusal is a 4xx with its reason.
 */
export const problemRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { problems } = services;
  const customer = (summary: string) => ({
    summary,
    tags: ['orders'],
    security: SESSION_SECURITY,
  });
  const staff = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });
  const supportOnly = services.sessions.requireStaff('problems');

  app.get<{ Params: { id: string } }>(
    '/api/v1/orders/:id/problems',
    {
      onRequest: services.sessions.requireUser,
      schema: {
        ...customer(
          'The problems reported with the order, support’s answers and outcomes, and whether one can be reported now (24 hours after delivery)',
        ),
        params: ID_PARAMS,
        response: { 200: Data(OrderProblems) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const data = await problems.forCustomer(user.id, id, requestLocale(request));
      if (!data) throw new HttpError(404, 'notFound');
      return { data };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/orders/:id/problems',
    {
      onRequest: services.sessions.requireUser,
      schema: {
        ...customer(
          'Report a problem with a delivered order (multipart: lines "12,13", reason, note, optional file "photo" PNG/JPEG/WebP ≤ 2 MB); 409 with the reason after 24 hours, before delivery or while a report is open',
        ),
        params: ID_PARAMS,
        consumes: ['multipart/form-data'],
        response: { 201: DataWithMessage(OrderProblems) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const locale = requestLocale(request);
      const { fields, photo } = request.isMultipart()
        ? await readReport(request)
        : { fields: request.body, photo: null };
      const input = await validate(problemReportSchema, fields);
      const cleaned = await cleanPhoto(photo);
      const result = await problems.report(
        user.id,
        id,
        { lines: input.lines, reason: input.reason, note: input.note },
        cleaned,
        locale,
      );
      if (result.kind === 'missing') throw new HttpError(404, 'notFound');
      if (result.kind === 'refused') throw new HttpError(409, result.key, result.values);
      return reply.code(201).send({
        data: result.problems,
        message: t(locale, 'problemReported', { orderNo: result.order.orderNo }),
      });
    },
  );

  app.get<{ Querystring: ProblemQueueQuery }>(
    '/api/v1/admin/problems',
    {
      onRequest: supportOnly,
      preValidation: validateQuery(problemQueueQuerySchema),
      schema: {
        ...staff(
          'Problems reported after delivery (?page; 50 a page): open ones first, oldest first; then refunds still to make; then the rest, newest first',
        ),
        response: { 200: ProblemQueue },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = request.query.page;
      const { rows, total, open } = await problems.queue(page, QUEUE_PAGE, requestLocale(request));
      return { data: rows, meta: { page, per_page: QUEUE_PAGE, total, open } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/problems/:id/photo',
    {
      onRequest: supportOnly,
      schema: {
        ...staff('The photo sent with a report (staff only; never cached)'),
        params: ID_PARAMS,
        response: {
          200: {
            description: 'The re-encoded photo',
            content: {
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
              'image/webp': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const name = await problems.photoOf(id);
      if (!name) throw new HttpError(404, 'notFound');
      return sendStatic(reply, problems.photoDir, `/${name}`, () => 'private, no-store');
    },
  );

  /** A staff step's answer: the report as it is now and what was done, or the refusal. */
  function staffAnswer(result: StaffResult, locale: Locale, done: ApiMessageKey) {
    if (result.kind === 'missing') throw new HttpError(404, 'notFound');
    if (result.kind === 'resolved') {
      throw new HttpError(409, 'problemAlreadyResolved', { orderNo: result.orderNo });
    }
    if (result.kind === 'notRefund') {
      throw new HttpError(409, 'problemNoRefund', { orderNo: result.orderNo });
    }
    if (result.kind === 'refunded') {
      throw new HttpError(409, 'problemRefundAlreadyRecorded', { orderNo: result.orderNo });
    }
    return {
      data: result.problem,
      message: t(locale, done, { orderNo: result.problem.order_no }),
    };
  }

  app.post<{ Params: { id: string }; Body: ProblemAnswerInput }>(
    '/api/v1/admin/problems/:id/answer',
    {
      onRequest: supportOnly,
      preValidation: validateBody(problemAnswerSchema),
      schema: {
        ...staff(
          'Write to the customer about a report (mailed in the order’s language, audited); 409 once resolved',
        ),
        params: ID_PARAMS,
        body: bodySchema(problemAnswerSchema),
        response: { 200: DataWithMessage(AdminProblem) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const locale = requestLocale(request);
      const result = await problems.answer(currentUser(request), id, request.body.message, locale);
      return staffAnswer(result, locale, 'problemAnswered');
    },
  );

  app.post<{ Params: { id: string }; Body: ProblemResolveInput }>(
    '/api/v1/admin/problems/:id/resolve',
    {
      onRequest: supportOnly,
      preValidation: validateBody(problemResolveSchema),
      schema: {
        ...staff(
          'Resolve a report once: points credited to the ledger, a refund to make outside the shop (at most the reported lines’ price) or no action with a reason; mailed and audited; 409 when already resolved',
        ),
        params: ID_PARAMS,
        body: bodySchema(problemResolveSchema),
        response: { 200: DataWithMessage(AdminProblem) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const locale = requestLocale(request);
      const result = await problems.resolve(currentUser(request), id, request.body, locale);
      return staffAnswer(result, locale, 'problemResolved');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/admin/problems/:id/refunded',
    {
      onRequest: supportOnly,
      schema: {
        ...staff(
          'Record that a report’s refund was made (mailed and audited); 409 unless the report was resolved with a refund not yet recorded',
        ),
        params: ID_PARAMS,
        response: { 200: DataWithMessage(AdminProblem) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const locale = requestLocale(request);
      const result = await problems.markRefunded(currentUser(request), id, locale);
      return staffAnswer(result, locale, 'problemRefundRecorded');
    },
  );
};
