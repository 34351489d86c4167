import type { PaymentView } from '@mealprep/shared/checkout/contracts';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import type { OrderRecord } from '../repositories/checkout-orders';
import { appendPoints } from '../repositories/points-ledger';
import { payDeadline } from '../orders/rules';
import { orderDiscountSen, type CheckoutContext, type OpenedPayment } from './common';
import { GatewayError, type PaymentGateway, type VerifiedCallback } from './gateways';
import { lockPlansOfOrder } from './plan-lock';
import { paymentView } from './present';
import { weekOrderPaid } from '../subscriptions/week-paid';

/**
 * Payment attempts and the gateway: opening an attempt and its hosted page, the
 * gateway's callback as the source of truth, and the customer's view of a payment.
 */
export class CheckoutPayments {
  constructor(private readonly ctx: CheckoutContext) {}

  private get gateway(): PaymentGateway {
    return this.ctx.options.gateway;
  }

  /** One payment attempt row (its hosted page, when the gateway makes it locally). */
  async insertPayment(tx: Database, orderId: number, amountSen: number) {
    const local = this.gateway.createLocally?.() ?? null;
    const paymentId = await this.ctx.payments.insert(tx, {
      orderId,
      provider: this.gateway.provider,
      amountSen,
      providerRef: local?.providerRef ?? null,
      paymentUrl: local?.url ?? null,
    });
    return { paymentId, url: local?.url ?? null };
  }

  /**
   * The unpaid order's one open payment attempt (docs/architecture.md §9.4), under the order's
   * row lock the caller holds: the attempt still open for the order's amount is the one to
   * finish — a second hosted page for the same order would let the customer pay twice — else a
   * new one replaces it. So any number of "pay now" at once answer one attempt.
   */
  async openAttempt(tx: Database, order: OrderRecord, now: Date): Promise<OpenedPayment> {
    await this.refuseWhileCharging(tx, order);
    const attempt = await this.ctx.payments.latest(order.id, true, tx);
    if (attempt && attempt.amountSen === order.totalSen && order.status === 'payment_pending') {
      return { orderId: order.id, orderNo: order.orderNo, paymentId: attempt.id, url: attempt.url };
    }
    return this.newPayment(tx, order, now);
  }

  /**
   * No hosted page while the order's saved-method charge waits for the gateway's answer: paying
   * there too could take the money twice (docs/subscriptions.md). The answer comes within the
   * renewal run, or its retry a minute later.
   */
  private async refuseWhileCharging(tx: Database, order: OrderRecord): Promise<void> {
    if (await this.ctx.payments.chargeOut(tx, order.id)) throw new HttpError(409, 'chargeOut');
  }

  /**
   * A new payment attempt for an unpaid order (its open attempts expire first: the unique index
   * `payments_one_open` allows one): the order is payment_pending again. The hosted page is
   * opened by the caller, outside the transaction.
   */
  async newPayment(tx: Database, order: OrderRecord, now: Date): Promise<OpenedPayment> {
    await this.refuseWhileCharging(tx, order);
    await this.ctx.payments.expireOpen(tx, [order.id], now);
    await this.ctx.orders.update(tx, order.id, { status: 'payment_pending', updatedAt: now });
    const payment = await this.insertPayment(tx, order.id, order.totalSen);
    return { orderId: order.id, orderNo: order.orderNo, ...payment };
  }

  /** Asks the gateway for the hosted page of a payment row and stores its reference and URL. */
  async openPayment(paymentId: number, orderNo: string, userId: number): Promise<string> {
    const found = await this.ctx.payments.forGateway(paymentId, userId);
    if (!found) throw new HttpError(404, 'paymentNotFound');
    const { user } = found;
    const origin = this.ctx.options.publicOrigin;
    let created;
    try {
      created = await this.gateway.createPayment({
        paymentId,
        orderNo,
        amountSen: found.amountSen,
        description: `MealPrep order ${orderNo}`,
        customer: {
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
          phone: user.phoneNo ?? '',
        },
        callbackUrl: `${origin}/api/v1/payments/${this.gateway.provider}/callback`,
        redirectUrl: `${origin}/api/v1/payments/${this.gateway.provider}/return/${paymentId}`,
      });
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(503, 'paymentUnavailable');
      throw error;
    }
    await this.ctx.payments.setHostedPage(paymentId, created.providerRef, created.url);
    return created.url;
  }

  /**
   * The gateway's callback, the source of truth: the signature is checked (401 otherwise), the
   * amount must be the payment's, and a replay changes nothing. A confirmed payment, in one
   * transaction: payment and order paid, points credited once, the order's plans locked and
   * the ordered lines removed from the cart.
   */
  async handleCallback(
    gateway: PaymentGateway,
    fields: Record<string, unknown>,
  ): Promise<{ status: string }> {
    const verified: VerifiedCallback | null = gateway.verifyCallback(fields);
    if (!verified) throw new HttpError(401, 'invalidSignature');
    const now = this.ctx.now();
    const { payments, orders } = this.ctx;
    return this.ctx.db.transaction(async (tx) => {
      const payment = await payments.lockByRef(tx, gateway.provider, verified.providerRef);
      if (!payment) throw new HttpError(404, 'paymentNotFound');
      if (verified.amountSen !== payment.amountSen) {
        throw new HttpError(422, 'paymentAmountMismatch');
      }
      const order = await orders.lock(tx, payment.orderId);
      if (!order) throw new HttpError(404, 'paymentNotFound');
      // Already flagged for refund: a replayed report changes nothing (nor mails again).
      if (payment.refundDueAt) return { status: 'refund_due' };
      if (payment.status === 'paid') return { status: 'paid' };
      if (!verified.paid) {
        if (payment.status === 'pending') {
          await payments.update(
            tx,
            payment.id,
            { status: 'failed', callback: verified.fields },
            now,
          );
          if (order.status === 'payment_pending') {
            const failed = await orders.update(tx, order.id, {
              status: 'payment_failed',
              updatedAt: now,
            });
            const window = this.ctx.options.paymentWindowMinutes;
            await this.ctx.options.mails?.paymentFailed(
              tx,
              failed ?? order,
              payment.id,
              payDeadline(order, window),
            );
          }
        }
        return { status: 'failed' };
      }
      if (order.status === 'paid' || order.paidAt) {
        // Paid twice through two attempts (a gateway bill stays payable after the shop expired
        // its attempt): the order stays paid once, this money is flagged for refund, the
        // customer is told and the staff's list of refunds due shows it.
        const callback = { ...verified.fields, duplicate_of_paid_order: 'true' };
        await payments.update(
          tx,
          payment.id,
          { callback, refundDueAt: now, refundReason: 'paid_twice' },
          now,
        );
        await this.ctx.options.mails?.refundDue(tx, order, payment, 'paid_twice');
        return { status: 'refund_due' };
      }
      if (order.status === 'cancelled' && order.cancelReason === 'customer') {
        return this.paidAfterCancel(tx, order, payment, verified.fields, now);
      }
      await this.recordPaid(tx, order, payment.id, verified.fields, now);
      return { status: 'paid' };
    });
  }

  /**
   * The payment is the order's money, in the caller's transaction under the order's row lock:
   * payment and order paid, a voucher given back by a cancel taken again, points credited once,
   * the order's plans locked, the customer's cart emptied of what was bought (not for a
   * subscription week's order: it was never in the cart) and the week it pays marked paid, and
   * the confirmation mail queued. The gateway's callback and a saved method's charge both come
   * here (subscriptions/charges.ts).
   */
  async recordPaid(
    tx: Database,
    order: OrderRecord,
    paymentId: number,
    fields: Record<string, unknown>,
    now: Date,
    providerRef?: string,
  ): Promise<void> {
    const { payments, orders } = this.ctx;
    const ref = providerRef === undefined ? {} : { providerRef };
    await payments.update(
      tx,
      paymentId,
      { status: 'paid', paidAt: now, callback: fields, ...ref },
      now,
    );
    const paid = await orders.update(tx, order.id, {
      status: 'paid',
      paidAt: now,
      cancelledAt: null,
      cancelReason: null,
      updatedAt: now,
    });
    if (order.status === 'cancelled' && order.voucherId) {
      // Paid late after being cancelled: the voucher use it gave back is taken again.
      const held = { id: order.id, userId: order.userId, voucherId: order.voucherId };
      await this.ctx.vouchers.retake(tx, held, orderDiscountSen(order), now);
    }
    if (order.pointsEarned > 0) {
      await appendPoints(tx, {
        userId: order.userId,
        points: order.pointsEarned,
        source: 'order',
        orderId: order.id,
        remarks: `Order ${order.orderNo}`,
      });
    }
    await lockPlansOfOrder(tx, order.id);
    if (!(await weekOrderPaid(tx, order.id, now))) {
      await this.ctx.cart.removeBought(order.userId, order.createdAt, tx);
    }
    // Queued in this transaction: the mail exists exactly when the payment is recorded.
    await this.ctx.options.mails?.confirmation(tx, paid ?? order);
  }

  /**
   * The order's state is decided once (docs/architecture.md §9.4): the customer's cancel
   * committed first, so a payment landing after it does not revive the order. The money is
   * recorded as received and flagged for refund, and the customer is told by e-mail and on
   * the order page.
   */
  private async paidAfterCancel(
    tx: Database,
    order: OrderRecord,
    payment: { id: number; amountSen: number },
    fields: Record<string, unknown>,
    now: Date,
  ): Promise<{ status: string }> {
    const { payments } = this.ctx;
    const first = !(await payments.hasPaid(tx, order.id));
    const callback = { ...fields, paid_after_cancel: 'true' };
    const refund = { callback, refundDueAt: now, refundReason: 'paid_after_cancel' as const };
    await payments.update(
      tx,
      payment.id,
      first ? { status: 'paid', paidAt: now, ...refund } : refund,
      now,
    );
    await this.ctx.options.mails?.refundDue(tx, order, payment, 'paid_after_cancel');
    return { status: 'refund_due' };
  }

  /** `GET /api/v1/payments/:id`, the customer's own only. */
  async paymentView(userId: number, paymentId: number): Promise<PaymentView> {
    const row = await this.ctx.payments.ownWithOrder(userId, paymentId);
    if (!row) throw new HttpError(404, 'paymentNotFound');
    return paymentView(row, this.ctx.now(), this.ctx.options.paymentWindowMinutes);
  }

  /** The payment behind a gateway reference, for the sandbox's hosted page. */
  async paymentByRef(provider: string, providerRef: string) {
    return this.ctx.payments.byRefWithOrder(provider, providerRef);
  }
}
