import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AdminSubscription,
  ForecastDay,
  Subscription,
  SubscriptionQuote,
} from '@mealprep/shared/subscriptions/contracts';
import { Data, DataWithMessage, Nullable, Paged } from '@mealprep/shared/core/contracts';
import { formatShopDate, type DeliveryMethod, type PackagingMethod } from '@mealprep/shared/core';
import {
  adminSubscriptionPauseSchema,
  adminSubscriptionsQuerySchema,
  msg,
  parseIsoDate,
  subscriptionChangeSchema,
  subscriptionForecastQuerySchema,
  subscriptionPauseSchema,
  subscriptionSchema,
  type AdminSubscriptionPauseInput,
  type AdminSubscriptionsQuery,
  type SubscriptionChangeInput,
  type SubscriptionForecastQuery,
  type SubscriptionInput,
  type SubscriptionPauseInput,
} from '@mealprep/shared/validation';
import { retryAfterOf } from '../../checkout/quotes';
import { FieldValidationError, HttpError } from '../../http/errors';
import { ID_PARAMS, currentCustomer, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateBody, validateQuery } from '../../http/validate';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import type { SubscriptionChoices } from '../../subscriptions/service';
import type { Services } from '../../services';
import { IDEMPOTENCY_HEADER } from '../checkout';

/** The subscribe request's key: 8–200 visible ASCII characters, as checkout takes it. */
function subscribeKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new FieldValidationError({ idempotency_key: [msg('validation.idempotencyKey')] });
  }
  return key;
}

function choices(body: SubscriptionInput): SubscriptionChoices {
  return {
    delivery_method: body.delivery_method as DeliveryMethod,
    packaging_method: body.packaging_method as PackagingMethod,
    delivery_weekday: body.delivery_weekday,
    delivery_time: body.delivery_time,
    address_id: body.address_id ?? null,
    delivery_instructions: body.delivery_instructions ?? null,
  };
}

const DATE_PARAMS = {
  type: 'object',
  properties: { date: { type: 'string', description: 'yyyy-MM-dd, Kuala Lumpur' } },
  required: ['date'],
} as const;

/**
 * Subscriptions (docs/subscriptions.md): the signed-in customer's own (quote, subscribe, read,
 * change, skip and unskip a week, pause, resume, cancel) and the staff's list, forecast and
 * pause. Every answer is `{ data }`; refusals are translated 409s and 422s that change nothing.
 */
export const subscriptionRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;
  const subscriptions = services.subscriptions;
  const customer = (summary: string) => ({
    summary,
    tags: ['subscriptions'],
    security: SESSION_SECURITY,
  });
  const staff = (summary: string) => ({ summary, tags: ['admin'], security: SESSION_SECURITY });

  // A refused courier quote (too many from this account) says when to ask again.
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = retryAfterOf(error);
    if (seconds !== null) reply.header('retry-after', String(seconds));
  });

  app.get(
    '/api/v1/subscription',
    {
      onRequest: requireUser,
      schema: {
        ...customer(
          'The customer’s subscription (the live one, else the newest cancelled; null when none): lines, weekly price, weeks with their cut-off, pay link and what can be done',
        ),
        response: { 200: Data(Nullable(Subscription)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = currentCustomer(request);
      return { data: await subscriptions.current(user.id, requestLocale(request)) };
    },
  );

  app.post<{ Body: SubscriptionInput }>(
    '/api/v1/subscription/quote',
    {
      onRequest: requireUser,
      preValidation: validateBody(subscriptionSchema),
      schema: {
        ...customer(
          'The cart as a weekly box: its lines, the full weekly price with delivery and tax, the first delivery date and its cut-off (422 `cart` when the cart is empty)',
        ),
        body: bodySchema(subscriptionSchema),
        response: { 200: Data(SubscriptionQuote) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      return {
        data: await subscriptions.quote(user.id, choices(request.body), requestLocale(request)),
      };
    },
  );

  app.post<{ Body: SubscriptionInput }>(
    '/api/v1/subscription',
    {
      onRequest: requireUser,
      preValidation: validateBody(subscriptionSchema),
      schema: {
        ...customer(
          'Subscribe with the cart’s lines (Idempotency-Key header; the same key answers the same subscription). The cart is emptied. 409 when the customer already has a subscription that is not cancelled',
        ),
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 200 } },
          required: ['idempotency-key'],
        },
        body: bodySchema(subscriptionSchema),
        response: { 200: Data(Subscription), 201: Data(Subscription) },
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const key = subscribeKey(request);
      const { subscription, created } = await subscriptions.subscribe(
        user.id,
        key,
        choices(request.body),
        requestLocale(request),
      );
      reply.code(created ? 201 : 200);
      if (!created) return { data: subscription };
      // The first week may already be inside its pay-link window (48 h before its cut-off): it is
      // billed now rather than at the next run, so the answer carries its pay link. Should that
      // fail, the subscription stands and the next run bills the week.
      try {
        await services.renewals.renewOne(subscription.id, new Date());
      } catch (error) {
        request.log.error({ err: error }, 'billing a new subscription’s first week failed');
        return { data: subscription };
      }
      return {
        data: (await subscriptions.current(user.id, requestLocale(request))) ?? subscription,
      };
    },
  );

  app.patch<{ Body: SubscriptionChangeInput }>(
    '/api/v1/subscription',
    {
      onRequest: requireUser,
      preValidation: validateBody(subscriptionChangeSchema),
      schema: {
        ...customer(
          'Change the weekday, slot, method, packaging, address, instructions, the lines’ quantities (0 removes; one must remain) or the saved payment method. Weeks before their cut-off follow; a paid week stays as it was (the message says so)',
        ),
        body: bodySchema(subscriptionChangeSchema),
        response: { 200: DataWithMessage(Subscription) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const body = request.body;
      const { subscription, paidKept } = await subscriptions.change(
        user.id,
        {
          delivery_method: body.delivery_method as DeliveryMethod | undefined,
          packaging_method: body.packaging_method as PackagingMethod | undefined,
          delivery_weekday: body.delivery_weekday,
          delivery_time: body.delivery_time,
          address_id: body.address_id,
          delivery_instructions: body.delivery_instructions,
          lines: body.lines,
          payment_method_id: body.payment_method_id,
        },
        locale,
      );
      return {
        data: subscription,
        message:
          paidKept.length > 0
            ? t(locale, 'subscriptionChangedPaidKept', {
                dates: paidKept.map((date) => formatShopDate(date, locale)).join(', '),
              })
            : t(locale, 'subscriptionChanged'),
      };
    },
  );

  const weekDate = (raw: string) => {
    if (parseIsoDate(raw) === null)
      throw new HttpError(404, 'subscriptionWeekNotFound', { date: raw });
    return raw;
  };

  app.post<{ Params: { date: string } }>(
    '/api/v1/subscription/weeks/:date/skip',
    {
      onRequest: requireUser,
      schema: {
        ...customer(
          'Skip one of the next 8 weeks before its cut-off (its unpaid order, if out, is cancelled); 409 after the cut-off, for a paid week or one not upcoming',
        ),
        params: DATE_PARAMS,
        response: { 200: DataWithMessage(Subscription) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const date = weekDate(request.params.date);
      return {
        data: await subscriptions.skip(user.id, date, locale),
        message: t(locale, 'subscriptionWeekSkipped', { date: formatShopDate(date, locale) }),
      };
    },
  );

  app.post<{ Params: { date: string } }>(
    '/api/v1/subscription/weeks/:date/unskip',
    {
      onRequest: requireUser,
      schema: {
        ...customer('Take a skipped week back, before its cut-off'),
        params: DATE_PARAMS,
        response: { 200: DataWithMessage(Subscription) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      const date = weekDate(request.params.date);
      return {
        data: await subscriptions.unskip(user.id, date, locale),
        message: t(locale, 'subscriptionWeekUnskipped', { date: formatShopDate(date, locale) }),
      };
    },
  );

  app.post<{ Body: SubscriptionPauseInput }>(
    '/api/v1/subscription/pause',
    {
      onRequest: requireUser,
      preValidation: validateBody(subscriptionPauseSchema),
      schema: {
        ...customer(
          'Pause until a later delivery date of the subscription’s weekday (it resumes by itself then) or with no end (until null); paid weeks are still delivered',
        ),
        body: bodySchema(subscriptionPauseSchema),
        response: { 200: DataWithMessage(Subscription) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      return {
        data: await subscriptions.pause(user.id, request.body.until ?? null, locale),
        message: t(locale, 'subscriptionPaused'),
      };
    },
  );

  app.post(
    '/api/v1/subscription/resume',
    {
      onRequest: requireUser,
      schema: {
        ...customer('Resume a paused subscription: its paused weeks ahead are upcoming again'),
        response: { 200: DataWithMessage(Subscription) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      return {
        data: await subscriptions.resume(user.id, locale),
        message: t(locale, 'subscriptionResumed'),
      };
    },
  );

  app.post(
    '/api/v1/subscription/cancel',
    {
      onRequest: requireUser,
      schema: {
        ...customer(
          'Cancel, in one call: nothing more is charged; paid weeks are still delivered. 409 when already cancelled',
        ),
        response: { 200: DataWithMessage(Subscription) },
      },
    },
    async (request) => {
      const user = currentCustomer(request);
      const locale = requestLocale(request);
      return {
        data: await subscriptions.cancel(user.id, locale),
        message: t(locale, 'subscriptionCancelledDone'),
      };
    },
  );

  const read = services.sessions.requireStaff('subscriptions.read');

  app.get<{ Querystring: AdminSubscriptionsQuery }>(
    '/api/v1/admin/subscriptions',
    {
      onRequest: read,
      preValidation: validateQuery(adminSubscriptionsQuerySchema),
      schema: {
        ...staff(
          'Subscriptions, newest first (?status=active|paused|past_due|cancelled, page, per_page ≤ 100): customer, meals, delivery, weekly total, next week and its state, whether renewals are charged automatically',
        ),
        response: { 200: Paged(AdminSubscription) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await subscriptions.list(status, page, perPage);
      return { data: rows, meta: { page, per_page: perPage, total } };
    },
  );

  app.get<{ Querystring: SubscriptionForecastQuery }>(
    '/api/v1/admin/subscriptions/forecast',
    {
      onRequest: read,
      preValidation: validateQuery(subscriptionForecastQuerySchema),
      schema: {
        ...staff(
          'Per delivery day from ?from (today in Kuala Lumpur by default) for ?days (14, at most 56): portions the active subscriptions’ upcoming weeks will want beside those already in paid orders, with the cooking day and the cut-off',
        ),
        response: { 200: Data(Type.Array(ForecastDay)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { from, days } = request.query;
      return { data: await subscriptions.forecast(from, days, requestLocale(request)) };
    },
  );

  app.post<{ Params: { id: string }; Body: AdminSubscriptionPauseInput }>(
    '/api/v1/admin/subscriptions/:id/pause',
    {
      onRequest: services.sessions.requireStaff('subscriptions.pause'),
      preValidation: validateBody(adminSubscriptionPauseSchema),
      schema: {
        ...staff(
          'Pause a customer’s subscription (reason required, ≤ 500; until a later delivery date or none), audited with the reason; the customer is mailed. 409 when cancelled or already paused',
        ),
        params: ID_PARAMS,
        body: bodySchema(adminSubscriptionPauseSchema),
        response: { 200: DataWithMessage(AdminSubscription) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'notFound');
      const locale = requestLocale(request);
      const user = currentUser(request);
      const row = await subscriptions.adminPause(
        user,
        id,
        request.body.reason,
        request.body.until ?? null,
        locale,
      );
      if (!row) throw new HttpError(404, 'notFound');
      return {
        data: row,
        message: t(locale, 'subscriptionPausedByStaff', { name: row.customer_name }),
      };
    },
  );
};
