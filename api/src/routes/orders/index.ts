import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Data, DataWithMessage } from '@mealprep/shared/core/contracts';
import {
  OrderDetail as OrderDetailAnswer,
  OrderPayQuote,
  OrdersPage,
} from '@mealprep/shared/orders/contracts';
import { PlacedOrder } from '@mealprep/shared/checkout/contracts';
import {
  orderPaySchema,
  ordersQuerySchema,
  rescheduleSchema,
  type OrderPayInput,
  type OrdersQuery,
  type RescheduleInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { validateBody, validateQuery } from '../../http/validate';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { cancelRefusal, rescheduleChoiceRefusal, rescheduleRefusal } from '../../orders/rules';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { OrderRow } from '../../repositories/orders';
import type { Services } from '../../services';
import { listItem, orderDetail } from '../../orders/present';
import { pointsRoutes } from './points';
import { receiptRoutes } from './receipt';

/**
 * The customer's orders (docs/architecture.md §5 `/api/v1/orders…`) and points. Orders are created by
 * checkout; here they are read, cancelled while payment is pending, and rescheduled while paid
 * (docs/architecture.md §9). Another customer's order id answers 404 and changes nothing.
 */
export const orderRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;
  const repo = services.orders;
  const windowMinutes = services.config.checkout.paymentWindowMinutes;

  const detail = (request: FastifyRequest, order: OrderRow) =>
    orderDetail(repo, windowMinutes, requestLocale(request), order);

  async function owned(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = currentCustomer(request);
    const id = pathId(request.params.id);
    const order = id === null ? null : await repo.find(user.id, id);
    if (!order) throw new HttpError(404, 'orderNotFound');
    return { user, order };
  }

  app.get<{ Querystring: OrdersQuery }>(
    '/api/v1/orders',
    {
      onRequest: requireUser,
      preValidation: validateQuery(ordersQuerySchema),
      schema: {
        summary:
          'The customer’s orders: filter=all|payment_pending|upcoming|cancelled|delivered, sort=newest|oldest, page, per_page ≤ 50; answers { data, meta: { page, per_page, total } }',
        tags: ['orders'],
        security: SESSION_SECURITY,
        querystring: bodySchema(ordersQuerySchema),
        response: { 200: OrdersPage },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const { filter, sort, page, per_page: perPage } = request.query;
      const { rows, total } = await repo.list(user.id, { filter, sort, page, perPage });
      reply.header('cache-control', 'no-store');
      const clock = { now: new Date(), windowMinutes };
      return {
        data: rows.map((row) => listItem(row.order, row.itemCount, clock)),
        meta: { page, per_page: perPage, total },
      };
    },
  );

  for (const suffix of ['', '/summary']) {
    app.get<{ Params: { id: string } }>(
      `/api/v1/orders/:id${suffix}`,
      {
        onRequest: requireUser,
        schema: {
          summary: suffix
            ? 'The order’s printable summary (receipt): the same fields as the order'
            : 'One order: docs/spec.md §3 fields, lines, price summary lines, payment state and the actions with the reason each is refused',
          tags: ['orders'],
          security: SESSION_SECURITY,
          params: ID_PARAMS,
          response: { 200: Data(OrderDetailAnswer) },
        },
      },
      async (request, reply) => {
        const { order } = await owned(request);
        reply.header('cache-control', 'no-store');
        return { data: await detail(request, order) };
      },
    );
  }

  app.post<{ Params: { id: string } }>(
    '/api/v1/orders/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Cancel an order while its payment is pending (paid orders are not refunded, terms §4); 409 with the reason otherwise',
        tags: ['orders'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 200: DataWithMessage(OrderDetailAnswer) },
      },
    },
    async (request) => {
      const { user, order } = await owned(request);
      const refusal = cancelRefusal(order);
      if (refusal) throw new HttpError(409, refusal.key, refusal.values);
      // Cancelled with what it held given back (its voucher use), in one transaction.
      const cancelled = await services.checkout.placement.cancelOrder(user.id, order.id);
      if (!cancelled) {
        // Paid or cancelled a moment ago: answer with the state it is in now.
        const now = await repo.find(user.id, order.id);
        const reason = now ? cancelRefusal(now) : null;
        throw new HttpError(409, reason?.key ?? 'orderAlreadyCancelled', reason?.values);
      }
      return {
        data: await detail(request, cancelled),
        message: t(requestLocale(request), 'orderCancelled'),
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/orders/:id/pay/quote',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Before "Pay now": what paying this unpaid order costs; a delivery whose courier quote lapsed is re-quoted for the same address ({ requoted, quote_id, expires_at, delivery_fee, previous_total, total, lines, pay_by }). 409 with the reason when it cannot be paid (paid, cancelled, expired, date gone).',
        tags: ['orders'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 200: Data(OrderPayQuote) },
      },
    },
    async (request, reply) => {
      const { user, order } = await owned(request);
      reply.header('cache-control', 'no-store');
      return { data: await services.checkout.payLater.payQuote(user.id, order.id) };
    },
  );

  app.post<{ Params: { id: string }; Body: OrderPayInput }>(
    '/api/v1/orders/:id/pay',
    {
      onRequest: requireUser,
      preValidation: validateBody(orderPaySchema),
      schema: {
        summary:
          'Pay now: opens a new payment for the unpaid order inside its payment window → { order_id, order_no, payment_id, payment_url }. A re-quoted delivery sends the quote_id of /pay/quote (422 on quote_id when missing or lapsed); 409 with the reason when it cannot be paid.',
        tags: ['orders'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        body: bodySchema(orderPaySchema),
        response: { 201: Data(PlacedOrder) },
      },
    },
    async (request, reply) => {
      const { user, order } = await owned(request);
      const placed = await services.checkout.payLater.payOrder(
        user.id,
        order.id,
        request.body?.quote_id ?? null,
      );
      reply.code(201);
      return { data: placed };
    },
  );

  app.post<{ Params: { id: string }; Body: RescheduleInput }>(
    '/api/v1/orders/:id/reschedule',
    {
      onRequest: requireUser,
      preValidation: validateBody(rescheduleSchema),
      schema: {
        summary:
          'Move a paid order to another allowed date and slot (docs/spec.md §9 from now on), until 12:00 the day before its delivery; 409 with the reason otherwise',
        tags: ['orders'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        body: bodySchema(rescheduleSchema),
        response: { 200: DataWithMessage(OrderDetailAnswer) },
      },
    },
    async (request) => {
      const { user, order } = await owned(request);
      const now = new Date();
      const refusal = rescheduleRefusal(order, now);
      if (refusal) throw new HttpError(409, refusal.key, refusal.values);
      const holidays = await repo.holidays();
      const choice = {
        date: request.body.delivery_date,
        time: request.body.delivery_time,
        method: order.deliveryMethod,
      };
      const dateRefusal = rescheduleChoiceRefusal(now, choice, holidays);
      if (dateRefusal?.reason === 'too_far') {
        throw FieldValidationError.of('delivery_date', 'validation.deliveryTooFar', {
          date: dateRefusal.last,
        });
      }
      if (dateRefusal) {
        throw FieldValidationError.of('delivery_date', 'validation.deliveryNotAllowed', {
          date: dateRefusal.earliest,
        });
      }
      // Moved and the customer's mail queued in one transaction (docs/architecture.md §7.1).
      const moved = await services.db.transaction(async (tx) => {
        const row = await repo.reschedule(user.id, order.id, order.deliveryDate, choice, tx);
        if (row) {
          const from = { date: order.deliveryDate, time: order.deliveryTime };
          await services.orderMails.rescheduled(tx, row, from);
        }
        return row;
      });
      if (!moved) {
        const current = await repo.find(user.id, order.id);
        const reason = current ? rescheduleRefusal(current, new Date()) : null;
        throw new HttpError(409, reason?.key ?? 'orderRescheduleUnderway', reason?.values);
      }
      return {
        data: await detail(request, moved),
        message: t(requestLocale(request), 'orderRescheduled'),
      };
    },
  );

  await app.register(pointsRoutes, { services });
  await app.register(receiptRoutes, { services });
};
