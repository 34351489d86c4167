import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  beforeCutoff,
  SUBSCRIPTION_WEEKDAYS,
  isWeekDate,
  upcomingDeliveryDates,
  weekCutoff,
  weekdayOfDate,
  type SubscriptionStatus,
  type SubscriptionWeekState,
} from '@mealprep/shared/subscriptions';
import {
  BUSINESS_ZONE,
  businessDate,
  formatSen,
  senToAmount,
  type DeliveryMethod,
  type PackagingMethod,
} from '@mealprep/shared/core';
import { asLocale } from '@mealprep/shared/locale';
import type {
  AdminSubscription,
  ForecastDay,
  ForecastItem,
  Subscription,
  SubscriptionQuote,
} from '@mealprep/shared/subscriptions/contracts';
import { transactionRetried, type Database } from '../db';
import { cartItems, users } from '../db/schema';
import { orderLines, orders, payments } from '../db/tables/commerce';
import { mealPlans } from '../db/tables/preferences';
import {
  paymentMethods,
  subscriptions,
  subscriptionWeeks,
  type SubscriptionLineRow,
  type SubscriptionRow,
  type SubscriptionWeekRow,
} from '../db/tables/subscriptions';
import { fieldError, type CheckoutContext } from '../checkout/common';
import { CheckoutQuotes } from '../checkout/quotes';
import { releaseOrders } from '../checkout/resume';
import type { CheckoutService } from '../checkout/service';
import { HttpError } from '../http/errors';
import { formatDeadline } from '../orders/rules';
import { BOARD_STATUSES } from '../orders/fulfilment';
import { cookingDateOf } from '../orders/production';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { AddressRecord } from '../repositories/checkout-orders';
import type { CartLineRow } from '../repositories/cart';
import type { SubscriptionMails } from './mails';
import { catalogPrices, priceWeek, productKey, type WeekPricingOptions } from './pricing';
import {
  lineToWire,
  localizedName,
  orderPaid,
  subscriptionToWire,
  weeklyToWire,
  weekToWire,
  type WeekOrder,
} from './present';
import { closedDates, ensureWeeks, moveWeeks, newWeekState, weeksOf } from './weeks';

/**
 * Namespace of the per-customer subscription lock (pg_advisory_xact_lock(namespace, user id)):
 * every change of a customer's subscription, theirs or the staff's, takes it first, so two
 * clicks (or a click and a member of staff) are decided one after the other.
 */
export const SUBSCRIPTION_LOCK = 727073693;

export async function lockSubscriptionsOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTION_LOCK}, ${userId})`);
}

/** The choices of a subscription's week, as subscribing and its quote take them. */
export interface SubscriptionChoices {
  delivery_method: DeliveryMethod;
  packaging_method: PackagingMethod;
  delivery_weekday: number;
  delivery_time: string;
  address_id?: number | null;
  delivery_instructions?: string | null;
}

/** `PATCH /api/v1/subscription`: what is given changes; `lines` sets quantities by index. */
export interface SubscriptionChange {
  delivery_method?: DeliveryMethod;
  packaging_method?: PackagingMethod;
  delivery_weekday?: number;
  delivery_time?: string;
  address_id?: number | null;
  delivery_instructions?: string | null;
  lines?: { index: number; quantity: number }[];
  payment_method_id?: number | null;
}

/** A week is changed only before its cut-off and while its order (if any) is unpaid. */
const OPEN_WEEK_STATES: readonly SubscriptionWeekState[] = ['upcoming', 'skipped', 'paused'];

export interface SubscriptionsOptions {
  db: Database;
  /** Checkout's repositories, rules, courier and the release of unpaid orders. */
  checkout: CheckoutService;
  mails: SubscriptionMails;
  audit: AuditLogRepository;
}

/** The weekday's name in the reader's language ("Tuesday", "Selasa"). */
function weekdayName(weekday: number, locale: string): string {
  // 2024-01-07 was a Sunday: adding the weekday gives a date of that weekday.
  return DateTime.fromISO('2024-01-07', { zone: BUSINESS_ZONE })
    .plus({ days: weekday })
    .setLocale(locale)
    .toFormat('cccc');
}

function cartToLines(cart: readonly CartLineRow[]): SubscriptionLineRow[] {
  return cart.map((line) => ({
    type: line.type,
    productId: line.productId,
    size: line.size,
    servings: line.servings,
    quantity: line.quantity,
  }));
}

/**
 * Subscriptions (docs/subscriptions.md) as the customer and the staff change them: subscribing
 * from the cart, the weekly price, changes, skip and unskip, pause, resume and cancel, and the
 * staff's list, forecast and pause. Every change is one transaction under the customer's
 * subscription lock; a week's unpaid order released by a change is cancelled as the customer's
 * own cancel, so a payment arriving for it later is flagged for refund (checkout's
 * `paidAfterCancel`) instead of reviving it: a week is never paid twice.
 */
export class Subscriptions {
  constructor(private readonly options: SubscriptionsOptions) {}

  private get ctx(): CheckoutContext {
    return this.options.checkout.ctx;
  }

  private now(): Date {
    return this.ctx.now();
  }

  /** Checkout's pricing rules and courier: what `priceWeek` needs. */
  get pricing(): WeekPricingOptions {
    return { rules: this.ctx.options.pricing, courier: this.ctx.options.courier };
  }

  // ---- reading ----------------------------------------------------------------------------

  /** The customer's subscription that is not cancelled, else their newest one, else null. */
  private async newestOf(db: Database, userId: number): Promise<SubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(sql`${subscriptions.status} = 'cancelled'`, desc(subscriptions.id))
      .limit(1);
    return row ?? null;
  }

  /** The customer's subscription to change: 404 when none, 409 when it is cancelled. */
  private async changeable(db: Database, userId: number): Promise<SubscriptionRow> {
    const row = await this.newestOf(db, userId);
    if (!row) throw new HttpError(404, 'subscriptionNotFound');
    if (row.status === 'cancelled') throw new HttpError(409, 'subscriptionCancelled');
    return row;
  }

  private async weekOrders(db: Database, ids: number[]): Promise<Map<number, WeekOrder>> {
    const found = new Map<number, WeekOrder>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        totalSen: orders.totalSen,
      })
      .from(orders)
      .where(inArray(orders.id, ids));
    const open = await db
      .select({ orderId: payments.orderId, url: payments.paymentUrl })
      .from(payments)
      .where(and(inArray(payments.orderId, ids), eq(payments.status, 'pending')))
      .orderBy(desc(payments.id));
    for (const row of rows) {
      const url = open.find((payment) => payment.orderId === row.id)?.url ?? null;
      found.set(row.id, { ...row, payUrl: url });
    }
    return found;
  }

  private async ownAddress(db: Database, userId: number, id: number | null) {
    return id === null ? null : this.ctx.orders.ownAddress(userId, id, db);
  }

  /** The wire form of a subscription, its weeks made sure of first (8 ahead always show). */
  private async view(db: Database, row: SubscriptionRow, locale: string): Promise<Subscription> {
    const now = this.now();
    const closed = await closedDates(db);
    if (row.status !== 'cancelled') await ensureWeeks(db, row, now, closed);
    const weeks = await weeksOf(db, row.id, now);
    const ordersById = await this.weekOrders(
      db,
      weeks.flatMap((week) => (week.orderId === null ? [] : [week.orderId])),
    );
    const price = await priceWeek(db, row, now, this.pricing);
    const planIds = weeks.flatMap((week) => (week.planId === null ? [] : [week.planId]));
    const plans = new Map(
      (planIds.length === 0
        ? []
        : await db
            .select({ id: mealPlans.id, status: mealPlans.status, lockedAt: mealPlans.lockedAt })
            .from(mealPlans)
            .where(inArray(mealPlans.id, planIds))
      ).map((plan) => [plan.id, plan]),
    );
    const [method] =
      row.paymentMethodId === null
        ? []
        : await db.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId));
    return subscriptionToWire({
      row,
      price,
      weeks: weeks.map((week) =>
        weekToWire(
          week,
          week.orderId === null ? null : (ordersById.get(week.orderId) ?? null),
          now,
          week.planId === null ? null : (plans.get(week.planId) ?? null),
          { weekday: row.deliveryWeekday, closed },
        ),
      ),
      paymentMethod: method ?? null,
      address: await this.ownAddress(db, row.userId, row.addressId),
      locale,
    });
  }

  /** `GET /api/v1/subscription` */
  async current(userId: number, locale: string): Promise<Subscription | null> {
    const row = await this.newestOf(this.options.db, userId);
    return row ? this.view(this.options.db, row, locale) : null;
  }

  // ---- subscribing ------------------------------------------------------------------------

  /**
   * The address of a delivery (the customer's own, 422 otherwise), after storing a courier quote
   * for it through checkout's limited path (the weekly price reads it back, `priceWeek`).
   */
  private async deliveryAddress(
    userId: number,
    method: DeliveryMethod,
    addressId: number | null | undefined,
  ): Promise<AddressRecord | null> {
    if (method !== 'deliver') return null;
    if (!addressId) throw fieldError('address_id', 'validation.addressRequired');
    const address = await this.ctx.orders.ownAddress(userId, addressId);
    if (!address) throw fieldError('address_id', 'validation.addressNotFound');
    await new CheckoutQuotes(this.ctx).newCourierQuote(userId, address, this.now());
    return address;
  }

  private async cartLines(db: Database, userId: number): Promise<SubscriptionLineRow[]> {
    const lines = cartToLines(await this.ctx.cart.lines(userId, db));
    if (lines.length === 0) throw fieldError('cart', 'validation.cartEmpty');
    return lines;
  }

  /** `POST /api/v1/subscription/quote`: the cart as a weekly box, its full price, its first week. */
  async quote(userId: number, input: SubscriptionChoices, locale: string) {
    const lines = await this.cartLines(this.options.db, userId);
    const address = await this.deliveryAddress(userId, input.delivery_method, input.address_id);
    const now = this.now();
    const price = await priceWeek(
      this.options.db,
      {
        userId,
        lines,
        deliveryMethod: input.delivery_method,
        addressId: address?.id ?? null,
      },
      now,
      this.pricing,
    );
    const closed = await closedDates(this.options.db);
    const [first = ''] = upcomingDeliveryDates(input.delivery_weekday, now, 1, closed);
    const quote: SubscriptionQuote = {
      lines: price.lines.map((line) => lineToWire(line, locale)),
      weekly: weeklyToWire(price),
      first_delivery_date: first,
      first_cutoff_at: weekCutoff(first).toISOString(),
    };
    return quote;
  }

  private async byKey(db: Database, userId: number, key: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.idempotencyKey, key)));
    return row ?? null;
  }

  /**
   * `POST /api/v1/subscription`: the cart becomes the weekly box (and is emptied), the weeks
   * ahead are made, and the "subscribed" mail is written, in one transaction. The same key
   * answers the same subscription, whatever happened since.
   */
  async subscribe(
    userId: number,
    key: string,
    input: SubscriptionChoices,
    locale: string,
  ): Promise<{ subscription: Subscription; created: boolean }> {
    const { db } = this.options;
    const answered = await this.byKey(db, userId, key);
    if (answered) return { subscription: await this.view(db, answered, locale), created: false };
    const address = await this.deliveryAddress(userId, input.delivery_method, input.address_id);
    const now = this.now();
    const result = await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const again = await this.byKey(tx, userId, key);
      if (again) return { row: again, created: false };
      const live = await this.newestOf(tx, userId);
      if (live && live.status !== 'cancelled') throw new HttpError(409, 'subscriptionExists');
      const lines = await this.cartLines(tx, userId);
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId: userId,
          status: 'active',
          lines,
          deliveryMethod: input.delivery_method,
          packagingMethod: input.packaging_method,
          deliveryWeekday: input.delivery_weekday,
          deliveryTime: input.delivery_time,
          addressId: address?.id ?? null,
          deliveryInstructions: input.delivery_instructions || null,
          locale: asLocale(locale),
          idempotencyKey: key,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('subscription insert answered no row');
      const closed = await closedDates(tx);
      await ensureWeeks(tx, row, now, closed);
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      const price = await priceWeek(tx, row, now, this.pricing);
      const [first = ''] = upcomingDeliveryDates(row.deliveryWeekday, now, 1, closed);
      await this.options.mails.subscribed(tx, row, {
        meals: lines.reduce((sum, line) => sum + line.quantity, 0),
        total: formatSen(price.summary.totalSen),
        firstDate: first,
      });
      return { row, created: true };
    });
    return { subscription: await this.view(db, result.row, locale), created: result.created };
  }

  // ---- weeks ------------------------------------------------------------------------------

  /** The weeks of `ids`, locked, in date order. */
  private lockWeeks(tx: Database, where: ReturnType<typeof and>) {
    return tx
      .select()
      .from(subscriptionWeeks)
      .where(where)
      .orderBy(asc(subscriptionWeeks.deliveryDate))
      .for('update');
  }

  /**
   * Releases the unpaid orders of these weeks (cancelled as the customer's, their payment
   * attempts expired, a voucher given back) and clears the weeks' `order_id`, so a week taken
   * back is billed again with its current choices. Answers the weeks whose order is paid: those
   * are never changed.
   */
  private async releaseWeekOrders(
    tx: Database,
    weeks: readonly SubscriptionWeekRow[],
    now: Date,
  ): Promise<SubscriptionWeekRow[]> {
    const all = weeks.flatMap((week) => (week.orderId === null ? [] : [week.orderId]));
    // A saved method's charge already sent to the gateway is not taken back: its answer may be
    // "paid", and money for a week released meanwhile would be owed back. Such a week is kept,
    // as a paid one is (skip refuses it with its own reason).
    const charging = await this.chargesInFlight(tx, all);
    const ids = all.filter((id) => !charging.has(id));
    const kept = weeks.filter((week) => week.orderId !== null && charging.has(week.orderId));
    if (ids.length === 0) return kept;
    // The action's own mail (skipped, paused, cancelled) tells the customer; after a change the
    // week's new order comes with its own pay link. No "order cancelled" mail beside them.
    const released = new Set(
      (await releaseOrders(this.ctx, tx, ids, 'customer', now, { mail: false })).map(
        (order) => order.id,
      ),
    );
    const statuses = await this.weekOrders(tx, ids);
    const cleared = weeks.filter(
      (week) =>
        week.orderId !== null &&
        (released.has(week.orderId) || statuses.get(week.orderId)?.status === 'cancelled'),
    );
    if (cleared.length > 0) {
      await tx
        .update(subscriptionWeeks)
        // Billed again later with its current choices: its new order's pay link and reminder
        // are mailed again (their dedupe keys name the order).
        .set({ orderId: null, payLinkSentAt: null, reminderSentAt: null, updatedAt: now })
        .where(
          inArray(
            subscriptionWeeks.id,
            cleared.map((week) => week.id),
          ),
        );
    }
    return [
      ...kept,
      ...weeks.filter(
        (week) => week.orderId !== null && orderPaid(statuses.get(week.orderId) ?? null),
      ),
    ];
  }

  /** The orders among `ids` with a saved method's charge sent and not yet answered. */
  async chargesInFlight(tx: Database, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(
        and(
          inArray(payments.orderId, ids),
          eq(payments.status, 'pending'),
          isNotNull(payments.chargeKey),
        ),
      );
    return new Set(rows.map((row) => row.orderId));
  }

  /** One of the subscription's next 8 weeks, locked; 404 for any other date. */
  private async weekOn(tx: Database, row: SubscriptionRow, date: string, now: Date) {
    const [week] = await this.lockWeeks(
      tx,
      and(eq(subscriptionWeeks.subscriptionId, row.id), eq(subscriptionWeeks.deliveryDate, date)),
    );
    const ahead = upcomingDeliveryDates(row.deliveryWeekday, now, undefined, await closedDates(tx));
    const cutoffPassed = week && !beforeCutoff(date, now);
    if (!week || (!cutoffPassed && !ahead.includes(date))) {
      throw new HttpError(404, 'subscriptionWeekNotFound', { date });
    }
    if (cutoffPassed) {
      throw new HttpError(409, 'subscriptionWeekPastCutoff', {
        date,
        cutoff: formatDeadline(weekCutoff(date)),
      });
    }
    return week;
  }

  /**
   * `POST /api/v1/subscription/weeks/:date/skip`: only an upcoming week before its cut-off. Its
   * unpaid order, if out, is cancelled; a paid week is refused (it is cooked and delivered: the
   * shop's terms give no refund once paid, and a skip must never leave money owed back).
   */
  async skip(userId: number, date: string, locale: string): Promise<Subscription> {
    const { db } = this.options;
    const now = this.now();
    await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const row = await this.changeable(tx, userId);
      await ensureWeeks(tx, row, now);
      const week = await this.weekOn(tx, row, date, now);
      if (week.state === 'paid' || week.state === 'fulfilled') {
        throw new HttpError(409, 'subscriptionWeekPaid', { date });
      }
      if (week.state !== 'upcoming')
        throw new HttpError(409, 'subscriptionWeekNotUpcoming', { date });
      if (week.orderId !== null && (await this.chargesInFlight(tx, [week.orderId])).size > 0) {
        throw new HttpError(409, 'subscriptionWeekCharging', { date });
      }
      if ((await this.releaseWeekOrders(tx, [week], now)).length > 0) {
        throw new HttpError(409, 'subscriptionWeekPaid', { date });
      }
      const moved = await moveWeeks(tx, [week.id], ['upcoming'], 'skipped', now);
      if (moved.length === 0) throw new HttpError(409, 'subscriptionWeekNotUpcoming', { date });
      await this.options.mails.skipped(tx, row, date, now);
    });
    return this.viewOf(userId, locale);
  }

  /** `POST /api/v1/subscription/weeks/:date/unskip`: a skipped week back, before its cut-off. */
  async unskip(userId: number, date: string, locale: string): Promise<Subscription> {
    const { db } = this.options;
    const now = this.now();
    await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const row = await this.changeable(tx, userId);
      const week = await this.weekOn(tx, row, date, now);
      const moved = await moveWeeks(tx, [week.id], ['skipped'], newWeekState(row, date), now);
      if (moved.length === 0) throw new HttpError(409, 'subscriptionWeekNotSkipped', { date });
    });
    return this.viewOf(userId, locale);
  }

  private async viewOf(userId: number, locale: string): Promise<Subscription> {
    const row = await this.newestOf(this.options.db, userId);
    if (!row) throw new HttpError(404, 'subscriptionNotFound');
    return this.view(this.options.db, row, locale);
  }

  /** The weeks ahead (cut-off not passed) in one of `states`, locked. */
  private weeksAhead(
    tx: Database,
    subscriptionId: number,
    states: readonly SubscriptionWeekState[],
    now: Date,
  ) {
    return this.lockWeeks(
      tx,
      and(
        eq(subscriptionWeeks.subscriptionId, subscriptionId),
        gt(subscriptionWeeks.cutoffAt, now),
        inArray(subscriptionWeeks.state, [...states]),
      ),
    );
  }

  // ---- pause, resume, cancel --------------------------------------------------------------

  /** `until` must be a later delivery date of the subscription's weeks (or null: no end). */
  private async checkUntil(
    tx: Database,
    row: SubscriptionRow,
    until: string | null,
    now: Date,
    locale: string,
  ) {
    if (until === null) return;
    const closed = await closedDates(tx);
    if (!isWeekDate(row.deliveryWeekday, until, closed) || !beforeCutoff(until, now)) {
      throw fieldError('until', 'validation.subscriptionPauseUntil', {
        weekday: weekdayName(row.deliveryWeekday, locale),
      });
    }
  }

  /**
   * Pauses the subscription in `tx`: the upcoming weeks before `until` (all with no end) whose
   * cut-off is ahead become paused, their unpaid orders cancelled; paid weeks stay.
   */
  private async pauseIn(
    tx: Database,
    row: SubscriptionRow,
    until: string | null,
    now: Date,
  ): Promise<SubscriptionRow> {
    if (row.status === 'paused') throw new HttpError(409, 'subscriptionAlreadyPaused');
    const [paused] = await tx
      .update(subscriptions)
      .set({ status: 'paused', pausedUntil: until, updatedAt: now })
      .where(
        and(eq(subscriptions.id, row.id), inArray(subscriptions.status, ['active', 'past_due'])),
      )
      .returning();
    if (!paused) throw new HttpError(409, 'subscriptionAlreadyPaused');
    const weeks = (await this.weeksAhead(tx, row.id, ['upcoming'], now)).filter(
      (week) => until === null || week.deliveryDate < until,
    );
    const paid = new Set((await this.releaseWeekOrders(tx, weeks, now)).map((week) => week.id));
    await moveWeeks(
      tx,
      weeks.filter((week) => !paid.has(week.id)).map((week) => week.id),
      ['upcoming'],
      'paused',
      now,
    );
    await ensureWeeks(tx, paused, now);
    return paused;
  }

  /** `POST /api/v1/subscription/pause` */
  async pause(userId: number, until: string | null, locale: string): Promise<Subscription> {
    const { db } = this.options;
    const now = this.now();
    await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const row = await this.changeable(tx, userId);
      await this.checkUntil(tx, row, until, now, locale);
      const paused = await this.pauseIn(tx, row, until, now);
      await this.options.mails.paused(tx, paused, now);
    });
    return this.viewOf(userId, locale);
  }

  /** `POST /api/v1/subscription/resume`: the paused weeks ahead are upcoming again. */
  async resume(userId: number, locale: string): Promise<Subscription> {
    const { db } = this.options;
    const now = this.now();
    await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const row = await this.changeable(tx, userId);
      const [resumed] = await tx
        .update(subscriptions)
        .set({ status: 'active', pausedUntil: null, updatedAt: now })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'paused')))
        .returning();
      if (!resumed) throw new HttpError(409, 'subscriptionNotPaused');
      const weeks = await this.weeksAhead(tx, row.id, ['paused'], now);
      await moveWeeks(
        tx,
        weeks.map((week) => week.id),
        ['paused'],
        'upcoming',
        now,
      );
      const closed = await closedDates(tx);
      await ensureWeeks(tx, resumed, now, closed);
      const [next] = await this.weeksAhead(tx, row.id, ['upcoming', 'paid'], now);
      const [fallback = ''] = upcomingDeliveryDates(row.deliveryWeekday, now, 1, closed);
      await this.options.mails.resumed(tx, resumed, next?.deliveryDate ?? fallback, now);
    });
    return this.viewOf(userId, locale);
  }

  /**
   * `POST /api/v1/subscription/cancel`: one call. The weeks ahead that are not paid are
   * cancelled (their unpaid orders too); paid weeks are still delivered. Twice is a 409.
   */
  async cancel(userId: number, locale: string): Promise<Subscription> {
    const { db } = this.options;
    const now = this.now();
    await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const row = await this.changeable(tx, userId);
      const [cancelled] = await tx
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: now, pausedUntil: null, updatedAt: now })
        .where(and(eq(subscriptions.id, row.id), ne(subscriptions.status, 'cancelled')))
        .returning();
      if (!cancelled) throw new HttpError(409, 'subscriptionCancelled');
      const weeks = await this.weeksAhead(tx, row.id, OPEN_WEEK_STATES, now);
      const paid = new Set((await this.releaseWeekOrders(tx, weeks, now)).map((week) => week.id));
      await moveWeeks(
        tx,
        weeks.filter((week) => !paid.has(week.id)).map((week) => week.id),
        OPEN_WEEK_STATES,
        'cancelled',
        now,
      );
      await this.options.mails.cancelled(tx, cancelled);
    });
    return this.viewOf(userId, locale);
  }

  // ---- changes ----------------------------------------------------------------------------

  /**
   * `PATCH /api/v1/subscription`. Weeks before their cut-off follow the change: a week not yet
   * billed simply does; a week whose unpaid order is out has it cancelled and is billed again
   * with the new choices; a paid week stays as it was (answered in `paidKept`). A new weekday
   * removes the open weeks of the old one (none paid) and makes the new ones.
   */
  async change(
    userId: number,
    input: SubscriptionChange,
    locale: string,
  ): Promise<{ subscription: Subscription; paidKept: string[] }> {
    const { db } = this.options;
    const current = await this.changeable(db, userId);
    const method = input.delivery_method ?? current.deliveryMethod;
    const addressId =
      input.address_id !== undefined && input.address_id !== null
        ? input.address_id
        : current.addressId;
    const lines = this.changedLines(current.lines, input.lines);
    if (input.payment_method_id !== undefined && input.payment_method_id !== null) {
      const [own] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.id, input.payment_method_id),
            eq(paymentMethods.userId, userId),
            isNull(paymentMethods.removedAt),
          ),
        );
      if (!own) throw fieldError('payment_method_id', 'validation.paymentMethodNotFound');
    }
    const deliveryChanged =
      method !== current.deliveryMethod ||
      (method === 'deliver' && addressId !== current.addressId);
    if (method === 'deliver' && deliveryChanged) {
      await this.deliveryAddress(userId, method, addressId);
    }
    const now = this.now();
    const paidKept = await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, userId);
      const row = await this.changeable(tx, userId);
      const next = {
        deliveryMethod: method,
        packagingMethod: input.packaging_method ?? row.packagingMethod,
        deliveryWeekday: input.delivery_weekday ?? row.deliveryWeekday,
        deliveryTime: input.delivery_time ?? row.deliveryTime,
        addressId: method === 'deliver' ? addressId : row.addressId,
        deliveryInstructions:
          input.delivery_instructions !== undefined
            ? input.delivery_instructions || null
            : row.deliveryInstructions,
        lines,
        paymentMethodId:
          input.payment_method_id !== undefined ? input.payment_method_id : row.paymentMethodId,
      };
      const billed =
        next.deliveryMethod !== row.deliveryMethod ||
        next.packagingMethod !== row.packagingMethod ||
        next.deliveryTime !== row.deliveryTime ||
        next.addressId !== row.addressId ||
        next.deliveryInstructions !== row.deliveryInstructions ||
        JSON.stringify(next.lines) !== JSON.stringify(row.lines);
      const weekdayChanged = next.deliveryWeekday !== row.deliveryWeekday;
      const [changed] = await tx
        .update(subscriptions)
        .set({ ...next, updatedAt: now })
        .where(and(eq(subscriptions.id, row.id), ne(subscriptions.status, 'cancelled')))
        .returning();
      if (!changed) throw new HttpError(409, 'subscriptionCancelled');
      const kept: SubscriptionWeekRow[] = [];
      if (weekdayChanged) {
        const open = await this.weeksAhead(tx, row.id, OPEN_WEEK_STATES, now);
        const paid = new Set((await this.releaseWeekOrders(tx, open, now)).map((w) => w.id));
        kept.push(...open.filter((week) => paid.has(week.id)));
        const gone = open.filter((week) => !paid.has(week.id)).map((week) => week.id);
        if (gone.length > 0) {
          await tx.delete(subscriptionWeeks).where(inArray(subscriptionWeeks.id, gone));
        }
        await ensureWeeks(tx, changed, now);
      } else if (billed) {
        const billedWeeks = (await this.weeksAhead(tx, row.id, OPEN_WEEK_STATES, now)).filter(
          (week) => week.orderId !== null,
        );
        kept.push(...(await this.releaseWeekOrders(tx, billedWeeks, now)));
      }
      if (billed || weekdayChanged) {
        kept.push(...(await this.weeksAhead(tx, row.id, ['paid'], now)));
      }
      return [...new Set(kept.map((week) => week.deliveryDate))].sort();
    });
    return { subscription: await this.viewOf(userId, locale), paidKept };
  }

  /** The lines with the given quantities set (0 removes one); at least one must remain. */
  private changedLines(
    lines: readonly SubscriptionLineRow[],
    changes: SubscriptionChange['lines'],
  ): SubscriptionLineRow[] {
    if (!changes || changes.length === 0) return [...lines];
    const quantities = new Map<number, number>();
    for (const change of changes) {
      if (change.index >= lines.length) {
        throw fieldError('lines', 'validation.subscriptionLine', { index: String(change.index) });
      }
      quantities.set(change.index, change.quantity);
    }
    const next = lines
      .map((line, index) => ({ ...line, quantity: quantities.get(index) ?? line.quantity }))
      .filter((line) => line.quantity > 0);
    if (next.length === 0) throw fieldError('lines', 'validation.subscriptionLinesEmpty');
    return next;
  }

  // ---- staff ------------------------------------------------------------------------------

  private async adminRows(rows: (SubscriptionRow & { name: string; email: string })[]) {
    const { db } = this.options;
    const now = this.now();
    const ids = rows.map((row) => row.id);
    const nextWeeks =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(subscriptionWeeks)
            .where(
              and(
                inArray(subscriptionWeeks.subscriptionId, ids),
                gt(subscriptionWeeks.cutoffAt, now),
                ne(subscriptionWeeks.state, 'skipped'),
              ),
            )
            .orderBy(asc(subscriptionWeeks.deliveryDate));
    const methodIds = rows.flatMap((row) =>
      row.paymentMethodId === null ? [] : [row.paymentMethodId],
    );
    const live = new Set(
      methodIds.length === 0
        ? []
        : (
            await db
              .select({ id: paymentMethods.id })
              .from(paymentMethods)
              .where(and(inArray(paymentMethods.id, methodIds), isNull(paymentMethods.removedAt)))
          ).map((method) => method.id),
    );
    const answer: AdminSubscription[] = [];
    for (const row of rows) {
      const price = await priceWeek(db, row, now, this.pricing);
      const next = nextWeeks.find((week) => week.subscriptionId === row.id) ?? null;
      answer.push({
        id: row.id,
        status: row.status,
        paused_until: row.pausedUntil,
        customer_name: row.name,
        customer_email: row.email,
        meals_per_week: row.lines.reduce((sum, line) => sum + line.quantity, 0),
        delivery_method: row.deliveryMethod,
        delivery_weekday: row.deliveryWeekday,
        delivery_time: row.deliveryTime,
        weekly_total: senToAmount(price.summary.totalSen),
        next_delivery_date: row.status === 'cancelled' ? null : (next?.deliveryDate ?? null),
        next_state: row.status === 'cancelled' ? null : (next?.state ?? null),
        auto_charge: row.paymentMethodId !== null && live.has(row.paymentMethodId),
        created_at: row.createdAt.toISOString(),
      });
    }
    return answer;
  }

  private adminSelect(db: Database) {
    return db
      .select({
        subscription: subscriptions,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        email: users.email,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId));
  }

  /** `GET /api/v1/admin/subscriptions`: newest first, optionally of one status. */
  async list(status: SubscriptionStatus | undefined, page: number, perPage: number) {
    const { db } = this.options;
    const where = status ? eq(subscriptions.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.adminSelect(db)
        .where(where)
        .orderBy(desc(subscriptions.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ total: count() }).from(subscriptions).where(where),
    ]);
    return {
      rows: await this.adminRows(
        rows.map((row) => ({ ...row.subscription, name: row.name, email: row.email })),
      ),
      total: Number(total?.total ?? 0),
    };
  }

  /**
   * `GET /api/v1/admin/subscriptions/forecast`: per delivery day from `from` (Sundays have none),
   * the portions (quantity × servings) the active subscriptions' upcoming weeks will want, beside
   * the portions already in paid orders for that day (the production sheet's orders).
   */
  async forecast(from: string | undefined, days: number, locale: string): Promise<ForecastDay[]> {
    const { db } = this.options;
    const start = DateTime.fromISO(from ?? businessDate(this.now()), { zone: BUSINESS_ZONE });
    const dates: string[] = [];
    for (let offset = 0; offset < days; offset += 1) {
      const date = start.plus({ days: offset }).toISODate() ?? '';
      if (SUBSCRIPTION_WEEKDAYS.some((weekday) => weekday === weekdayOfDate(date))) {
        dates.push(date);
      }
    }
    const first = dates[0];
    const last = dates.at(-1);
    if (!first || !last) return [];
    const weeks = await db
      .select({ deliveryDate: subscriptionWeeks.deliveryDate, lines: subscriptions.lines })
      .from(subscriptionWeeks)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
      .where(
        and(
          gte(subscriptionWeeks.deliveryDate, first),
          lte(subscriptionWeeks.deliveryDate, last),
          eq(subscriptionWeeks.state, 'upcoming'),
          inArray(subscriptions.status, ['active', 'past_due']),
        ),
      );
    const paidLines = await db
      .select({
        deliveryDate: orders.deliveryDate,
        type: orderLines.type,
        productId: orderLines.productId,
        size: orderLines.size,
        portions: sql<number>`sum(${orderLines.quantity} * ${orderLines.servings})::int`,
        orders: sql<number>`count(distinct ${orders.id})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          gte(orders.deliveryDate, first),
          lte(orders.deliveryDate, last),
          inArray(orders.status, [...BOARD_STATUSES]),
        ),
      )
      .groupBy(orders.deliveryDate, orderLines.type, orderLines.productId, orderLines.size);
    const paidOrders = await db
      .select({
        deliveryDate: orders.deliveryDate,
        count: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(
        and(
          gte(orders.deliveryDate, first),
          lte(orders.deliveryDate, last),
          inArray(orders.status, [...BOARD_STATUSES]),
        ),
      )
      .groupBy(orders.deliveryDate);
    const products = [
      ...weeks.flatMap((week) => week.lines),
      ...paidLines.map((line) => ({ ...line, size: line.size ?? null })),
    ];
    const names = await catalogPrices(db, null, products);
    return dates.map((date) => {
      const items = new Map<string, ForecastItem>();
      const item = (line: {
        type: ForecastItem['type'];
        productId: number;
        size: string | null;
      }) => {
        const key = productKey({
          ...line,
          size: line.size === 'S' || line.size === 'L' ? line.size : null,
        });
        let found = items.get(key);
        if (!found) {
          const product = names.get(key);
          found = {
            type: line.type,
            product_id: line.productId,
            name: product ? localizedName(product.name, locale) : '',
            size: line.size,
            forecast: 0,
            paid: 0,
          };
          items.set(key, found);
        }
        return found;
      };
      const ofDay = weeks.filter((week) => week.deliveryDate === date);
      for (const week of ofDay) {
        for (const line of week.lines) item(line).forecast += line.quantity * line.servings;
      }
      for (const line of paidLines.filter((row) => row.deliveryDate === date)) {
        item(line).paid += line.portions;
      }
      return {
        delivery_date: date,
        cooking_date: cookingDateOf(date),
        cutoff_at: weekCutoff(date).toISOString(),
        forecast_weeks: ofDay.length,
        paid_orders: paidOrders.find((row) => row.deliveryDate === date)?.count ?? 0,
        items: [...items.values()].sort((a, b) => a.name.localeCompare(b.name)),
      };
    });
  }

  /**
   * `POST /api/v1/admin/subscriptions/:id/pause`: a member of staff pauses a customer's
   * subscription, with the reason in the audit log (before → after) and in the customer's mail.
   */
  async adminPause(
    actor: { id: number; email: string },
    id: number,
    reason: string,
    until: string | null,
    locale: string,
  ): Promise<AdminSubscription | null> {
    const { db } = this.options;
    const now = this.now();
    const [found] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!found) return null;
    await transactionRetried(db, async (tx) => {
      await lockSubscriptionsOf(tx, found.userId);
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!row) throw new HttpError(404, 'notFound');
      if (row.status === 'cancelled') throw new HttpError(409, 'subscriptionCancelled');
      await this.checkUntil(tx, row, until, now, locale);
      const paused = await this.pauseIn(tx, row, until, now);
      await this.options.audit.record(
        actor,
        {
          action: 'subscription.pause',
          subject: 'subscription',
          subjectId: id,
          before: { status: row.status, paused_until: row.pausedUntil },
          after: { status: paused.status, paused_until: paused.pausedUntil, reason },
        },
        tx,
      );
      await this.options.mails.paused(tx, paused, now, reason);
    });
    const [row] = await this.adminSelect(db).where(eq(subscriptions.id, id));
    if (!row) return null;
    const [answer] = await this.adminRows([
      { ...row.subscription, name: row.name, email: row.email },
    ]);
    return answer ?? null;
  }
}
