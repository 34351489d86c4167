import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { deliveryRefusal, contactComplete, priceSummary } from '@mealprep/shared/checkout';
import { linePrice } from '@mealprep/shared/cart';
import type { PlacedOrder } from '@mealprep/shared/checkout/contracts';
import { asLocale } from '@mealprep/shared/locale';
import { msg } from '@mealprep/shared/validation';
import { isUniqueViolation, type Database } from '../db';
import { FieldValidationError } from '../http/errors';
import type { AddressRecord, OrderRecord } from '../repositories/checkout-orders';
import type { CourierQuoteRow } from '../repositories/courier-quotes';
import { pointsBalance } from '../repositories/points-ledger';
import type { VoucherRecord } from '../repositories/voucher-uses';
import {
  addressSnapshot,
  asVoucherRow,
  CHECKOUT_LOCK,
  contactOf,
  deliveryRefusalError,
  fieldError,
  newOrderNo,
  quoteSnapshot,
  refusalError,
  type CheckoutContext,
  type CheckoutInput,
  type CustomerRef,
  type OpenedPayment,
} from './common';
import type { CheckoutPayments } from './payments';
import type { CheckoutQuotes } from './quotes';
import { releaseOrders, resumeOrReplace } from './resume';

/**
 * What identifies a checkout request sent under an Idempotency-Key: its choices, in a fixed
 * order, hashed (the same request sent again hashes the same; another one does not).
 */
export function requestHash(input: CheckoutInput): string {
  const fields = [
    input.delivery_method,
    input.packaging_method,
    input.delivery_instructions || null,
    input.delivery_method === 'deliver' ? (input.address_id ?? null) : null,
    input.delivery_date,
    input.delivery_time,
    input.voucher_code ? input.voucher_code.toUpperCase() : null,
    input.delivery_method === 'deliver' ? (input.quote_id ?? null) : null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Placing orders: re-priced on the server, one per Idempotency-Key and one pending per
 * customer, with the voucher use taken in SQL; cancelling unpaid ones and sweeping those left
 * unpaid past their window. Every multi-row change is one transaction.
 */
export class OrderPlacement {
  constructor(
    private readonly ctx: CheckoutContext,
    private readonly quotes: CheckoutQuotes,
    private readonly payments: CheckoutPayments,
  ) {}

  /**
   * The order an answered key answers (its newest payment attempt), or null for a key never
   * answered (or swept). The same key with another request is a 422 on `idempotency_key`: the
   * client reused a key, and reading it as the earlier request would answer the wrong order.
   */
  private async answeredOrder(
    userId: number,
    key: string,
    hash: string,
    tx: Database = this.ctx.db,
  ): Promise<{ orderId: number } | null> {
    const answered = await this.ctx.keys.find(userId, key, tx);
    if (!answered) return null;
    if (answered.requestHash !== null && answered.requestHash !== hash) {
      throw new FieldValidationError({
        idempotency_key: [msg('validation.idempotencyKeyReused')],
      });
    }
    return { orderId: answered.orderId };
  }

  private async existingOrder(userId: number, key: string, hash: string) {
    const answered = await this.answeredOrder(userId, key, hash);
    if (!answered) return null;
    const order = await this.ctx.orders.own(this.ctx.db, userId, answered.orderId, false);
    if (!order) return null;
    const payment = await this.ctx.payments.latest(order.id, false);
    if (!payment) return null;
    const url = payment.url ?? (await this.payments.openPayment(payment.id, order.orderNo, userId));
    return {
      order_id: order.id,
      order_no: order.orderNo,
      payment_id: payment.id,
      payment_url: url,
    };
  }

  /** The voucher checked again and one use taken, under the row lock (422 when it is gone). */
  private async takeVoucher(
    tx: Database,
    code: string,
    userId: number,
    subtotalSen: number,
    now: Date,
  ): Promise<VoucherRecord> {
    const voucher = await this.quotes.checkVoucher(code, userId, subtotalSen, 'voucher_code', tx);
    const taken = await this.ctx.vouchers.take(tx, voucher.id, subtotalSen, now);
    if (!taken) throw refusalError('used_up', voucher, 'voucher_code');
    const limit = taken.perCustomerLimit;
    if (limit !== null && (await this.ctx.vouchers.usesBy(voucher.id, userId, tx)) >= limit) {
      throw refusalError('already_used', voucher, 'voucher_code');
    }
    return voucher;
  }

  /**
   * `POST /api/v1/checkout`: re-prices everything, re-checks the address, quote, date, slot and
   * voucher, and writes the order, its lines, the redemption and the payment in one
   * transaction. An answered Idempotency-Key answers the same order for as long as it is kept,
   * whatever happened since (the key and its order are recorded in the transaction that placed
   * or resumed it); the same cart with the same choices under a new key answers the customer's
   * pending order (see `resumeOrReplace`).
   */
  async placeOrder(user: CustomerRef, key: string, input: CheckoutInput): Promise<PlacedOrder> {
    const hash = requestHash(input);
    const existing = await this.existingOrder(user.id, key, hash);
    if (existing) return existing;
    if (!contactComplete(contactOf(user))) {
      throw fieldError('profile', 'validation.profileIncomplete');
    }
    const now = this.ctx.now();
    const { ctx } = this;
    let placed: OpenedPayment | null;
    try {
      placed = await ctx.db.transaction(async (tx) => {
        // One checkout at a time per customer, so two requests never leave two pending orders.
        await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${user.id})`);
        // The same key raced in while this one waited for the lock: answer what it placed.
        if (await this.answeredOrder(user.id, key, hash, tx)) return null;
        const answer = async (opened: OpenedPayment) => {
          await ctx.keys.record(tx, {
            userId: user.id,
            key,
            requestHash: hash,
            orderId: opened.orderId,
            createdAt: now,
          });
          return opened;
        };
        const { lines, subtotalSen } = await this.quotes.subtotal(user.id, tx);
        if (lines.length === 0) throw fieldError('cart', 'validation.cartEmpty');
        let address: AddressRecord | null = null;
        let liveQuote: CourierQuoteRow | null = null;
        if (input.delivery_method === 'deliver') {
          if (!input.address_id) throw fieldError('address_id', 'validation.addressRequired');
          address = await ctx.orders.ownAddress(user.id, input.address_id, tx);
          if (!address) throw fieldError('address_id', 'validation.addressNotFound');
          liveQuote = await this.quotes.liveQuote(tx, user.id, address.id, input.quote_id, now);
        }
        const refusal = deliveryRefusal(
          now.toISOString(),
          { date: input.delivery_date, time: input.delivery_time, method: input.delivery_method },
          await ctx.ordersRead.holidays(tx),
        );
        if (refusal) throw deliveryRefusalError(refusal);
        const parts = { quotes: this.quotes, payments: this.payments };
        const request = { userId: user.id, input, lines, quote: liveQuote };
        const resumed = await resumeOrReplace(ctx, parts, tx, request, now);
        if (resumed) return answer(resumed);
        const voucher = input.voucher_code
          ? await this.takeVoucher(tx, input.voucher_code, user.id, subtotalSen, now)
          : null;
        const summary = priceSummary({
          subtotalSen,
          deliverySen: liveQuote?.feeSen ?? 0,
          voucher: voucher ? asVoucherRow(voucher) : null,
          pointsBalance: await pointsBalance(tx, user.id),
          rules: ctx.options.pricing,
        });
        const orderNo = newOrderNo(now);
        const { id: orderId } = await ctx.orders.insert(
          tx,
          {
            orderNo,
            userId: user.id,
            idempotencyKey: key,
            deliveryMethod: input.delivery_method,
            packagingMethod: input.packaging_method,
            deliveryInstructions: input.delivery_instructions || null,
            deliveryDate: input.delivery_date,
            deliveryTime: input.delivery_time,
            addressId: address?.id ?? null,
            address: address ? addressSnapshot(address) : null,
            voucherId: voucher?.id ?? null,
            subtotalSen,
            totalSen: summary.totalSen,
            pointsEarned: summary.pointsEarned,
            priceLines: summary.lines,
            courierQuote: liveQuote ? quoteSnapshot(liveQuote) : null,
            payBy: new Date(now.getTime() + ctx.options.paymentWindowMinutes * 60_000),
            locale: asLocale(user.locale),
            createdAt: now,
            updatedAt: now,
          },
          lines.map((line) => ({
            type: line.type,
            productId: line.productId,
            name: { ...line.name },
            size: line.size,
            servings: line.servings,
            quantity: line.quantity,
            // The unit as charged (price × servings), so unit × quantity = subtotal holds.
            unitPriceSen: linePrice(line).unitSen,
            subtotalSen: linePrice(line).totalSen,
          })),
        );
        if (voucher) {
          await ctx.vouchers.redeem(tx, {
            voucherId: voucher.id,
            userId: user.id,
            orderId,
            discountSen: summary.discountSen,
          });
        }
        const payment = await this.payments.insertPayment(tx, orderId, summary.totalSen);
        return answer({ orderId, orderNo, ...payment });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // The same key raced in from another request: answer the order it placed.
        const raced = await this.existingOrder(user.id, key, hash);
        if (raced) return raced;
      }
      throw error;
    }
    if (!placed) {
      const earlier = await this.existingOrder(user.id, key, hash);
      if (!earlier) throw new Error('an answered Idempotency-Key names no order');
      return earlier;
    }
    const url =
      placed.url ?? (await this.payments.openPayment(placed.paymentId, placed.orderNo, user.id));
    return {
      order_id: placed.orderId,
      order_no: placed.orderNo,
      payment_id: placed.paymentId,
      payment_url: url,
    };
  }

  /** `POST /api/v1/orders/:id/cancel`: the customer cancels an unpaid order; null when it changed. */
  async cancelOrder(userId: number, orderId: number): Promise<OrderRecord | null> {
    const now = this.ctx.now();
    return this.ctx.db.transaction(async (tx) => {
      const order = await this.ctx.orders.own(tx, userId, orderId, true);
      if (!order) return null;
      const [row] = await releaseOrders(this.ctx, tx, [order.id], 'customer', now);
      return row ?? null;
    });
  }

  /**
   * Expires orders left unpaid past their payment window (`pay_by`; placed + the window for
   * older rows): cancelled as unpaid, their open payments expired and their voucher use given
   * back. Drops courier quotes that lapsed over a day ago.
   */
  async sweepUnpaid(now: Date = this.ctx.now()): Promise<number> {
    const window = this.ctx.options.paymentWindowMinutes;
    return this.ctx.db.transaction(async (tx) => {
      const due = await this.ctx.orders.lockDue(tx, now, window);
      const cancelled = await releaseOrders(this.ctx, tx, due, 'unpaid', now);
      // Quotes are working rows: a day after they lapse nothing can use them any more.
      await this.ctx.courierQuotes.dropLapsedBefore(new Date(now.getTime() - 24 * 60 * 60_000), tx);
      return cancelled.length;
    });
  }
}
