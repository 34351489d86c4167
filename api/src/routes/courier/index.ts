import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { object, type InferType } from 'yup';
import { businessDate } from '@mealprep/shared/core';
import {
  CourierWebhookAnswer,
  DispatchBoard,
  DispatchOrder,
} from '@mealprep/shared/checkout/contracts';
import { Data, DataWithMessage } from '@mealprep/shared/core/contracts';
import type { BookOutcome, CancelOutcome, CourierDispatch } from '../../courier/dispatch';
import { courierJobHandlers, registerCourierJobs } from '../../courier/jobs';
import { SandboxCourier } from '../../courier/sandbox';
import { HttpError } from '../../http/errors';
import { ID_PARAMS, pathId } from '../../http/request';
import { currentUser } from '../../http/session';
import { validateQuery } from '../../http/validate';
import { languageOf, type Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t, type ApiMessageKey } from '../../i18n/messages';
import { HTML_PAGE, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';
import { queryDay } from '../admin';

export const COURIER_WEBHOOK_PATH = '/api/v1/courier/webhook';

/** The courier's side of the app: tests reach it as `app.courier` and run its jobs' handlers. */
export interface CourierWork {
  dispatch: CourierDispatch;
  sandbox: SandboxCourier | null;
  handlers: ReturnType<typeof courierJobHandlers>;
}

/**
 * Registers the courier's jobs on the shared queue (courier/jobs.ts); the sandbox courier posts
 * its webhooks to this API in-process, through the real route, as the sandbox payment gateway
 * does its callbacks.
 */
export async function startCourierWork(
  app: FastifyInstance,
  services: Services,
): Promise<CourierWork> {
  const dispatch = services.courierDispatch;
  const sandbox = dispatch.courier instanceof SandboxCourier ? dispatch.courier : null;
  const deps = {
    dispatch,
    sandbox,
    postWebhook: async (body: string, headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: COURIER_WEBHOOK_PATH, payload: body, headers }))
        .statusCode,
    log: app.log,
  };
  await registerCourierJobs(services.jobs, deps);
  const work = { dispatch, sandbox, handlers: courierJobHandlers(deps) };
  app.decorate('courier', work);
  return work;
}

declare module 'fastify' {
  interface FastifyInstance {
    courier: CourierWork;
  }
}

const dispatchQuerySchema = object({
  /** The delivery day, YYYY-MM-DD in Kuala Lumpur; today when not given. */
  date: queryDay().optional(),
});
type DispatchQuery = InferType<typeof dispatchQuerySchema>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A refused booking or cancel as the 4xx that says why; nothing changed. */
function refusal(
  outcome: Exclude<BookOutcome | CancelOutcome, { kind: 'booked' | 'cancelled' }>,
  locale: Locale,
): HttpError {
  if (outcome.kind === 'missing') return new HttpError(404, 'notFound');
  const orderNo = outcome.order.orderNo;
  switch (outcome.kind) {
    case 'notPreparing':
      return new HttpError(409, 'courierNotPreparing', {
        orderNo,
        status: t(locale, `status.${outcome.order.status}` as ApiMessageKey),
      });
    case 'alreadyBooked':
    case 'exhausted':
      return new HttpError(409, 'courierAlreadyBooked', { orderNo });
    case 'nothingToCancel':
      return new HttpError(409, 'courierNothingToCancel', { orderNo });
    case 'pickedUp':
      return new HttpError(409, 'courierPickedUp', { orderNo });
    case 'failed':
      return new HttpError(409, 'courierRefused', { orderNo, reason: outcome.reason });
  }
}

/**
 * Courier dispatch and tracking (docs/courier.md): the courier's signed webhook, the sandbox
 * courier's tracking page, and dispatch's screen with its buttons. Registers the courier's jobs
 * on the shared queue, the sandbox posting its webhooks to this API in-process (as the sandbox
 * payment gateway does).
 */
export const courierRoutes: FastifyPluginAsync<{
  services: Services;
  courier: CourierWork;
}> = async (app, { services, courier: work }) => {
  const { dispatch, sandbox } = work;
  const courier = dispatch.courier;

  // The signature covers the exact bytes: this scope reads JSON as text and parses it itself.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, String(body)),
    );
    scope.post<{ Body: string }>(
      COURIER_WEBHOOK_PATH,
      {
        schema: {
          summary:
            'The courier’s webhook: a booking’s driver assigned, picked up, completed, cancelled, rejected or expired. Public, but signed: the sandbox signs HMAC-SHA256 over `<timestamp>.<body>` (x-sandbox-courier-timestamp, x-sandbox-courier-signature); the Lalamove-style driver checks the v3 signature in the body. 401 on a bad signature (nothing changes); a replayed event id answers 200 and changes nothing; an event behind the booking is kept and moves nothing; 404 for a booking the shop does not know (the courier sends it again).',
          tags: ['courier'],
          // No session: the courier calls it; its signature is the credential.
          security: [],
          response: { 200: Data(CourierWebhookAnswer) },
        },
      },
      async (request) => {
        const reading = courier.readWebhook({
          path: COURIER_WEBHOOK_PATH,
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
        });
        if (reading.kind === 'refused') throw new HttpError(401, 'courierSignature');
        if (reading.kind === 'ignored') return { data: { received: true, outcome: 'ignored' } };
        const outcome = await dispatch.receive(reading.event);
        if (outcome === 'unknown') throw new HttpError(404, 'courierBookingUnknown');
        return { data: { received: true, outcome } };
      },
    );
  });

  if (sandbox) {
    app.get<{ Params: { ref: string } }>(
      '/api/v1/courier/sandbox/track/:ref',
      {
        schema: {
          summary: 'Sandbox courier: the tracking page of a delivery (where it is, who drives)',
          tags: ['courier'],
          security: [],
          params: {
            type: 'object',
            properties: { ref: { type: 'string', pattern: '^sbx_[0-9a-f]{24}$' } },
            required: ['ref'],
          },
          response: { 200: HTML_PAGE },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        let status;
        try {
          status = await sandbox.status(request.params.ref, new Date());
        } catch {
          throw new HttpError(404, 'courierBookingUnknown');
        }
        const title = t(locale, 'courierTrackTitle');
        const driver = status.driver
          ? `<p>${escapeHtml(t(locale, 'courierTrackDriver', { name: status.driver.name, plate: status.driver.plate }))}</p>`
          : '';
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `<!doctype html><html lang="${languageOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(locale, 'courierTrackIntro'))}</p><p role="status">${escapeHtml(t(locale, `courierTrack.${status.state}` as ApiMessageKey))}</p>${driver}</main></body></html>`,
          );
      },
    );
  }

  const staff = (summary: string) => ({
    summary,
    tags: ['admin'],
    security: SESSION_SECURITY,
  });
  const guard = services.sessions.requireStaff('courier.dispatch');

  app.get<{ Querystring: DispatchQuery }>(
    '/api/v1/admin/dispatch',
    {
      onRequest: guard,
      preValidation: validateQuery(dispatchQuerySchema),
      schema: {
        ...staff(
          'The deliveries due on a day (?date=YYYY-MM-DD, today in Kuala Lumpur by default), by slot, with their courier booking, driver, tracking link, alerts and the buttons the booking allows',
        ),
        response: { 200: DispatchBoard },
      },
    },
    async (request) => {
      const date = request.query.date ?? businessDate();
      return { data: await dispatch.board(date), meta: { date } };
    },
  );

  const action = (
    name: 'book' | 'cancel' | 'rebook',
    summary: string,
    run: (
      orderId: number,
      actor: ReturnType<typeof currentUser>,
    ) => Promise<BookOutcome | CancelOutcome>,
    done: ApiMessageKey,
  ) =>
    app.post<{ Params: { id: string } }>(
      `/api/v1/admin/dispatch/:id/${name}`,
      {
        onRequest: guard,
        schema: {
          ...staff(summary),
          params: ID_PARAMS,
          response: { 200: DataWithMessage(DispatchOrder) },
        },
      },
      async (request) => {
        const id = pathId(request.params.id);
        if (id === null) throw new HttpError(404, 'notFound');
        const locale = requestLocale(request);
        const outcome = await run(id, currentUser(request));
        if (outcome.kind !== 'booked' && outcome.kind !== 'cancelled') {
          throw refusal(outcome, locale);
        }
        const [row] = await dispatch.board('', { orderId: id });
        if (!row) throw new HttpError(404, 'notFound');
        return { data: row, message: t(locale, done, { orderNo: row.order_no }) };
      },
    );

  action(
    'book',
    'Book a courier for a delivery being prepared now (409 with the reason when it is not being prepared or already booked, or the courier refused)',
    (id, user) => dispatch.book(id, user),
    'courierBooked',
  );
  action(
    'cancel',
    'Cancel the delivery’s courier booking (409 once the courier picked it up); it is not booked again by itself',
    (id, user) => dispatch.cancel(id, user),
    'courierCancelled',
  );
  action(
    'rebook',
    'Cancel the delivery’s courier booking and book another (a driver who does not come)',
    (id, user) => dispatch.rebook(id, user),
    'courierBooked',
  );
};
