import type { FastifyPluginAsync } from 'fastify';
import { object, type InferType } from 'yup';
import { businessDate } from '@mealprep/shared/core';
import { BoardOrder, OrdersBoard, ProductionSheet } from '@mealprep/shared/staff/contracts';
import { Data, DataWithMessage } from '@mealprep/shared/core/contracts';
import { orderStatusChangeSchema, type OrderStatusChangeInput } from '@mealprep/shared/validation';
import { HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { productionCsv } from '../../orders/production';
import type { Services } from '../../services';
import { queryDay } from '../admin';

export const boardQuerySchema = object({
  /** The delivery (or pickup) day, YYYY-MM-DD in Kuala Lumpur; today when not given. */
  date: queryDay().optional(),
});
type BoardQuery = InferType<typeof boardQuerySchema>;

/**
 * The orders board and the steps of an order's life (docs/architecture.md §9.8): every staff role
 * reads the day's orders; the kitchen and dispatch move them on, each only the steps of its role.
 */
export const fulfilmentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });

  app.get<{ Querystring: BoardQuery }>(
    '/api/v1/admin/orders',
    {
      onRequest: services.sessions.requireStaff('orders.read'),
      preValidation: validateQuery(boardQuerySchema),
      schema: {
        ...staff(
          'The paid orders due on a day (?date=YYYY-MM-DD, today in Kuala Lumpur by default), by slot, each with the steps the caller may take',
        ),
        response: { 200: OrdersBoard },
      },
    },
    async (request) => {
      const date = request.query.date ?? businessDate();
      const user = currentUser(request);
      const data = await services.fulfilment.board(date, user.role, requestLocale(request));
      const counts: Record<string, number> = {};
      for (const order of data) counts[order.status] = (counts[order.status] ?? 0) + 1;
      return { data, meta: { date, counts } };
    },
  );

  app.post<{ Params: { id: string }; Body: OrderStatusChangeInput }>(
    '/api/v1/admin/orders/:id/status',
    {
      onRequest: services.sessions.requireStaff('orders.read'),
      preValidation: validateBody(orderStatusChangeSchema),
      schema: {
        ...staff(
          'Move an order one step on (paid → preparing → ready_for_pickup / out_for_delivery → delivered); 409 when it is not at the step before, 403 when the role may not take the step',
        ),
        params: ID_PARAMS,
        body: bodySchema(orderStatusChangeSchema),
        response: { 200: DataWithMessage(BoardOrder) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const user = currentUser(request);
      const locale = requestLocale(request);
      const target = request.body.status;
      const status = (value: string) => t(locale, `status.${value}` as ApiMessageKey);
      const result = await services.fulfilment.move(user, id, target);
      if (result.kind === 'missing') throw new HttpError(404, 'notFound');
      if (result.kind === 'forbidden')
        throw new HttpError(403, 'orderStepForbidden', { target: status(target) });
      if (result.kind === 'notNext') {
        // Not paid yet, cancelled, or already moved on by someone else: say where it is.
        throw new HttpError(409, 'orderStepNotNext', {
          orderNo: result.order.orderNo,
          status: status(result.order.status),
          target: status(target),
        });
      }
      const row = await services.fulfilment.boardOrder(id, user.role, locale);
      if (!row) throw new HttpError(404, 'notFound');
      return {
        data: row,
        message: t(locale, 'orderStepDone', {
          orderNo: result.order.orderNo,
          target: status(target),
        }),
      };
    },
  );

  const production = services.sessions.requireStaff('orders.read');

  app.get<{ Querystring: BoardQuery }>(
    '/api/v1/admin/production',
    {
      onRequest: production,
      preValidation: validateQuery(boardQuerySchema),
      schema: {
        ...staff(
          'The production sheet of a delivery day (?date, today by default): portions per dish and size, grams per component over every personalised plan, packs per packaging, each plan’s packs; cooked the day before',
        ),
        response: { 200: Data(ProductionSheet) },
      },
    },
    async (request) => ({
      data: await services.production.sheet(
        request.query.date ?? businessDate(),
        requestLocale(request),
      ),
    }),
  );

  app.get<{ Querystring: BoardQuery }>(
    '/api/v1/admin/production.csv',
    {
      onRequest: production,
      preValidation: validateQuery(boardQuerySchema),
      schema: {
        ...staff('The production sheet as CSV (UTF-8 with a byte order mark, for spreadsheets)'),
        response: {
          200: {
            description: 'The sheet (text/csv), offered as a download',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const sheet = await services.production.sheet(request.query.date ?? businessDate(), locale);
      const label = (key: string) => t(locale, `production.${key}` as ApiMessageKey);
      const labels = Object.fromEntries(
        [
          'deliveryDate',
          'cookingDate',
          'orders',
          'vacuum',
          'lunch_box',
          'dish',
          'size',
          'portions',
          'component',
          'grams',
          'size.S',
          'size.L',
        ].map((key) => [key, label(key)]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="production-${sheet.delivery_date}.csv"`,
        )
        .send(`\uFEFF${productionCsv(sheet, labels)}`);
    },
  );
};
