/** Checkout inputs (docs/spec.md §2 checkout screen, §5 rules): quote, voucher, order, pay now. */
import { type InferType } from 'yup';
import { DELIVERY_METHODS, PACKAGING_METHODS } from '../core/commerce';
import { body, type RequestBody } from '../validation/input';
import { msg, strictInteger, text } from '../validation/rules';

/** A Kuala Lumpur calendar date, yyyy-MM-dd. */
function isoDateField() {
  return text({ max: 10 }).matches(/^\d{4}-\d{2}-\d{2}$/, msg('validation.date'));
}

/** Optional voucher code: trimmed, upper-cased, empty means none. */
function voucherCodeField() {
  return text({ max: 40 })
    .transform((value: unknown) =>
      typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
    )
    .nullable()
    .optional();
}

/** `POST /api/v1/voucher/apply`: a code checked against the current cart. */
export const voucherApplySchema = body({
  code: text({ max: 40 })
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .required(msg('validation.required')),
});

/**
 * `POST /api/v1/checkout/quote`: the delivery method and, for delivery, the address; a voucher
 * code is priced in when given (refused with its reason otherwise).
 */
export const checkoutQuoteSchema = body({
  delivery_method: text({ max: 10 })
    .oneOf(DELIVERY_METHODS, msg('validation.deliveryMethod'))
    .required(msg('validation.deliveryMethod')),
  address_id: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
  voucher_code: voucherCodeField(),
});

/** `POST /api/v1/checkout` (docs/spec.md §2 checkout screen; delivery instructions optional, docs/spec.md §5). */
export const checkoutSchema = body({
  delivery_method: text({ max: 10 })
    .oneOf(DELIVERY_METHODS, msg('validation.deliveryMethod'))
    .required(msg('validation.deliveryMethod')),
  packaging_method: text({ max: 10 })
    .oneOf(PACKAGING_METHODS, msg('validation.packagingMethod'))
    .required(msg('validation.packagingMethod')),
  delivery_instructions: text({ max: 500 }).nullable().optional(),
  address_id: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
  delivery_date: isoDateField().required(msg('validation.required')),
  delivery_time: text({ max: 5 })
    .matches(/^\d{2}:\d{2}$/, msg('validation.deliverySlot'))
    .required(msg('validation.required')),
  voucher_code: voucherCodeField(),
  quote_id: text({ max: 64 }).nullable().optional(),
});

/** `POST /api/v1/orders/:id/pay`: the new courier quote when the order's had lapsed. */
export const orderPaySchema = body({
  quote_id: text({ max: 64 }).nullable().optional(),
});

export type OrderPayInput = InferType<typeof orderPaySchema>;
export type OrderPayRequest = RequestBody<typeof orderPaySchema>;
export type VoucherApplyInput = InferType<typeof voucherApplySchema>;
export type VoucherApplyRequest = RequestBody<typeof voucherApplySchema>;
export type CheckoutQuoteInput = InferType<typeof checkoutQuoteSchema>;
export type CheckoutQuoteRequest = RequestBody<typeof checkoutQuoteSchema>;
export type CheckoutInput = InferType<typeof checkoutSchema>;
export type CheckoutRequest = RequestBody<typeof checkoutSchema>;
