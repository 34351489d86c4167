import type { FastifyPluginAsync } from 'fastify';
import { number, object, type InferType } from 'yup';
import { DataWithMessage, Paged } from '@mealprep/shared/core/contracts';
import { RefundDue } from '@mealprep/shared/orders/contracts';
import { msg } from '@mealprep/shared/validation';
import { HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateQuery } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

const refundsQuerySchema = object({
  page: number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg('validation.integer'))
    .integer(msg('validation.integer'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(10_000, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .default(1),
});
type RefundsQuery = InferType<typeof refundsQuerySchema>;
const REFUNDS_PAGE = 50;

/**
 * Refunds due (docs/architecture.md §9.4 "decided once", §9.8): money the shop received and must
 * give back — a payment after the customer's cancel, a second payment of a paid order — listed
 * for admins and support, oldest first, each marked refunded once the money has gone back (one
 * audited step, once).
 */
export const refundRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const refunds = services.sessions.requireStaff('refunds');
  const staff = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });

  app.get<{ Querystring: RefundsQuery }>(
    '/api/v1/admin/refunds',
    {
      onRequest: refunds,
      preValidation: validateQuery(refundsQuerySchema),
      schema: {
        ...staff(
          'Payments to refund, oldest first (?page; 50 a page): order, customer, amount, when paid and why (paid after the customer cancelled, or paid twice)',
        ),
        response: { 200: Paged(RefundDue) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = request.query.page;
      const { rows, total } = await services.checkout.refunds.due(page, REFUNDS_PAGE);
      return { data: rows, meta: { page, per_page: REFUNDS_PAGE, total } };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/admin/refunds/:id/refunded',
    {
      onRequest: refunds,
      schema: {
        ...staff(
          'Record that the payment was refunded (audited); 404 unless it is a refund, 409 when already recorded',
        ),
        params: ID_PARAMS,
        response: { 200: DataWithMessage(RefundDue) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const result = await services.checkout.refunds.markRefunded(currentUser(request), id);
      if (result.kind === 'missing') throw new HttpError(404, 'notFound');
      const orderNo = result.refund.order_no;
      if (result.kind === 'already') throw new HttpError(409, 'refundAlreadyRecorded', { orderNo });
      return {
        data: result.refund,
        message: t(requestLocale(request), 'refundRecorded', { orderNo }),
      };
    },
  );
};
