import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { senToAmount } from '@mealprep/shared/core';
import { upcomingDeliveryDates, weekCutoff } from '@mealprep/shared/subscriptions';
import { asLocale } from '@mealprep/shared/locale';
import { transactionRetried, type Database } from '../db';
import { orders, payments } from '../db/tables/commerce';
import {
  paymentMethods,
  subscriptions,
  subscriptionWeeks,
  type SubscriptionRow,
} from '../db/tables/subscriptions';
import { addressSnapshot, newOrderNo, quoteSnapshot } from '../checkout/common';
import type { SavedMethodGateway } from '../checkout/gateways';
import { releaseOrders } from '../checkout/resume';
import type { CheckoutService } from '../checkout/service';
import { mealPlans } from '../db/tables/preferences';
import type { PlanRequest } from '../planner';
import type { PlansRepository } from '../repositories/plans';
import { chargeKey, Charges, type ChargeResult, type ChargeTarget } from './charges';
import { priceWeek } from './pricing';
import type { RenewalMails } from './renewal-mails';
import { closedDates, ensureWeeks, moveOffClosedDates, moveWeeks } from './weeks';

/** What the run needs to make a personalised subscription's plan for each week. */
export interface WeekPlanner {
  plans: PlansRepository;
  /** The planner's request from the customer's saved answers now; null while they are incomplete. */
  requestFor(userId: number): Promise<PlanRequest | null>;
  /** Wakes this process's plan worker for the plans just queued. */
  kick(): void;
}

/**
 * How long before its cut-off a personalised week gets its own plan: a week ahead, so the
 * customer has the days until the week's order is made to review and edit it.
 */
export const WEEK_PLAN_AHEAD_MS = 7 * 24 * 3_600_000;

export interface RenewalsOptions {
  db: Database;
  checkout: CheckoutService;
  /** The gateway's saved methods; null when it has none (every week gets a pay link). */
  savedMethods: SavedMethodGateway | null;
  mails: RenewalMails | null;
  /** Makes each personalised week's plan; without it every week repeats the subscribed plan. */
  weekPlanner?: WeekPlanner | null;
  /** `SUBSCRIPTION_CHARGE_HOURS`: a saved method is charged this long before the cut-off. */
  chargeHours: number;
  /** Rows one query of a step takes at a time. */
  batchSize?: number;
  /** Weeks worked at once (each in its own transaction). */
  concurrency?: number;
}

/** What one run did, for the job's log line and the benchmark. */
export interface RenewalReport {
  resumed: number;
  weeksEnsured: number;
  /** Personalised weeks whose own plan was queued. */
  weekPlans: number;
  ordersCreated: number;
  payLinks: number;
  charges: Record<ChargeResult, number>;
  chargesAskedAgain: number;
  reminders: number;
  released: number;
  fulfilled: number;
}

const UNPAID = ['payment_pending', 'payment_failed'] as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const LIVE = ['active', 'past_due'] as const;

/** Runs `work` over `items`, `concurrency` at a time. */
async function pooled<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * The renewal run (docs/subscriptions.md), a job every 5 minutes: each step lists what is due,
 * then works each week in its own transaction under the week's row lock (taken with SKIP LOCKED,
 * after its order's when it has one, the order checkout's callback takes them in), checking again
 * that it is still due. So two API processes running at once share the work, and the unique keys
 * (one order per week, one charge per `sub:<subscription>:<date>`, one mail per dedupe key)
 * decide anything that still races.
 */
export class Renewals {
  readonly charges: Charges | null;
  private readonly batchSize: number;
  private readonly concurrency: number;

  constructor(readonly options: RenewalsOptions) {
    const { db, checkout, savedMethods, mails } = options;
    this.charges = savedMethods ? new Charges(db, checkout, savedMethods, mails) : null;
    this.batchSize = options.batchSize ?? 1000;
    this.concurrency = options.concurrency ?? 4;
  }

  private get db() {
    return this.options.db;
  }

  async runDue(now: Date): Promise<RenewalReport> {
    return this.run(now, null);
  }

  /** The same steps for one subscription. */
  async renewOne(subscriptionId: number, now: Date): Promise<void> {
    await this.run(now, subscriptionId);
  }

  private async run(now: Date, only: number | null): Promise<RenewalReport> {
    const report: RenewalReport = {
      resumed: await this.resumePauses(now, only),
      weeksEnsured: await this.ensureAllWeeks(now, only),
      weekPlans: await this.planDue(now, only),
      ordersCreated: 0,
      payLinks: 0,
      charges: { paid: 0, declined: 0, pending: 0, skipped: 0 },
      chargesAskedAgain: 0,
      reminders: 0,
      released: 0,
      fulfilled: 0,
    };
    await this.billDue(now, only, report);
    await this.chargeDue(now, only, report);
    if (this.charges) report.chargesAskedAgain = await this.charges.retryPending(now);
    report.reminders = await this.remindDue(now, only);
    report.released = await this.releaseDue(now, only);
    report.fulfilled = await this.markFulfilled(now, only);
    return report;
  }

  private only(only: number | null): SQL | undefined {
    return only === null ? undefined : eq(subscriptions.id, only);
  }

  /**
   * A pause with an end resumes once the week of its end date is the next to bill (the week
   * before it has passed its cut-off): the subscription is active and that week on are upcoming.
   */
  private async resumePauses(now: Date, only: number | null): Promise<number> {
    const candidates = await this.db
      .select({ id: subscriptions.id, pausedUntil: subscriptions.pausedUntil })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'paused'),
          isNotNull(subscriptions.pausedUntil),
          this.only(only),
        ),
      );
    const due = candidates.filter(
      (row) =>
        row.pausedUntil !== null && weekCutoff(row.pausedUntil).getTime() - WEEK <= now.getTime(),
    );
    let resumed = 0;
    await pooled(due, this.concurrency, async ({ id }) => {
      const done = await transactionRetried(this.db, async (tx) => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'paused')))
          .for('update', { skipLocked: true });
        const from = subscription?.pausedUntil;
        if (!subscription || !from) return false;
        const [active] = await tx
          .update(subscriptions)
          .set({ status: 'active', pausedUntil: null, updatedAt: now })
          .where(eq(subscriptions.id, id))
          .returning();
        if (!active) return false;
        const paused = await tx
          .select({ id: subscriptionWeeks.id })
          .from(subscriptionWeeks)
          .where(
            and(
              eq(subscriptionWeeks.subscriptionId, id),
              eq(subscriptionWeeks.state, 'paused'),
              sql`${subscriptionWeeks.deliveryDate} >= ${from}`,
              gt(subscriptionWeeks.cutoffAt, now),
            ),
          );
        await moveWeeks(
          tx,
          paused.map((row) => row.id),
          ['paused'],
          'upcoming',
          now,
        );
        await ensureWeeks(tx, active, now);
        const [first] = await tx
          .select({ date: subscriptionWeeks.deliveryDate })
          .from(subscriptionWeeks)
          .where(
            and(
              eq(subscriptionWeeks.subscriptionId, id),
              eq(subscriptionWeeks.state, 'upcoming'),
              gt(subscriptionWeeks.cutoffAt, now),
            ),
          )
          .orderBy(subscriptionWeeks.deliveryDate)
          .limit(1);
        await this.options.mails?.resumed(tx, active, first?.date ?? from);
        return true;
      });
      if (done) resumed += 1;
    });
    return resumed;
  }

  /**
   * Every live or paused subscription has its next 8 weeks; only those missing the last of them
   * are looked at (the 8th delivery date ahead, per weekday), so a run over a shop whose weeks
   * are all there reads one index.
   */
  private async ensureAllWeeks(now: Date, only: number | null): Promise<number> {
    const closed = await closedDates(this.db);
    if (closed.length > 0) await moveOffClosedDates(this.db, closed, now);
    const lastOfWeekday = [1, 2, 3, 4, 5, 6].map(
      (weekday) =>
        sql`(${subscriptions.deliveryWeekday} = ${weekday} and not exists (select 1 from ${subscriptionWeeks} where ${subscriptionWeeks.subscriptionId} = ${subscriptions.id} and ${subscriptionWeeks.deliveryDate} = ${upcomingDeliveryDates(weekday, now, undefined, closed).at(-1) ?? ''}))`,
    );
    let ensured = 0;
    let after = 0;
    for (;;) {
      const batch: SubscriptionRow[] = await this.db
        .select()
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, ['active', 'past_due', 'paused']),
            gt(subscriptions.id, after),
            or(...lastOfWeekday),
            this.only(only),
          ),
        )
        .orderBy(subscriptions.id)
        .limit(this.batchSize);
      if (batch.length === 0) return ensured;
      after = batch.at(-1)?.id ?? after;
      await transactionRetried(this.db, async (tx) => {
        for (const subscription of batch) await ensureWeeks(tx, subscription, now, closed);
      });
      ensured += batch.length;
    }
  }

  /**
   * A personalised subscription's week gets its own plan a week before its cut-off
   * (`WEEK_PLAN_AHEAD_MS`), made by the plan worker from the customer's answers as they are then
   * (docs/subscriptions.md "A personalised plan every week"). The customer reviews and edits it on
   * /account/subscription until the week's order is made from it. Answers left incomplete leave
   * the week on the subscribed plan.
   */
  private async planDue(now: Date, only: number | null): Promise<number> {
    const planner = this.options.weekPlanner;
    if (!planner) return 0;
    const due = await this.db
      .select({ id: subscriptionWeeks.id, userId: subscriptions.userId })
      .from(subscriptionWeeks)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
      .where(
        and(
          eq(subscriptionWeeks.state, 'upcoming'),
          isNull(subscriptionWeeks.planId),
          isNull(subscriptionWeeks.orderId),
          gt(subscriptionWeeks.cutoffAt, now),
          lte(subscriptionWeeks.cutoffAt, new Date(now.getTime() + WEEK_PLAN_AHEAD_MS)),
          inArray(subscriptions.status, [...LIVE]),
          sql`${subscriptions.lines} @> '[{"type":"PERSONALIZED"}]'::jsonb`,
          this.only(only),
        ),
      );
    let queued = 0;
    await pooled(due, this.concurrency, async ({ id, userId }) => {
      const request = await planner.requestFor(userId);
      if (!request) return;
      const made = await transactionRetried(this.db, async (tx) => {
        const [week] = await tx
          .select()
          .from(subscriptionWeeks)
          .where(eq(subscriptionWeeks.id, id))
          .for('update', { skipLocked: true });
        if (!week || week.state !== 'upcoming' || week.planId !== null) return false;
        if (week.orderId !== null) return false;
        const planId = await planner.plans.createForWeek(tx, userId, request);
        await tx
          .update(subscriptionWeeks)
          .set({ planId, updatedAt: now })
          .where(eq(subscriptionWeeks.id, week.id));
        return true;
      });
      if (made) queued += 1;
    });
    if (queued > 0) planner.kick();
    return queued;
  }

  /**
   * Weeks whose order is due: upcoming, no order yet, the subscription active or past due, and
   * now at the pay link (cut-off − 48 h), or, with a saved method, at its charge (cut-off −
   * `chargeHours`).
   */
  private async billDue(now: Date, only: number | null, report: RenewalReport) {
    const payLinkBy = new Date(now.getTime() + 48 * HOUR);
    const chargeBy = new Date(now.getTime() + this.options.chargeHours * HOUR);
    const saved = this.options.savedMethods !== null;
    const due = await this.db
      .select({ id: subscriptionWeeks.id })
      .from(subscriptionWeeks)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
      .leftJoin(
        paymentMethods,
        and(eq(paymentMethods.id, subscriptions.paymentMethodId), isNull(paymentMethods.removedAt)),
      )
      .where(
        and(
          eq(subscriptionWeeks.state, 'upcoming'),
          isNull(subscriptionWeeks.orderId),
          gt(subscriptionWeeks.cutoffAt, now),
          inArray(subscriptions.status, [...LIVE]),
          saved
            ? sql`${subscriptionWeeks.cutoffAt} <= case when ${paymentMethods.id} is null then ${payLinkBy.toISOString()}::timestamptz else ${chargeBy.toISOString()}::timestamptz end`
            : lte(subscriptionWeeks.cutoffAt, payLinkBy),
          this.only(only),
        ),
      )
      .orderBy(subscriptionWeeks.cutoffAt, subscriptionWeeks.id);
    await pooled(due, this.concurrency, async ({ id }) => {
      const billed = await this.billWeek(id, now);
      if (!billed) return;
      report.ordersCreated += 1;
      if (billed.charge === 'pay_link') {
        report.payLinks += 1;
        return;
      }
      const result =
        billed.charge && this.charges ? await this.charges.ask(billed.charge, now) : 'skipped';
      report.charges[result] += 1;
    });
  }

  /**
   * The week's order, as checkout writes one (docs/subscriptions.md): priced now, delivered on
   * the week's date with the subscription's slot, method, address and packaging, payable until
   * the cut-off (`pay_by`, so checkout's sweeper cancels it then). Without a live saved method
   * its hosted-page attempt is opened and the pay link mailed, in the same transaction; with
   * one, its charge row is written in the same transaction and asked of the gateway once that
   * commits (`charge`: null when another runner's row is there first).
   */
  private async billWeek(
    weekId: number,
    now: Date,
  ): Promise<{ charge: ChargeTarget | null | 'pay_link' } | null> {
    const { checkout, chargeHours } = this.options;
    const ctx = checkout.ctx;
    return transactionRetried(this.db, async (tx) => {
      const [week] = await tx
        .select()
        .from(subscriptionWeeks)
        .where(eq(subscriptionWeeks.id, weekId))
        .for('update', { skipLocked: true });
      if (!week || week.state !== 'upcoming' || week.orderId !== null) return null;
      if (week.cutoffAt.getTime() <= now.getTime()) return null;
      const [row] = await tx
        .select({ subscription: subscriptions, method: paymentMethods })
        .from(subscriptions)
        .leftJoin(
          paymentMethods,
          and(
            eq(paymentMethods.id, subscriptions.paymentMethodId),
            isNull(paymentMethods.removedAt),
          ),
        )
        .where(eq(subscriptions.id, week.subscriptionId));
      if (!row) return null;
      const { subscription } = row;
      if (subscription.status !== 'active' && subscription.status !== 'past_due') return null;
      // A week charged once already (declined, then billed again after a change) is not asked
      // again with the same key, which would answer the first outcome: it gets a pay link.
      const { method } = row;
      const charge = method !== null && this.charges !== null && week.chargedAt === null;
      const left = week.cutoffAt.getTime() - now.getTime();
      if (left > (charge ? chargeHours : 48) * HOUR) return null;
      // A personalised week is billed from its own plan once that is made; the plan is fixed
      // from here (locked: the order charges what it holds), and the subscribed plan stands in
      // for a week whose plan is still being made or failed.
      const weekPlan = await this.readyWeekPlan(tx, week.planId);
      const lines = subscription.lines.map((line) =>
        line.type === 'PERSONALIZED' && weekPlan !== null ? { ...line, productId: weekPlan } : line,
      );
      const price = await priceWeek(
        tx,
        {
          userId: subscription.userId,
          lines,
          deliveryMethod: subscription.deliveryMethod,
          addressId: subscription.addressId,
        },
        now,
        { rules: ctx.options.pricing, courier: checkout.courier },
      );
      // Nothing left for sale, or no address to deliver to: no order; the week is released at
      // its cut-off and the customer sees why on the subscription page.
      if (price.lines.length === 0 || price.addressMissing) return null;
      const address =
        subscription.deliveryMethod === 'deliver' && subscription.addressId !== null
          ? await ctx.orders.ownAddress(subscription.userId, subscription.addressId, tx)
          : null;
      const { summary } = price;
      const orderNo = newOrderNo(now);
      const order = await ctx.orders.insert(
        tx,
        {
          orderNo,
          userId: subscription.userId,
          idempotencyKey: chargeKey(subscription.id, week.deliveryDate),
          deliveryMethod: subscription.deliveryMethod,
          packagingMethod: subscription.packagingMethod,
          deliveryInstructions: subscription.deliveryInstructions || null,
          deliveryDate: week.deliveryDate,
          deliveryTime: subscription.deliveryTime,
          addressId: address?.id ?? null,
          address: address ? addressSnapshot(address) : null,
          voucherId: null,
          subtotalSen: price.subtotalSen,
          totalSen: summary.totalSen,
          pointsEarned: summary.pointsEarned,
          priceLines: summary.lines,
          // The week's fee holds until its cut-off: paying the link never needs a new quote.
          courierQuote: address
            ? {
                ...(price.quote ? quoteSnapshot(price.quote) : {}),
                fee: senToAmount(price.deliverySen),
                expires_at: week.cutoffAt.toISOString(),
              }
            : null,
          payBy: week.cutoffAt,
          locale: asLocale(subscription.locale),
          createdAt: now,
          updatedAt: now,
        },
        price.lines.map((line) => ({
          type: line.type,
          productId: line.productId,
          name: { ...line.name },
          size: line.size,
          servings: line.servings,
          quantity: line.quantity,
          unitPriceSen: line.unitSen,
          subtotalSen: line.totalSen,
        })),
      );
      if (weekPlan !== null) {
        await tx
          .update(mealPlans)
          .set({
            lockedAt: sql`coalesce(${mealPlans.lockedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(mealPlans.id, weekPlan));
      } else if (week.planId !== null) {
        // Not made in time: the week is the subscribed plan's, and a plan the customer could
        // still open and edit would change nothing. It goes; the page says nothing of it.
        await tx
          .update(subscriptionWeeks)
          .set({ planId: null, updatedAt: now })
          .where(eq(subscriptionWeeks.id, week.id));
        await tx.delete(mealPlans).where(eq(mealPlans.id, week.planId));
      }
      if (!charge) await checkout.payments.insertPayment(tx, order.id, summary.totalSen);
      await tx
        .update(subscriptionWeeks)
        .set({ orderId: order.id, payLinkSentAt: charge ? null : now, updatedAt: now })
        .where(eq(subscriptionWeeks.id, week.id));
      if (!charge || this.charges === null) {
        await this.options.mails?.payLink(tx, order, week);
        return { charge: 'pay_link' };
      }
      return { charge: await this.charges.chargeRow(tx, { order, week, method }, now) };
    });
  }

  /** The week's own plan when it is made (ready), under its row lock; null otherwise. */
  private async readyWeekPlan(tx: Database, planId: number | null): Promise<number | null> {
    if (planId === null) return null;
    const [plan] = await tx
      .select({ id: mealPlans.id, status: mealPlans.status })
      .from(mealPlans)
      .where(eq(mealPlans.id, planId))
      .for('update');
    return plan?.status === 'ready' ? plan.id : null;
  }

  /**
   * Weeks whose order exists (its pay link went out before a method was saved, or the run that
   * made it stopped before charging) and that are due for their charge and have none.
   */
  private async chargeDue(now: Date, only: number | null, report: RenewalReport) {
    const charges = this.charges;
    if (!charges) return;
    const chargeBy = new Date(now.getTime() + this.options.chargeHours * HOUR);
    const due = await this.db
      .select({ id: subscriptionWeeks.id })
      .from(subscriptionWeeks)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
      .innerJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
      .innerJoin(orders, eq(orders.id, subscriptionWeeks.orderId))
      .where(
        and(
          eq(subscriptionWeeks.state, 'upcoming'),
          isNull(subscriptionWeeks.chargedAt),
          gt(subscriptionWeeks.cutoffAt, now),
          lte(subscriptionWeeks.cutoffAt, chargeBy),
          isNull(paymentMethods.removedAt),
          inArray(subscriptions.status, [...LIVE]),
          inArray(orders.status, [...UNPAID]),
          sql`not exists (select 1 from ${payments} where ${payments.chargeKey} = 'sub:' || ${subscriptions.id} || ':' || ${subscriptionWeeks.deliveryDate})`,
          this.only(only),
        ),
      );
    await pooled(due, this.concurrency, async ({ id }) => {
      const result = await charges.chargeWeek(id, now);
      report.charges[result] += 1;
    });
  }

  /** The reminder, once, 24 hours before the cut-off of a week whose pay link is out and unpaid. */
  private async remindDue(now: Date, only: number | null): Promise<number> {
    const remindBy = new Date(now.getTime() + 24 * HOUR);
    const due = await this.db
      .select({ id: subscriptionWeeks.id, orderId: subscriptionWeeks.orderId })
      .from(subscriptionWeeks)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
      .innerJoin(orders, eq(orders.id, subscriptionWeeks.orderId))
      .where(
        and(
          eq(subscriptionWeeks.state, 'upcoming'),
          isNotNull(subscriptionWeeks.payLinkSentAt),
          isNull(subscriptionWeeks.reminderSentAt),
          gt(subscriptionWeeks.cutoffAt, now),
          lte(subscriptionWeeks.cutoffAt, remindBy),
          inArray(orders.status, [...UNPAID]),
          this.only(only),
        ),
      );
    let sent = 0;
    await pooled(due, this.concurrency, async ({ id, orderId }) => {
      if (orderId === null) return;
      const done = await transactionRetried(this.db, async (tx) => {
        const order = await this.options.checkout.ctx.orders.lock(tx, orderId);
        const [week] = await tx
          .select()
          .from(subscriptionWeeks)
          .where(eq(subscriptionWeeks.id, id))
          .for('update', { skipLocked: true });
        if (!order || !week || week.state !== 'upcoming' || week.reminderSentAt !== null) {
          return false;
        }
        if (!(UNPAID as readonly string[]).includes(order.status)) return false;
        await this.options.mails?.reminder(tx, order, week);
        await tx
          .update(subscriptionWeeks)
          .set({ reminderSentAt: now, updatedAt: now })
          .where(eq(subscriptionWeeks.id, week.id));
        return true;
      });
      if (done) sent += 1;
    });
    return sent;
  }

  /**
   * At the cut-off an upcoming week is paid (its order is: the hook should have said so already)
   * or released: not cooked, not owed, its order cancelled as unpaid if still open, and the
   * subscription past due.
   */
  private async releaseDue(now: Date, only: number | null): Promise<number> {
    const ctx = this.options.checkout.ctx;
    const due = await this.db
      .select({ id: subscriptionWeeks.id, orderId: subscriptionWeeks.orderId })
      .from(subscriptionWeeks)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
      .where(
        and(
          eq(subscriptionWeeks.state, 'upcoming'),
          lte(subscriptionWeeks.cutoffAt, now),
          this.only(only),
        ),
      );
    let released = 0;
    await pooled(due, this.concurrency, async ({ id, orderId }) => {
      const done = await transactionRetried(this.db, async (tx) => {
        const order = orderId === null ? null : await ctx.orders.lock(tx, orderId);
        const [week] = await tx
          .select()
          .from(subscriptionWeeks)
          .where(eq(subscriptionWeeks.id, id))
          .for('update', { skipLocked: true });
        if (!week || week.state !== 'upcoming' || week.orderId !== orderId) return false;
        if (order && order.paidAt !== null && order.status !== 'cancelled') {
          await moveWeeks(tx, [week.id], ['upcoming'], 'paid', now);
          return false;
        }
        // A saved-method charge asked before the cut-off whose answer is not recorded yet (the
        // gateway was slow, or the process asking it died) may have moved the money: the week
        // waits for that answer, which the next run's retry records, and is decided then.
        if (order && (await ctx.payments.chargeOut(tx, order.id))) return false;
        await moveWeeks(tx, [week.id], ['upcoming'], 'released', now);
        if (order) await releaseOrders(ctx, tx, [order.id], 'unpaid', now);
        await tx
          .update(subscriptions)
          .set({ status: 'past_due', updatedAt: now })
          .where(
            and(eq(subscriptions.id, week.subscriptionId), eq(subscriptions.status, 'active')),
          );
        return true;
      });
      if (done) released += 1;
    });
    return released;
  }

  /** A paid week whose order was delivered or handed over is fulfilled. */
  private async markFulfilled(now: Date, only: number | null): Promise<number> {
    const moved = await this.db
      .update(subscriptionWeeks)
      .set({ state: 'fulfilled', updatedAt: now })
      .where(
        and(
          eq(subscriptionWeeks.state, 'paid'),
          sql`exists (select 1 from ${orders} where ${orders.id} = ${subscriptionWeeks.orderId} and ${orders.status} = 'delivered')`,
          only === null ? undefined : eq(subscriptionWeeks.subscriptionId, only),
        ),
      )
      .returning({ id: subscriptionWeeks.id });
    return moved.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The renewal run; tests run it with `app.jobs.runDue()` or call it with their own instant. */
    renewals: Renewals;
  }
}
