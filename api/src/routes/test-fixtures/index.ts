import type { FastifyPluginAsync } from 'fastify';
import { number, object, type InferType } from 'yup';
import { ORDER_STATUSES } from '@mealprep/shared/core';
import { msg, text, uncoerced } from '@mealprep/shared/validation';
import { insertOrder, klDate } from '../../fixtures/orders';
import { validateBody } from '../../http/validate';
import { currentCustomer } from '../../http/request';
import { SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

const orderFixtureSchema = object({
  status: text({ max: 40 }).oneOf(ORDER_STATUSES, msg('validation.oneOf')).default('paid'),
  /** Negative for an order of a past day (a delivered one, say). */
  days_ahead: uncoerced(number())
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .min(-30, msg('validation.minValue', { min: -30 }))
    .max(30, msg('validation.maxValue', { max: 30 }))
    .default(10),
  /** For a `delivered` order: how long ago it was delivered (the 24-hour problem window). */
  delivered_hours_ago: uncoerced(number())
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .min(0, msg('validation.minValue', { min: 0 }))
    .max(720, msg('validation.maxValue', { max: 720 }))
    .default(0),
});

const renewalRunSchema = object({
  /** The instant the run takes as now: a week's pay link, charge or cut-off in the future. */
  at: text({ max: 40 })
    .required(msg('validation.required'))
    .test('instant', msg('validation.invalid'), (value) => !Number.isNaN(Date.parse(value ?? ''))),
});

/**
 * Only with `E2E_FIXTURES=1` (app.ts): the browser tests cannot reach the database, and orders
 * are created by checkout, so this writes one for the signed-in customer, as checkout stores it.
 */
export const testFixtureRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post<{ Body: InferType<typeof orderFixtureSchema> }>(
    '/api/test/orders',
    {
      onRequest: services.sessions.requireUser,
      preValidation: validateBody(orderFixtureSchema),
      schema: {
        summary: 'Browser tests only (E2E_FIXTURES=1): an order for the signed-in customer',
        tags: ['test'],
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const user = currentCustomer(request);
      const order = await insertOrder(services.db, user.id, {
        status: request.body.status,
        deliveryDate: klDate(request.body.days_ahead),
        deliveredAt: new Date(Date.now() - request.body.delivered_hours_ago * 3_600_000),
      });
      reply.code(201);
      return { data: { id: order.id, order_no: order.orderNo } };
    },
  );

  // The renewal run at a chosen instant, as the job queue runs it at its own ticks: the browser
  // test lives through a subscription's weeks in minutes (the API tests call the run directly).
  app.post<{ Body: InferType<typeof renewalRunSchema> }>(
    '/api/test/renewals',
    {
      preValidation: validateBody(renewalRunSchema),
      schema: {
        summary: 'Browser tests only (E2E_FIXTURES=1): the subscription renewal run at an instant',
        tags: ['test'],
      },
    },
    async (request) => {
      const report = await services.renewals.runDue(new Date(request.body.at));
      return { data: report };
    },
  );
};
