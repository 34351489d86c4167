import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { transactionRetried, type Database } from '../db';
import { payments } from '../db/tables/commerce';
import { paymentMethods, subscriptions, subscriptionWeeks } from '../db/tables/subscriptions';
import type { CheckoutService } from '../checkout/service';
import { GatewayError, type SavedCharge, type SavedMethodGateway } from '../checkout/gateways';
import type { RenewalMails } from './renewal-mails';

/** Orders a charge may still pay. */
const PAYABLE = ['payment_pending', 'payment_failed'] as const;

/** A charge row left pending this long (the gateway did not answer, or the process died) is asked again. */
export const CHARGE_RETRY_AFTER_MS = 60_000;

/** The idempotency key of a week's charge: subscription × delivery date. */
export function chargeKey(subscriptionId: number, deliveryDate: string): string {
  return `sub:${subscriptionId}:${deliveryDate}`;
}

export type ChargeResult = 'paid' | 'declined' | 'pending' | 'skipped';

/** A charge row written and committed, to be asked of the gateway. */
export interface ChargeTarget {
  paymentId: number;
  orderId: number;
  key: string;
  token: string;
  amountSen: number;
}

/**
 * Charging a week's order to the subscription's saved method (docs/subscriptions.md). The charge
 * row (`payments.charge_key` = subscription × week, unique) is written and committed before the
 * gateway is asked, under the order's and then the week's row lock and after checking again that
 * the week may be charged; a second runner's insert fails on the key and it does nothing. The
 * gateway is asked with the same key, so asking again after a crash or a timeout answers the
 * first outcome and moves no money twice. The outcome is recorded through checkout's own
 * `recordPaid`, as the gateway's callback does.
 */
export class Charges {
  constructor(
    private readonly db: Database,
    private readonly checkout: CheckoutService,
    private readonly gateway: SavedMethodGateway,
    private readonly mails: RenewalMails | null,
  ) {}

  /** Charges the week once, if it may be charged now; answers what happened. */
  async chargeWeek(weekId: number, now: Date): Promise<ChargeResult> {
    const target = await transactionRetried(this.db, (tx) => this.insertCharge(tx, weekId, now));
    if (!target) return 'skipped';
    return this.ask(target, now);
  }

  /** Charges left pending past `CHARGE_RETRY_AFTER_MS`, asked again with their own key. */
  async retryPending(now: Date, limit = 500): Promise<number> {
    const stale = await this.db
      .select({
        paymentId: payments.id,
        orderId: payments.orderId,
        key: payments.chargeKey,
        amountSen: payments.amountSen,
        token: paymentMethods.token,
      })
      .from(payments)
      .innerJoin(
        paymentMethods,
        eq(paymentMethods.id, sql<number>`(${payments.callback} ->> 'payment_method_id')::int`),
      )
      .where(
        and(
          isNotNull(payments.chargeKey),
          eq(payments.status, 'pending'),
          lt(payments.createdAt, new Date(now.getTime() - CHARGE_RETRY_AFTER_MS)),
        ),
      )
      .limit(limit);
    let asked = 0;
    for (const row of stale) {
      if (!row.key) continue;
      await this.ask({ ...row, key: row.key }, now);
      asked += 1;
    }
    return asked;
  }

  /**
   * The charge row, when the week may be charged now: upcoming, before its cut-off, not charged
   * yet, its subscription active or past due with a live saved method, its order unpaid.
   */
  private async insertCharge(
    tx: Database,
    weekId: number,
    now: Date,
  ): Promise<ChargeTarget | null> {
    const ctx = this.checkout.ctx;
    const [peek] = await tx
      .select({ orderId: subscriptionWeeks.orderId })
      .from(subscriptionWeeks)
      .where(eq(subscriptionWeeks.id, weekId));
    if (!peek?.orderId) return null;
    // Order first, then week: the order in which the gateway's callback takes them.
    const order = await ctx.orders.lock(tx, peek.orderId);
    if (!order) return null;
    const [week] = await tx
      .select()
      .from(subscriptionWeeks)
      .where(eq(subscriptionWeeks.id, weekId))
      .for('update', { skipLocked: true });
    if (!week || week.orderId !== order.id) return null;
    if (week.state !== 'upcoming' || week.chargedAt !== null) return null;
    if (week.cutoffAt.getTime() <= now.getTime()) return null;
    if (!(PAYABLE as readonly string[]).includes(order.status)) return null;
    const [subscription] = await tx
      .select({ status: subscriptions.status, method: paymentMethods })
      .from(subscriptions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
      .where(eq(subscriptions.id, week.subscriptionId));
    if (!subscription || subscription.method.removedAt !== null) return null;
    if (subscription.status !== 'active' && subscription.status !== 'past_due') return null;
    // A hosted page still open for the order would let the week be paid twice.
    await ctx.payments.expireOpen(tx, [order.id], now);
    return this.chargeRow(tx, { order, week, method: subscription.method }, now);
  }

  /**
   * Writes the week's charge row (its key: subscription × delivery date); null when a runner
   * wrote it first. The caller holds the order's and the week's row locks, has checked that the
   * week may be charged now and that no hosted-page attempt is open for the order, and commits
   * before asking the gateway (`ask`). The renewal run calls it in the transaction that makes a
   * week's order, which is new and so has no attempt.
   */
  async chargeRow(
    tx: Database,
    charge: {
      order: { id: number; totalSen: number };
      week: { subscriptionId: number; deliveryDate: string };
      method: { id: number; token: string };
    },
    now: Date,
  ): Promise<ChargeTarget | null> {
    const { order, week, method } = charge;
    const key = chargeKey(week.subscriptionId, week.deliveryDate);
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: this.gateway.provider,
        amountSen: order.totalSen,
        chargeKey: key,
        callback: { payment_method_id: method.id },
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!row) return null;
    return {
      paymentId: row.id,
      orderId: order.id,
      key,
      token: method.token,
      amountSen: order.totalSen,
    };
  }

  /**
   * Asks the gateway for a committed charge row, with its key (so asking again answers the first
   * outcome), and records the answer.
   */
  async ask(target: ChargeTarget, now: Date): Promise<ChargeResult> {
    let answer: SavedCharge;
    try {
      answer = await this.gateway.chargeSaved({
        token: target.token,
        amountSen: target.amountSen,
        idempotencyKey: target.key,
      });
    } catch (error) {
      // Unreachable: the row stays pending and is asked again with the same key later.
      if (error instanceof GatewayError) return 'pending';
      throw error;
    }
    return transactionRetried(this.db, (tx) => this.record(tx, target, answer, now));
  }

  /** The gateway's answer, once: a charge row no longer pending is not recorded again. */
  private async record(
    tx: Database,
    target: ChargeTarget,
    answer: SavedCharge,
    now: Date,
  ): Promise<ChargeResult> {
    const ctx = this.checkout.ctx;
    // Order first, then payment and week: the order in which the gateway's callback takes them.
    const order = await ctx.orders.lock(tx, target.orderId);
    if (!order) return 'skipped';
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, target.paymentId))
      .for('update');
    if (!payment || payment.orderId !== order.id || payment.status !== 'pending') return 'skipped';
    const fields = {
      ...(payment.callback ?? {}),
      charge_ref: answer.ref,
      outcome: answer.outcome,
    };
    const providerRef = answer.ref;
    const [week] = await tx
      .update(subscriptionWeeks)
      .set({ chargedAt: now, updatedAt: now })
      .where(eq(subscriptionWeeks.orderId, order.id))
      .returning();
    if (answer.outcome === 'paid') {
      if (order.status === 'paid' || order.paidAt !== null || order.status === 'cancelled') {
        // Paid another way meanwhile, or cancelled while the charge was out: the money is
        // recorded and flagged for refund, as checkout does for a late or second payment.
        const reason = order.status === 'cancelled' ? 'paid_after_cancel' : 'paid_twice';
        const first = !(await ctx.payments.hasPaid(tx, order.id));
        await ctx.payments.update(
          tx,
          payment.id,
          {
            ...(first && reason === 'paid_after_cancel'
              ? { status: 'paid', paidAt: now }
              : { status: 'expired' }),
            callback: fields,
            providerRef,
            refundDueAt: now,
            refundReason: reason,
          },
          now,
        );
        await ctx.options.mails?.refundDue(tx, order, payment, reason);
        return 'paid';
      }
      await this.checkout.payments.recordPaid(tx, order, payment.id, fields, now, providerRef);
      return 'paid';
    }
    await ctx.payments.update(
      tx,
      payment.id,
      { status: 'failed', callback: fields, providerRef },
      now,
    );
    if ((PAYABLE as readonly string[]).includes(order.status) && week?.state === 'upcoming') {
      // The pay-link fallback: an ordinary attempt the customer finishes on the hosted page.
      await this.checkout.payments.newPayment(tx, order, now);
      if (week.cutoffAt.getTime() > now.getTime()) {
        await this.mails?.chargeFailed(tx, order, week);
        await tx
          .update(subscriptionWeeks)
          .set({ payLinkSentAt: now, updatedAt: now })
          .where(eq(subscriptionWeeks.id, week.id));
      }
    }
    return 'declined';
  }
}
