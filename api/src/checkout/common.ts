import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  type DeliveryRefusal,
  priceLineSen,
  type CheckoutContact,
  type PricingRules,
  type VoucherRefusal,
  type VoucherRow,
} from '@mealprep/shared/checkout';
import {
  BUSINESS_ZONE,
  formatSen,
  senToAmount,
  type DeliveryMethod,
  type PackagingMethod,
} from '@mealprep/shared/core';
import { linePrice } from '@mealprep/shared/cart';
import type { Address } from '@mealprep/shared/account/contracts';
import { type FieldMessages, msg } from '@mealprep/shared/validation';
import type { Database } from '../db';
import { FieldValidationError } from '../http/errors';
import { toAddress } from '../repositories/addresses';
import type { CartLineRow, CartRepository } from '../repositories/cart';
import type {
  AddressRecord,
  CheckoutOrdersRepository,
  OrderLineRecord,
  OrderRecord,
} from '../repositories/checkout-orders';
import type { CourierQuoteRow, CourierQuotesRepository } from '../repositories/courier-quotes';
import type { IdempotencyKeysRepository } from '../repositories/idempotency-keys';
import type { OrdersRepository } from '../repositories/orders';
import type { PaymentsRepository } from '../repositories/payments';
import type { VoucherRecord, VoucherUsesRepository } from '../repositories/voucher-uses';
import type { RateLimiter } from '../http/rate-limit';
import type { OrderMails } from '../mail/order-mails';
import type { CourierAdapter } from './courier';
import type { PaymentGateway } from './gateways';

/**
 * What the checkout modules (quotes, orders, payments, pay-later) share: the inputs, the
 * repositories and the small rules that turn rows into answers and refusals.
 */

export interface CustomerRef {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNo: string | null;
  /** The language of the checkout request: the order's e-mails and receipt are written in it. */
  locale?: string;
}

export interface QuoteInput {
  delivery_method: DeliveryMethod;
  address_id?: number | null;
  voucher_code?: string | null;
}

export interface CheckoutInput extends QuoteInput {
  packaging_method: PackagingMethod;
  delivery_instructions?: string | null;
  delivery_date: string;
  delivery_time: string;
  quote_id?: string | null;
}

export interface CheckoutServiceOptions {
  db: Database;
  cart: CartRepository;
  courier: CourierAdapter;
  gateway: PaymentGateway;
  pricing: PricingRules;
  paymentWindowMinutes: number;
  publicOrigin: string;
  /** The customer's order e-mails (docs/architecture.md §7.1); absent where no mail is wanted. */
  mails?: OrderMails | null;
  /** New courier quotes one customer may ask for per hour (`COURIER_QUOTES_PER_HOUR`, 30). */
  quotesPerHour?: number;
  /** How long an answered Idempotency-Key keeps answering its order (`IDEMPOTENCY_KEY_HOURS`, 24). */
  idempotencyKeyHours?: number;
  /** Tests move the clock. */
  now?: () => Date;
}

/** The options with the repositories the modules read and write through. */
export interface CheckoutContext {
  db: Database;
  options: CheckoutServiceOptions;
  now: () => Date;
  cart: CartRepository;
  orders: CheckoutOrdersRepository;
  /** The delivery holiday rules. */
  ordersRead: OrdersRepository;
  payments: PaymentsRepository;
  courierQuotes: CourierQuotesRepository;
  vouchers: VoucherUsesRepository;
  keys: IdempotencyKeysRepository;
  /** New courier quotes per customer (docs/architecture.md §5.1). */
  quoteLimit: RateLimiter;
}

/** A payment attempt opened inside a transaction; its hosted page is opened after it. */
export interface OpenedPayment {
  orderId: number;
  orderNo: string;
  paymentId: number;
  url: string | null;
}

/** Namespace of the per-customer checkout lock (pg_advisory_xact_lock(namespace, user id)). */
export const CHECKOUT_LOCK = 727073692;

/** The order's copy of a courier quote. */
export function quoteSnapshot(quote: CourierQuoteRow): Record<string, unknown> {
  return {
    id: quote.id,
    provider: quote.provider,
    provider_ref: quote.providerRef,
    fee: senToAmount(quote.feeSen),
    expires_at: quote.expiresAt.toISOString(),
    ...quote.breakdown,
  };
}

/** A delivery order whose courier quote has lapsed must be re-quoted before it is paid. */
export function quoteLapsed(order: OrderRecord, now: Date): boolean {
  if (order.deliveryMethod !== 'deliver') return false;
  const expires = order.courierQuote?.expires_at;
  return typeof expires !== 'string' || !(new Date(expires).getTime() > now.getTime());
}

/** The voucher discount the order was given (kept when its delivery fee is re-quoted). */
export function orderDiscountSen(order: OrderRecord): number {
  return Math.abs(priceLineSen(order.priceLines, 'discount'));
}

/** One line, as compared between the cart and a pending order ("the same cart"). */
function lineKey(line: {
  type: string;
  id: number;
  size: string | null;
  servings: number;
  quantity: number;
  unitPriceSen: number;
}): string {
  return [
    line.type,
    line.id,
    line.size ?? '',
    line.servings,
    line.quantity,
    line.unitPriceSen,
  ].join('|');
}

/** The cart holds what the order holds, at the same prices (an order line's unit is as charged). */
export function sameLines(cart: readonly CartLineRow[], ordered: readonly OrderLineRecord[]) {
  const a = cart
    .map((line) => lineKey({ ...line, id: line.productId, unitPriceSen: linePrice(line).unitSen }))
    .sort();
  const b = ordered.map((line) => lineKey({ ...line, id: line.productId })).sort();
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

export function refusalError(reason: VoucherRefusal, voucher: VoucherRecord | null, field: string) {
  return new FieldValidationError({
    [field]: [
      msg(`validation.voucher.${reason}`, {
        min: formatSen(voucher?.minSubtotalSen ?? 0),
      }),
    ],
  });
}

export function fieldError(
  field: string,
  key: Parameters<typeof msg>[0],
  values?: Record<string, string>,
) {
  const fields: FieldMessages = { [field]: [msg(key, values)] };
  return new FieldValidationError(fields);
}

/** A date or time that cannot be booked, as the 422 on its field (docs/spec.md §9). */
export function deliveryRefusalError(refusal: DeliveryRefusal) {
  if (refusal.reason === 'slot') return fieldError('delivery_time', 'validation.checkoutSlot');
  if (refusal.reason === 'too_far') {
    return fieldError('delivery_date', 'validation.deliveryTooFar', { date: refusal.last });
  }
  return fieldError('delivery_date', 'validation.deliveryDate', { date: refusal.earliest });
}

export function asVoucherRow(row: VoucherRecord): VoucherRow {
  return {
    kind: row.kind,
    value: row.value,
    maxDiscountSen: row.maxDiscountSen,
    minSubtotalSen: row.minSubtotalSen,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    active: row.active,
  };
}

/** The address as it is copied into the order (docs/spec.md §3 fields, without the default flag). */
export function addressSnapshot(row: AddressRecord): Omit<Address, 'is_default'> {
  const { is_default: _default, ...snapshot } = toAddress(row);
  return snapshot;
}

export function newOrderNo(now: Date): string {
  const day = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toFormat('yyyyMMdd');
  return `MP-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The customer's name and phone as the shared checkout rule reads them. */
export function contactOf(user: CustomerRef): CheckoutContact {
  return { first_name: user.firstName, last_name: user.lastName, phone_no: user.phoneNo };
}
