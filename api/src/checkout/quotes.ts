import { randomBytes } from 'node:crypto';
import {
  deliveryOptions,
  pickupTimes,
  checkoutEligibility,
  priceLinesToWire,
  priceSummary,
  voucherRefusal,
} from '@mealprep/shared/checkout';
import { linesSubtotalSen } from '@mealprep/shared/cart';
import { senToAmount } from '@mealprep/shared/core';
import type { CheckoutEligibility, CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { TooManyRequestsError } from '../http/rate-limit';
import type { AddressRecord, OrderRecord } from '../repositories/checkout-orders';
import type { CourierQuoteRow } from '../repositories/courier-quotes';
import type { VoucherRecord } from '../repositories/voucher-uses';
import { pointsBalance } from '../repositories/points-ledger';
import {
  asVoucherRow,
  contactOf,
  fieldError,
  orderDiscountSen,
  quoteSnapshot,
  refusalError,
  type CheckoutContext,
  type CustomerRef,
  type QuoteInput,
} from './common';
import { CourierError } from './courier';

/** The breakdown's note of when a held fee was first quoted (see `newCourierQuote`). */
const HELD_SINCE = 'fee_held_since';

/** When the fee of this quote was first quoted: its own time, or the hold it carried on. */
function feeHeldSince(quote: CourierQuoteRow): Date {
  const since = quote.breakdown[HELD_SINCE];
  const date = typeof since === 'string' ? new Date(since) : null;
  return date && !Number.isNaN(date.getTime()) ? date : quote.createdAt;
}

/** New courier quotes past a customer's hourly limit: a translated 429 with `Retry-After`. */
export class QuoteLimitError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'courierQuotesTooMany', { seconds: retryAfter });
  }
}

/** Whether a 429 carries the seconds to wait (the routes send them as `Retry-After`). */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof QuoteLimitError || error instanceof TooManyRequestsError
    ? error.retryAfter
    : null;
}

/**
 * Whether a stored quote can be answered again instead of asking the courier: still live for at
 * least half its own lifetime (so the countdown it shows is not nearly over), and made after the
 * address last changed.
 */
function reusable(quote: CourierQuoteRow, address: AddressRecord, now: Date): boolean {
  const left = quote.expiresAt.getTime() - now.getTime();
  const life = quote.expiresAt.getTime() - quote.createdAt.getTime();
  return left > life / 2 && quote.createdAt.getTime() >= address.updatedAt.getTime();
}

/**
 * Prices before an order exists: eligibility, the cart's subtotal, vouchers, the
 * courier's quote and the price summary; and an order's prices again with a new courier quote.
 */
export class CheckoutQuotes {
  constructor(private readonly ctx: CheckoutContext) {}

  async eligibility(user: CustomerRef): Promise<CheckoutEligibility> {
    return checkoutEligibility(await this.ctx.cart.count(user.id), contactOf(user));
  }

  /** The cart's lines and their sum, each priced by the shared line rule. */
  async subtotal(userId: number, db: Database = this.ctx.db) {
    const lines = await this.ctx.cart.lines(userId, db);
    return { lines, subtotalSen: linesSubtotalSen(lines) };
  }

  /** A voucher that can be used now on this subtotal, or the refusal as a 422 on `field`. */
  async checkVoucher(
    code: string,
    userId: number,
    subtotalSen: number,
    field: string,
    db: Database = this.ctx.db,
  ): Promise<VoucherRecord> {
    const { vouchers } = this.ctx;
    const voucher = await vouchers.findByCode(code, db);
    const reason = voucherRefusal(voucher ? asVoucherRow(voucher) : null, {
      subtotalSen,
      now: this.ctx.now(),
      usesByCustomer: voucher ? await vouchers.usesBy(voucher.id, userId, db) : 0,
    });
    if (reason || !voucher) throw refusalError(reason ?? 'unknown', voucher, field);
    return voucher;
  }

  /** `POST /api/v1/voucher/apply`: the code against the current cart. */
  async applyVoucher(user: CustomerRef, code: string) {
    const { subtotalSen } = await this.subtotal(user.id);
    if (subtotalSen === 0) throw fieldError('code', 'validation.cartEmpty');
    const voucher = await this.checkVoucher(code, user.id, subtotalSen, 'code');
    const summary = priceSummary({
      subtotalSen,
      deliverySen: 0,
      voucher: asVoucherRow(voucher),
      pointsBalance: 0,
      rules: this.ctx.options.pricing,
    });
    return { code: voucher.code, discount: senToAmount(summary.discountSen) };
  }

  /**
   * Asks the courier for a price to the address and stores it as a quote row. The fee the
   * customer is charged holds for the same address for the payment window from when it was
   * first quoted (docs/architecture.md §7): a re-quote inside it — the
   * countdown running out, a visit back, pay later — is a new quotation from the courier at the
   * held fee (the courier's own price kept in the breakdown). A quote made before the address
   * was last changed holds nothing. `changedFromSen` is the fee of the customer's last quote
   * for the address, inside that window, when this one differs: the page says so.
   *
   * Each quote is a row and a call to the courier (docs/architecture.md §5.1): while the
   * customer's newest quote for the address is live (`reusable`) it is answered again, and new
   * quotes are limited per customer (`COURIER_QUOTES_PER_HOUR`; a 429 beyond, storing nothing).
   */
  async newCourierQuote(
    userId: number,
    address: AddressRecord,
    now: Date,
  ): Promise<{ quote: CourierQuoteRow; changedFromSen: number | null }> {
    const newest = await this.ctx.courierQuotes.latestSince(userId, address.id, address.updatedAt);
    if (newest && reusable(newest, address, now)) return { quote: newest, changedFromSen: null };
    const budget = await this.ctx.quoteLimit.hit(`courier-quote:${userId}`);
    if (!budget.allowed) throw new QuoteLimitError(budget.retryAfter);
    let quote;
    try {
      quote = await this.ctx.options.courier.quote({
        latitude: address.latitude,
        longitude: address.longitude,
        contact: {
          name: `${address.firstName} ${address.lastName}`,
          phone: address.phone,
          address: [
            address.unitNo,
            address.address1,
            address.address2,
            address.postcode,
            address.city,
          ]
            .filter(Boolean)
            .join(', '),
        },
        now,
      });
    } catch (error) {
      if (error instanceof CourierError) throw new HttpError(503, 'courierUnavailable');
      throw error;
    }
    const holdMs = this.ctx.options.paymentWindowMinutes * 60_000;
    const since = new Date(Math.max(now.getTime() - holdMs, address.updatedAt.getTime()));
    const last = await this.ctx.courierQuotes.latestSince(userId, address.id, since);
    const heldSince = last && last.provider === quote.provider ? feeHeldSince(last) : null;
    const held =
      last !== null && heldSince !== null && now.getTime() - heldSince.getTime() < holdMs;
    const feeSen = held ? last.feeSen : quote.feeSen;
    const row = await this.ctx.courierQuotes.insert({
      id: randomBytes(18).toString('base64url'),
      userId,
      addressId: address.id,
      provider: quote.provider,
      providerRef: quote.providerRef,
      feeSen,
      breakdown: held
        ? {
            ...quote.breakdown,
            [HELD_SINCE]: heldSince.toISOString(),
            courier_fee: senToAmount(quote.feeSen),
          }
        : quote.breakdown,
      expiresAt: quote.expiresAt,
      createdAt: now,
    });
    return {
      quote: row,
      changedFromSen: last !== null && last.feeSen !== feeSen ? last.feeSen : null,
    };
  }

  /** A live quote of the customer's for this address, or the 422 checkout answers. */
  async liveQuote(
    tx: Database,
    userId: number,
    addressId: number,
    quoteId: string | null | undefined,
    now: Date,
  ): Promise<CourierQuoteRow> {
    if (!quoteId) throw fieldError('quote_id', 'validation.quoteRequired');
    const quote = await this.ctx.courierQuotes.findOwn(userId, addressId, quoteId, tx);
    if (!quote) throw fieldError('quote_id', 'validation.quoteRequired');
    if (quote.expiresAt <= now) throw fieldError('quote_id', 'validation.quoteExpired');
    return quote;
  }

  /**
   * The order's prices with another delivery fee: the same subtotal and the same voucher
   * discount it was given, the current points balance.
   */
  async repriced(tx: Database, order: OrderRecord, deliverySen: number) {
    const discountSen = orderDiscountSen(order);
    return priceSummary({
      subtotalSen: order.subtotalSen,
      deliverySen,
      voucher:
        discountSen > 0
          ? {
              kind: 'fixed',
              value: discountSen,
              maxDiscountSen: null,
            }
          : null,
      pointsBalance: await pointsBalance(tx, order.userId),
      rules: this.ctx.options.pricing,
    });
  }

  /** Writes a fresh courier quote onto a delivery order: its fee, total and points change. */
  async applyQuote(tx: Database, order: OrderRecord, quote: CourierQuoteRow, now: Date) {
    const summary = await this.repriced(tx, order, quote.feeSen);
    const row = await this.ctx.orders.update(tx, order.id, {
      totalSen: summary.totalSen,
      pointsEarned: summary.pointsEarned,
      priceLines: summary.lines,
      courierQuote: quoteSnapshot(quote),
      updatedAt: now,
    });
    if (!row) throw new Error('order update answered no row');
    return row;
  }

  /**
   * The cart's price for `POST /api/v1/checkout/quote`: a fresh courier quote (stored), the
   * delivery options and the price summary; `CheckoutService.priceCheckout` adds the pending
   * order (`PayLater.pendingOrder`).
   */
  async priceCart(
    user: CustomerRef,
    input: QuoteInput,
  ): Promise<Omit<CheckoutQuote, 'pending_order'>> {
    const now = this.ctx.now();
    const { subtotalSen } = await this.subtotal(user.id);
    if (subtotalSen === 0) throw fieldError('cart', 'validation.cartEmpty');
    let deliverySen = 0;
    let quoteId: string | null = null;
    let expiresAt: Date | null = null;
    let courier: Record<string, unknown> | null = null;
    let previousFeeSen: number | null = null;
    if (input.delivery_method === 'deliver') {
      if (!input.address_id) throw fieldError('address_id', 'validation.addressRequired');
      const address = await this.ctx.orders.ownAddress(user.id, input.address_id);
      if (!address) throw fieldError('address_id', 'validation.addressNotFound');
      const { quote, changedFromSen } = await this.newCourierQuote(user.id, address, now);
      previousFeeSen = changedFromSen;
      quoteId = quote.id;
      deliverySen = quote.feeSen;
      expiresAt = quote.expiresAt;
      courier = { provider: quote.provider, ...quote.breakdown };
    }
    const voucher = input.voucher_code
      ? await this.checkVoucher(input.voucher_code, user.id, subtotalSen, 'voucher_code')
      : null;
    const summary = priceSummary({
      subtotalSen,
      deliverySen,
      voucher: voucher ? asVoucherRow(voucher) : null,
      pointsBalance: await pointsBalance(this.ctx.db, user.id),
      rules: this.ctx.options.pricing,
    });
    const options = deliveryOptions(now.toISOString(), await this.ctx.ordersRead.holidays());
    return {
      quote_id: quoteId,
      expires_at: expiresAt?.toISOString() ?? null,
      delivery_fee: senToAmount(deliverySen),
      previous_delivery_fee: previousFeeSen === null ? null : senToAmount(previousFeeSen),
      courier,
      delivery_options: { ...options, pickup_times: pickupTimes(options.slots) },
      voucher: voucher ? { code: voucher.code, discount: senToAmount(summary.discountSen) } : null,
      lines: priceLinesToWire(summary.lines),
      total: senToAmount(summary.totalSen),
      points_earned: summary.pointsEarned,
    };
  }
}
