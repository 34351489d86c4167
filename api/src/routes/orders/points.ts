import type { FastifyPluginAsync } from 'fastify';
import { Data } from '@mealprep/shared/core/contracts';
import { PointsPage, PointsTotal, type PointsTransaction } from '@mealprep/shared/orders/contracts';
import { pageQuerySchema, type PageQuery } from '@mealprep/shared/validation';
import { currentCustomer } from '../../http/request';
import { validateQuery } from '../../http/validate';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

/** The customer's points (docs/spec.md §3 points history): the balance and the history. */
export const pointsRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;
  const repo = services.orders;

  app.get(
    '/api/v1/user/points/total',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The customer’s points balance: { total }',
        tags: ['points'],
        security: SESSION_SECURITY,
        response: { 200: Data(PointsTotal) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { total: await repo.pointsTotal(currentCustomer(request).id) } };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/v1/user/points/transactions',
    {
      onRequest: requireUser,
      preValidation: validateQuery(pageQuerySchema),
      schema: {
        summary:
          'Points history, newest first: earned, deducted, remarks, order date and receipt link; page, per_page ≤ 50',
        tags: ['points'],
        security: SESSION_SECURITY,
        querystring: bodySchema(pageQuerySchema),
        response: { 200: PointsPage },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await repo.pointsPage(user.id, page, perPage);
      reply.header('cache-control', 'no-store');
      const data: PointsTransaction[] = rows.map((row) => ({
        id: row.id,
        earned: row.points > 0 ? row.points : 0,
        deducted: row.points < 0 ? -row.points : 0,
        balance_after: row.balanceAfter,
        remarks: row.remarks,
        created_at: row.createdAt.toISOString(),
        order:
          row.orderId !== null && row.orderNo !== null && row.orderCreatedAt !== null
            ? {
                id: row.orderId,
                order_no: row.orderNo,
                created_at: row.orderCreatedAt.toISOString(),
              }
            : null,
        receipt_url:
          row.orderId !== null && row.orderNo !== null
            ? `/api/v1/orders/${row.orderId}/receipt.pdf`
            : null,
      }));
      return { data, meta: { page, per_page: perPage, total } };
    },
  );
};
