import {
  isAllowedDelivery,
  priceLineSen,
  priceLinesToWire,
  storedPriceLinesToWire,
} from '@mealprep/shared/checkout';
import { senToAmount } from '@mealprep/shared/core';
import type { OrderPayQuote } from '@mealprep/shared/orders/contracts';
import type { PlacedOrder, PendingOrder } from '@mealprep/shared/checkout/contracts';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { payDeadline, payRefusal } from '../orders/rules';
import type { OrderRecord } from '../repositories/checkout-orders';
import { quoteLapsed, sameLines, type CheckoutContext } from './common';
import type { CheckoutPayments } from './payments';
import type { CheckoutQuotes } from './quotes';

/**
 * Paying an unpaid order later (pay now, try again; docs/architecture.md §9): inside its payment
 * window and while its date is still open, with a new courier quote when the old one lapsed.
 */
export class PayLater {
  constructor(
    private readonly ctx: CheckoutContext,
    private readonly quotes: CheckoutQuotes,
    private readonly payments: CheckoutPayments,
  ) {}

  private async ownOrder(tx: Database, userId: number, orderId: number, lock: boolean) {
    const order = await this.ctx.orders.own(tx, userId, orderId, lock);
    if (!order) throw new HttpError(404, 'orderNotFound');
    return order;
  }

  /** Why the order cannot be paid now (paid, cancelled, past its window, its date gone), or null. */
  private async refusal(tx: Database, order: OrderRecord, now: Date) {
    const refusal = payRefusal(order, now, this.ctx.options.paymentWindowMinutes);
    if (refusal) return refusal;
    const choice = {
      date: order.deliveryDate,
      time: order.deliveryTime,
      method: order.deliveryMethod,
    };
    if (!isAllowedDelivery(now.toISOString(), choice, await this.ctx.ordersRead.holidays(tx))) {
      return { key: 'orderPaySlotGone' as const };
    }
    return null;
  }

  /** 409 unless the order can be paid now: unpaid, inside its window, its date still open. */
  private async checkPayable(tx: Database, order: OrderRecord, now: Date) {
    const refusal = await this.refusal(tx, order, now);
    if (refusal) throw new HttpError(409, refusal.key, refusal.values);
  }

  /**
   * The customer's newest unpaid order that holds exactly the cart's lines and that Pay now
   * would take now, or null: back from the payment page, checkout offers
   * it before a second order of the same cart. Placing checkout again still resumes or
   * replaces it (`resumeOrReplace`).
   */
  async pendingOrder(userId: number): Promise<PendingOrder | null> {
    const now = this.ctx.now();
    const { db } = this.ctx;
    const open = await this.ctx.orders.unpaid(userId, db);
    if (open.length === 0) return null;
    const cart = await this.ctx.cart.lines(userId, db);
    for (const order of open) {
      if (await this.refusal(db, order, now)) continue;
      if (!sameLines(cart, await this.ctx.orders.lines(db, order.id))) continue;
      return {
        order_id: order.id,
        order_no: order.orderNo,
        total: senToAmount(order.totalSen),
        pay_by: payDeadline(order, this.ctx.options.paymentWindowMinutes).toISOString(),
      };
    }
    return null;
  }

  /**
   * `POST /api/v1/orders/:id/pay/quote`: what paying now costs. A delivery whose courier quote
   * has lapsed gets a new quote for the same address (stored, with its expiry for the
   * countdown); the order itself changes only when it is paid with that quote.
   */
  async payQuote(userId: number, orderId: number): Promise<OrderPayQuote> {
    const now = this.ctx.now();
    const { db } = this.ctx;
    const order = await this.ownOrder(db, userId, orderId, false);
    await this.checkPayable(db, order, now);
    const payBy = payDeadline(order, this.ctx.options.paymentWindowMinutes).toISOString();
    const current = {
      order_id: order.id,
      order_no: order.orderNo,
      previous_total: senToAmount(order.totalSen),
      pay_by: payBy,
    };
    if (!quoteLapsed(order, now)) {
      const fee = priceLineSen(order.priceLines, 'delivery');
      return {
        ...current,
        requoted: false,
        quote_id: null,
        expires_at: null,
        delivery_fee: senToAmount(fee),
        total: senToAmount(order.totalSen),
        lines: storedPriceLinesToWire(order.priceLines),
      };
    }
    const address = order.addressId
      ? await this.ctx.orders.ownAddress(userId, order.addressId)
      : null;
    if (!address) throw new HttpError(409, 'orderPayAddressGone');
    const { quote } = await this.quotes.newCourierQuote(userId, address, now);
    const summary = await this.quotes.repriced(db, order, quote.feeSen);
    return {
      ...current,
      requoted: true,
      quote_id: quote.id,
      expires_at: quote.expiresAt.toISOString(),
      delivery_fee: senToAmount(quote.feeSen),
      total: senToAmount(summary.totalSen),
      lines: priceLinesToWire(summary.lines),
    };
  }

  /**
   * Pay now (`POST /api/v1/orders/:id/pay`, and try again): the one open payment attempt of the
   * customer's unpaid order (`openAttempt`, under the order's row lock, so "pay now" pressed ten
   * times at once answers one attempt), inside its payment window. A delivery whose quote has
   * lapsed needs the new quote of `payQuote` (422 on `quote_id` otherwise), which re-prices the
   * order first.
   */
  async payOrder(userId: number, orderId: number, quoteId: string | null): Promise<PlacedOrder> {
    const now = this.ctx.now();
    const created = await this.ctx.db.transaction(async (tx) => {
      let order = await this.ownOrder(tx, userId, orderId, true);
      await this.checkPayable(tx, order, now);
      if (quoteLapsed(order, now)) {
        if (!order.addressId) throw new HttpError(409, 'orderPayAddressGone');
        const quote = await this.quotes.liveQuote(tx, userId, order.addressId, quoteId, now);
        order = await this.quotes.applyQuote(tx, order, quote, now);
        // Re-priced on a new quote: a fresh attempt for it, the older one expired.
        return this.payments.newPayment(tx, order, now);
      }
      return this.payments.openAttempt(tx, order, now);
    });
    const url =
      created.url ?? (await this.payments.openPayment(created.paymentId, created.orderNo, userId));
    return {
      order_id: created.orderId,
      order_no: created.orderNo,
      payment_id: created.paymentId,
      payment_url: url,
    };
  }

  /** Try again (`/payment/{id}/failed`): a new payment for the same unpaid order. */
  async retryPayment(userId: number, paymentId: number): Promise<PlacedOrder> {
    const row = await this.ctx.payments.ownWithOrder(userId, paymentId);
    if (!row) throw new HttpError(404, 'paymentNotFound');
    return this.payOrder(userId, row.order.id, null);
  }
}
