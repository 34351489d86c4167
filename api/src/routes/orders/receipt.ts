import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

/**
 * `GET /api/v1/orders/:id/receipt.pdf` (docs/architecture.md §7.2): the tax receipt of a paid
 * order, for its owner's session, or for the signed link in the order's e-mail (`?token=`, an
 * HMAC of the order id with this installation's secret) so the mail's link opens anywhere.
 */
export const receiptRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/v1/orders/:id/receipt.pdf',
    {
      schema: {
        summary:
          'The paid order’s tax receipt as a PDF (the owner’s session, or ?token= from the order e-mail); 409 before it is paid',
        tags: ['orders'],
        // The owner's session (the signed `token` of the e-mail's link stands in for it).
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 128 } },
        },
        response: {
          200: {
            description: 'The receipt (application/pdf), offered as a download',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'orderNotFound');
      const { token } = request.query;
      if (token) {
        if (!services.orderMails.checkReceiptToken(id, token)) {
          throw new HttpError(404, 'orderNotFound');
        }
      } else {
        const user = await services.sessions.load(request, reply);
        if (!user) throw new HttpError(401, 'unauthenticated');
        if (!(await services.orders.find(user.id, id))) throw new HttpError(404, 'orderNotFound');
      }
      const receipt = await services.receipts.pdf(id);
      if (!receipt) throw new HttpError(409, 'receiptUnpaid');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.orderNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(receipt.pdf);
    },
  );
};
