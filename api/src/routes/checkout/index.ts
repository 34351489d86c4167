import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  checkoutQuoteSchema,
  checkoutSchema,
  msg,
  voucherApplySchema,
  type CheckoutInput,
  type CheckoutQuoteInput,
  type VoucherApplyInput,
} from '@mealprep/shared/validation';
import {
  AppliedVoucher,
  CheckoutEligibility,
  CheckoutQuote,
  PlacedOrder,
} from '@mealprep/shared/checkout/contracts';
import { Data } from '@mealprep/shared/core/contracts';
import type { DeliveryMethod, PackagingMethod } from '@mealprep/shared/core';
import { FieldValidationError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { currentCustomer } from '../../http/request';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { bodySchema, SESSION_SECURITY } from '../../plugins/openapi';
import { retryAfterOf } from '../../checkout/quotes';
import type { CustomerRef } from '../../checkout/service';
import type { Services } from '../../services';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

function customerRef(request: FastifyRequest): CustomerRef {
  const user = currentCustomer(request);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNo: user.phoneNo,
    locale: requestLocale(request),
  };
}

/** 8–200 visible ASCII characters (a UUID is typical). */
function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new FieldValidationError({ idempotency_key: [msg('validation.idempotencyKey')] });
  }
  return key;
}

/**
 * Checkout (docs/architecture.md §5): eligibility for the guard, a courier quote with the price
 * summary, voucher check and placing the order. Prices come from the server only.
 */
export const checkoutRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { requireUser } = services.sessions;
  const checkout = services.checkout;

  // A refused courier quote (too many from this account) says when to ask again.
  app.addHook('onError', async (_request, reply, error) => {
    const seconds = retryAfterOf(error);
    if (seconds !== null) reply.header('retry-after', String(seconds));
  });

  app.get(
    '/api/v1/checkout/eligibility',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Checkout guard: { eligible, reasons[] } — reasons empty_cart, incomplete_profile (name and phone)',
        tags: ['checkout'],
        security: SESSION_SECURITY,
        response: { 200: Data(CheckoutEligibility) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await checkout.quotes.eligibility(customerRef(request)) };
    },
  );

  app.post<{ Body: CheckoutQuoteInput }>(
    '/api/v1/checkout/quote',
    {
      onRequest: requireUser,
      preValidation: validateBody(checkoutQuoteSchema),
      schema: {
        summary:
          'Courier quote (stored, with expires_at for the countdown; the live quote for the same address is answered again; new quotes are limited per customer per hour, 429 beyond; the fee holds for the same address through the payment window, previous_delivery_fee when a re-quote changed it), delivery options, the price summary lines in order, and pending_order: the unpaid order of this same cart, if any',
        tags: ['checkout'],
        security: SESSION_SECURITY,
        body: bodySchema(checkoutQuoteSchema),
        response: { 200: Data(CheckoutQuote) },
      },
    },
    async (request) => {
      const body = request.body;
      return {
        data: await checkout.priceCheckout(customerRef(request), {
          delivery_method: body.delivery_method as DeliveryMethod,
          address_id: body.address_id ?? null,
          voucher_code: body.voucher_code ?? null,
        }),
      };
    },
  );

  app.post<{ Body: VoucherApplyInput }>(
    '/api/v1/voucher/apply',
    {
      onRequest: requireUser,
      preValidation: validateBody(voucherApplySchema),
      schema: {
        summary:
          'Check a voucher code against the current cart: { code, discount, message } or 422 with the reason (unknown, not started, expired, minimum not reached, used up, already used)',
        tags: ['checkout'],
        security: SESSION_SECURITY,
        body: bodySchema(voucherApplySchema),
        response: { 200: Data(AppliedVoucher) },
      },
    },
    async (request) => {
      const applied = await checkout.quotes.applyVoucher(customerRef(request), request.body.code);
      return { data: { ...applied, message: t(requestLocale(request), 'voucherApplied') } };
    },
  );

  app.post<{ Body: CheckoutInput }>(
    '/api/v1/checkout',
    {
      onRequest: requireUser,
      preValidation: validateBody(checkoutSchema),
      schema: {
        summary:
          'Place the order (Idempotency-Key header: an answered key answers the same order for 24 hours, whatever happened since; the same key with another request is a 422 on idempotency_key): { order_id, order_no, payment_id, payment_url }',
        tags: ['checkout'],
        security: SESSION_SECURITY,
        response: { 201: Data(PlacedOrder) },
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 200 } },
          required: ['idempotency-key'],
        },
        body: bodySchema(checkoutSchema),
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const body = request.body;
      const placed = await checkout.placeOrder(customerRef(request), key, {
        delivery_method: body.delivery_method as DeliveryMethod,
        packaging_method: body.packaging_method as PackagingMethod,
        delivery_instructions: body.delivery_instructions ?? null,
        address_id: body.address_id ?? null,
        delivery_date: body.delivery_date,
        delivery_time: body.delivery_time,
        voucher_code: body.voucher_code ?? null,
        quote_id: body.quote_id ?? null,
      });
      reply.code(201);
      return { data: placed };
    },
  );
};
