import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  priceLinesToWire,
  PRICE_LINE_KEYS,
  senToAmount,
  type OrderAction,
  type OrderAddress,
  type OrderDetail,
  type OrderListItem,
  type PointsTransaction,
  type PriceLineKey,
} from '@mealprep/shared/domain';
import {
  Data,
  DataWithMessage,
  OrderDetail as OrderDetailAnswer,
  OrderPayQuote,
  OrdersPage,
  PlacedOrder,
  PointsPage,
  PointsTotal,
} from '@mealprep/shared/contracts';
import { routeTable } from '@mealprep/shared/route-table';
import {
  orderPaySchema,
  ordersQuerySchema,
  pageQuerySchema,
  rescheduleSchema,
  type OrderPayInput,
  type OrdersQuery,
  type PageQuery,
  type RescheduleInput,
} from '@mealprep/shared/validation';
import { FieldValidationError, HttpError } from '../../http/errors';
import { validateBody, validateQuery } from '../../http/validate';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { requestLocale, type Locale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import {
  cancelRefusal,
  payRefusal,
  shownPayBy,
  rescheduleChoices,
  rescheduleChoiceRefusal,
  rescheduleDeadline,
  rescheduleRefusal,
  type Refusal,
} from '../../orders/rules';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { OrderLineRow, OrderRow, PaymentRow } from '../../repositories/orders';
import type { Services } from '../../services';

/** The payment window, for orders written before `pay_by` was stored. */
interface PayClock {
  now: Date;
  windowMinutes: number;
}

function listItem(order: OrderRow, itemCount: number, clock: PayClock): OrderListItem {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    delivery_date: order.deliveryDate,
    delivery_time: order.deliveryTime,
    delivery_method: order.deliveryMethod,
    total: senToAmount(order.totalSen),
    item_count: itemCount,
    pay_by: shownPayBy(order, clock.windowMinutes)?.toISOString() ?? null,
    payable: payRefusal(order, clock.now, clock.windowMinutes) === null,
    cancel_reason: order.cancelReason ?? null,
  };
}

function localized(name: Record<string, string>, locale: Locale): string {
  return name[locale] ?? name['en-US'] ?? Object.values(name)[0] ?? '';
}

function action(refusal: Refusal | null, locale: Locale): OrderAction {
  return refusal
    ? { allowed: false, reason: t(locale, refusal.key, refusal.values) }
    : { allowed: true, reason: null };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The address copied onto the order at checkout (its keys are the address form's). */
function orderAddress(snapshot: Record<string, unknown> | null): OrderAddress | null {
  if (!snapshot) return null;
  return {
    first_name: text(snapshot.first_name ?? snapshot.firstName) ?? '',
    last_name: text(snapshot.last_name ?? snapshot.lastName) ?? '',
    unit_no: text(snapshot.unit_no ?? snapshot.unitNo),
    address_1: text(snapshot.address_1 ?? snapshot.address1) ?? '',
    address_2: text(snapshot.address_2 ?? snapshot.address2),
    city: text(snapshot.city) ?? '',
    state: text(snapshot.state) ?? '',
    postcode: text(snapshot.postcode) ?? '',
    country: text(snapshot.country) ?? 'MY',
    phone: text(snapshot.phone) ?? '',
  };
}

/** The stored snapshot's lines in the order of docs/architecture.md §9, unknown keys left out. */
function priceSummary(order: OrderRow) {
  const known = order.priceLines.filter((line): line is { key: PriceLineKey; amountSen: number } =>
    (PRICE_LINE_KEYS as readonly string[]).includes(line.key),
  );
  known.sort((a, b) => PRICE_LINE_KEYS.indexOf(a.key) - PRICE_LINE_KEYS.indexOf(b.key));
  return priceLinesToWire(known);
}

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

  async function detail(request: FastifyRequest, order: OrderRow): Promise<OrderDetail> {
    const locale = requestLocale(request);
    const now = new Date();
    const [lines, payment, holidays] = await Promise.all([
      repo.lines(order.id),
      repo.payment(order.id),
      repo.holidays(),
    ]);
    const reschedule = rescheduleRefusal(order, now);
    const options = reschedule ? null : rescheduleChoices(now, order.deliveryMethod, holidays);
    return {
      ...listItem(
        order,
        lines.reduce((sum, line) => sum + line.quantity, 0),
        { now, windowMinutes },
      ),
      packaging_method: order.packagingMethod,
      delivery_instructions: order.deliveryInstructions,
      address: orderAddress(order.address ?? null),
      lines: lines.map((line: OrderLineRow) => ({
        id: line.id,
        type: line.type,
        product_id: line.productId,
        name: localized(line.name, locale),
        size: line.size,
        servings: line.servings,
        quantity: line.quantity,
        price: senToAmount(line.unitPriceSen),
        subtotal: senToAmount(line.subtotalSen),
      })),
      price_summary: priceSummary(order),
      points_earned: order.pointsEarned,
      paid_at: order.paidAt?.toISOString() ?? null,
      cancelled_at: order.cancelledAt?.toISOString() ?? null,
      payment: paymentOf(payment),
      actions: {
        reschedule: action(reschedule, locale),
        cancel: action(cancelRefusal(order), locale),
        view_meals: { allowed: lines.length > 0, reason: null },
        pay: action(payRefusal(order, now, windowMinutes), locale),
      },
      reschedule_options: options
        ? {
            earliest_date: options.earliestDate,
            slots: options.slots,
            later_slots: options.laterSlots,
            deadline: rescheduleDeadline(order.deliveryDate).toISO() ?? '',
          }
        : null,
    };
  }

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
      const cancelled = await services.checkout.cancelOrder(user.id, order.id);
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
      return { data: await services.checkout.payQuote(user.id, order.id) };
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
      const placed = await services.checkout.payOrder(
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
      const moved = await repo.reschedule(user.id, order.id, order.deliveryDate, choice);
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
            ? routeTable.orderSummary.path.replace(':id', String(row.orderId))
            : null,
      }));
      return { data, meta: { page, per_page: perPage, total } };
    },
  );
};

function paymentOf(payment: PaymentRow | null): OrderDetail['payment'] {
  return payment
    ? {
        status: payment.status,
        provider: payment.provider,
        paid_at: payment.paidAt?.toISOString() ?? null,
      }
    : null;
}
