import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Data } from '@mealprep/shared/core/contracts';
import {
  PaymentCallbackAnswer,
  PaymentView,
  PlacedOrder,
} from '@mealprep/shared/checkout/contracts';
import { formatSen } from '@mealprep/shared/core';
import { SandboxGateway } from '../../checkout/gateways';
import { GatewayNotifier } from '../../checkout/notifications';
import { HttpError } from '../../http/errors';
import { contentSecurityPolicy, newStyleNonce } from '../../http/security';
import { currentCustomer, ID_PARAMS, pathId } from '../../http/request';
import { languageOf, withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { HTML_PAGE, REDIRECT, SESSION_SECURITY } from '../../plugins/openapi';
import type { Services } from '../../services';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Gateways post HTML forms (Billplz callbacks, the sandbox page). */
function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) fields[key] = value;
  return fields;
}

function objectBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** Every minute: unpaid orders past their window are cancelled, due sandbox callbacks resent. */
export const SWEEP_UNPAID_JOB = 'unpaid-orders';
export const SANDBOX_CALLBACKS_JOB = 'sandbox-callbacks';
const EVERY_MINUTE = '* * * * *';

/**
 * Payments: the payment's state for the result pages, try again, the gateways'
 * signed callbacks (the source of truth), the sandbox gateway's hosted page, and the sweeper
 * that cancels orders left unpaid for the payment window.
 */
export const paymentRoutes: FastifyPluginAsync<{
  services: Services;
  checkoutJobs: CheckoutJobs;
}> = async (app, { services, checkoutJobs }) => {
  const { requireUser } = services.sessions;
  const checkout = services.checkout;
  const gateway = checkout.gateway;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const notifier = checkoutJobs.notifier;

  app.get<{ Params: { id: string } }>(
    '/api/v1/payments/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A payment of mine and its order (the result pages read it)',
        tags: ['payments'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 200: Data(PaymentView) },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'paymentNotFound');
      reply.header('cache-control', 'no-store');
      return { data: await checkout.payments.paymentView(currentCustomer(request).id, id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/payments/:id/retry',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Try again: a new payment for the same unpaid order → { payment_id, payment_url }',
        tags: ['payments'],
        security: SESSION_SECURITY,
        params: ID_PARAMS,
        response: { 201: Data(PlacedOrder) },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'paymentNotFound');
      reply.code(201);
      return { data: await checkout.payLater.retryPayment(currentCustomer(request).id, id) };
    },
  );

  app.post<{ Params: { provider: string } }>(
    '/api/v1/payments/:provider/callback',
    {
      schema: {
        summary:
          'Signed gateway callback (sandbox: HMAC-SHA256 over the sorted fields; Billplz: X-Signature). Idempotent; 401 on a bad signature, 422 on a wrong amount.',
        tags: ['payments'],
        // No session: the gateway calls it; its signature is the credential.
        security: [],
        params: {
          type: 'object',
          properties: { provider: { type: 'string' } },
          required: ['provider'],
        },
        response: { 200: Data(PaymentCallbackAnswer) },
      },
    },
    async (request) => {
      if (request.params.provider !== gateway.provider) throw new HttpError(404, 'notFound');
      const result = await checkout.payments.handleCallback(gateway, objectBody(request.body));
      return { data: { received: true, status: result.status } };
    },
  );

  /** Back from the gateway: to the shop's result page (the callback decides the outcome). */
  app.get<{ Params: { provider: string; id: string } }>(
    '/api/v1/payments/:provider/return/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = pathId(request.params.id);
      if (id === null) throw new HttpError(404, 'paymentNotFound');
      const user = await services.sessions.load(request, reply);
      if (!user) return reply.redirect(`/payment/${id}/success`, 303);
      const view = await checkout.payments.paymentView(user.id, id);
      return reply.redirect(
        `/payment/${id}/${view.status === 'failed' ? 'failed' : 'success'}`,
        303,
      );
    },
  );

  if (!(gateway instanceof SandboxGateway)) return;
  const sandbox = gateway;

  async function openSandboxPayment(request: FastifyRequest<{ Params: { ref: string } }>) {
    const user = currentCustomer(request);
    const row = await checkout.payments.paymentByRef('sandbox', request.params.ref);
    if (!row || row.order.userId !== user.id) throw new HttpError(404, 'paymentNotFound');
    return row;
  }

  function page(reply: FastifyReply, status: number, title: string, body: string, locale: Locale) {
    // Its one style sheet is inline, so it carries this answer's nonce (no 'unsafe-inline').
    const nonce = newStyleNonce();
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(services.config, [], nonce));
    return `<!doctype html><html lang="${languageOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2933}button{font:inherit;padding:.75rem 1.25rem;margin:.5rem .5rem 0 0;border-radius:.5rem;border:1px solid #1f7a4d;cursor:pointer}.pay{background:#1f7a4d;color:#fff}.fail{background:#fff;color:#a61b1b;border-color:#a61b1b}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}</style></head><body>${body}</body></html>`;
  }

  app.get<{ Params: { ref: string } }>(
    '/api/v1/payments/sandbox/pay/:ref',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sandbox gateway: the hosted payment page (pay or fail)',
        tags: ['payments'],
        security: SESSION_SECURITY,
        response: { 200: HTML_PAGE },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { payment, order } = await openSandboxPayment(request);
      const title = t(locale, 'sandboxTitle');
      const open =
        payment.status === 'pending' &&
        (order.status === 'payment_pending' || order.status === 'payment_failed');
      if (!open) {
        return page(
          reply,
          409,
          title,
          `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t(locale, 'sandboxClosed'))}</p><p><a href="/payment/${payment.id}/${payment.status === 'paid' ? 'success' : 'failed'}">${escapeHtml(order.orderNo)}</a></p>`,
          locale,
        );
      }
      const amount = formatSen(payment.amountSen);
      const action = `/api/v1/payments/sandbox/pay/${encodeURIComponent(request.params.ref)}`;
      return page(
        reply,
        200,
        title,
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(locale, 'sandboxIntro'))}</p><dl><dt>${escapeHtml(t(locale, 'sandboxOrder'))}</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>${escapeHtml(t(locale, 'sandboxAmount'))}</dt><dd>${escapeHtml(amount)}</dd></dl><form method="post" action="${action}"><button class="pay" type="submit" name="outcome" value="pay">${escapeHtml(t(locale, 'sandboxPay', { amount }))}</button><button class="fail" type="submit" name="outcome" value="fail">${escapeHtml(t(locale, 'sandboxFail'))}</button></form>`,
        locale,
      );
    },
  );

  app.post<{ Params: { ref: string }; Body: unknown }>(
    '/api/v1/payments/sandbox/pay/:ref',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Sandbox gateway: the tester pays (outcome=pay) or fails (outcome=fail); the signed callback is sent, then the browser goes to the result page',
        tags: ['payments'],
        security: SESSION_SECURITY,
        response: { 303: REDIRECT },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { payment, order } = await openSandboxPayment(request);
      const outcome = objectBody(request.body).outcome;
      if (outcome !== 'pay' && outcome !== 'fail') throw new HttpError(400, 'badRequest');
      const open =
        payment.status === 'pending' &&
        (order.status === 'payment_pending' || order.status === 'payment_failed');
      if (!open) {
        const title = t(locale, 'sandboxTitle');
        return page(
          reply,
          409,
          title,
          `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t(locale, 'sandboxClosed'))}</p>`,
          locale,
        );
      }
      const fields = sandbox.signedCallback(
        request.params.ref,
        payment.amountSen,
        outcome === 'pay',
        new Date(),
      );
      const id = await notifier.enqueue(
        payment.id,
        `${services.publicOrigin}/api/v1/payments/sandbox/callback`,
        fields,
      );
      await notifier.send(id);
      return reply.redirect(
        withLocalePrefix(
          `/payment/${payment.id}/${outcome === 'pay' ? 'success' : 'failed'}`,
          locale,
        ),
        303,
      );
    },
  );
};

/**
 * Background work of checkout, on the job queue (docs/jobs.md): the sandbox gateway's callbacks
 * (sent at once by the hosted page, then retried by a job each minute once their back-off is
 * due, until acknowledged) and the sweeper of unpaid orders (each minute, once across
 * processes). Tests call them directly through `app.checkoutJobs`, or run the due jobs.
 */
export interface CheckoutJobs {
  notifier: GatewayNotifier;
  sweepUnpaid(now?: Date): Promise<number>;
  /** Sends every due callback now. */
  flush(now?: Date): Promise<number>;
}

export async function startCheckoutJobs(
  app: FastifyInstance,
  services: Services,
): Promise<CheckoutJobs> {
  // The sandbox gateway lives in this API: its callbacks go through the real callback route
  // (signature, amount, idempotency), in-process.
  const notifier = new GatewayNotifier(
    services.db,
    async (url, body) => {
      const response = await app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: body,
      });
      return response.statusCode;
    },
    app.log,
  );
  const jobs: CheckoutJobs = {
    notifier,
    sweepUnpaid: (now) => services.checkout.placement.sweepUnpaid(now),
    flush: (now) => notifier.sendDue(now),
  };
  await services.jobs.work(SANDBOX_CALLBACKS_JOB, async () => {
    await jobs.flush();
  });
  await services.jobs.schedule(SANDBOX_CALLBACKS_JOB, EVERY_MINUTE);
  await services.jobs.work(SWEEP_UNPAID_JOB, async () => {
    const count = await jobs.sweepUnpaid();
    if (count > 0) app.log.info({ count }, 'cancelled unpaid orders');
  });
  await services.jobs.schedule(SWEEP_UNPAID_JOB, EVERY_MINUTE);
  app.decorate('checkoutJobs', jobs);
  return jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkoutJobs: CheckoutJobs;
  }
}
