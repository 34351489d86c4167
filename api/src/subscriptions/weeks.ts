import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { closedDeliveryDates } from '@mealprep/shared/checkout';
import {
  deliveryDayOf,
  upcomingDeliveryDates,
  weekCutoff,
  type SubscriptionWeekState,
} from '@mealprep/shared/subscriptions';
import type { Database } from '../db';
import { OrdersRepository } from '../repositories/orders';
import {
  subscriptionWeeks,
  type SubscriptionRow,
  type SubscriptionWeekRow,
} from '../db/tables/subscriptions';

/**
 * The state a new week of this subscription starts in: `paused` while the subscription is paused
 * and the date falls before its resume date (or it has none), `upcoming` otherwise.
 */
export function newWeekState(
  subscription: Pick<SubscriptionRow, 'status' | 'pausedUntil'>,
  deliveryDate: string,
): SubscriptionWeekState {
  if (subscription.status !== 'paused') return 'upcoming';
  const until = subscription.pausedUntil;
  return until !== null && deliveryDate >= until ? 'upcoming' : 'paused';
}

/** The dates the shop does not deliver on, from the holiday rules (`closedDeliveryDates`). */
export async function closedDates(db: Database): Promise<string[]> {
  return closedDeliveryDates(await new OrdersRepository(db).holidays(db));
}

/**
 * Makes sure the subscription has a row for each of its next 8 weeks whose cut-off is ahead of
 * `now` (docs/subscriptions.md), adding the missing ones in the state `newWeekState` gives; rows
 * already there are left as they are. Nothing for a cancelled subscription. Safe to run from any
 * number of processes at once: a week is unique per (subscription, delivery date). A week on a
 * date the shop does not deliver on is made on the next day it does (`closed`, read when not
 * given).
 */
export async function ensureWeeks(
  tx: Database,
  subscription: SubscriptionRow,
  now: Date,
  closed?: readonly string[],
): Promise<void> {
  if (subscription.status === 'cancelled') return;
  const dates = upcomingDeliveryDates(
    subscription.deliveryWeekday,
    now,
    undefined,
    closed ?? (await closedDates(tx)),
  );
  await tx
    .insert(subscriptionWeeks)
    .values(
      dates.map((deliveryDate) => ({
        subscriptionId: subscription.id,
        deliveryDate,
        cutoffAt: weekCutoff(deliveryDate),
        state: newWeekState(subscription, deliveryDate),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Weeks made before a holiday rule took their date away move to the day the shop delivers
 * instead (`deliveryDayOf`), with that day's cut-off: those still ahead of their cut-off, with no
 * order yet (a week already billed is left to staff, as is one whose subscription already has a
 * week on that day). Answers how many moved.
 */
export async function moveOffClosedDates(
  db: Database,
  closed: readonly string[],
  now: Date,
): Promise<number> {
  let moved = 0;
  for (const date of closed) {
    const to = deliveryDayOf(date, closed);
    if (to === null || weekCutoff(to).getTime() <= now.getTime()) continue;
    const rows = await db
      .update(subscriptionWeeks)
      .set({ deliveryDate: to, cutoffAt: weekCutoff(to), updatedAt: now })
      .where(
        and(
          eq(subscriptionWeeks.deliveryDate, date),
          isNull(subscriptionWeeks.orderId),
          inArray(subscriptionWeeks.state, ['upcoming', 'skipped', 'paused']),
          gt(subscriptionWeeks.cutoffAt, now),
          sql`not exists (select 1 from ${subscriptionWeeks} as taken where taken.subscription_id = ${subscriptionWeeks.subscriptionId} and taken.delivery_date = ${to}::date)`,
        ),
      )
      .returning({ id: subscriptionWeeks.id });
    moved += rows.length;
  }
  return moved;
}

/**
 * The weeks a customer sees: the last two delivered or released before now and every week from
 * the first whose cut-off is ahead, in date order.
 */
export async function weeksOf(
  db: Database,
  subscriptionId: number,
  now: Date,
): Promise<SubscriptionWeekRow[]> {
  const ahead = await db
    .select()
    .from(subscriptionWeeks)
    .where(
      and(
        eq(subscriptionWeeks.subscriptionId, subscriptionId),
        gte(subscriptionWeeks.cutoffAt, now),
      ),
    )
    .orderBy(subscriptionWeeks.deliveryDate);
  const past = await db
    .select()
    .from(subscriptionWeeks)
    .where(
      and(
        eq(subscriptionWeeks.subscriptionId, subscriptionId),
        lt(subscriptionWeeks.cutoffAt, now),
      ),
    )
    .orderBy(sql`${subscriptionWeeks.deliveryDate} desc`)
    .limit(2);
  return [...past.reverse(), ...ahead];
}

/**
 * Moves the weeks of `ids` that are in one of `from` to `to`, under the caller's transaction;
 * returns the rows moved. The `from` guard in SQL is what decides a race: a week another request
 * moved meanwhile is not moved again.
 */
export async function moveWeeks(
  tx: Database,
  ids: number[],
  from: readonly SubscriptionWeekState[],
  to: SubscriptionWeekState,
  now: Date,
): Promise<SubscriptionWeekRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(subscriptionWeeks)
    .set({ state: to, updatedAt: now })
    .where(and(inArray(subscriptionWeeks.id, ids), inArray(subscriptionWeeks.state, [...from])))
    .returning();
}
