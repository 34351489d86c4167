import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  upcomingDeliveryDates,
  weekCutoff,
  type SubscriptionWeekState,
} from '@mealprep/shared/domain';
import type { Database } from '../db';
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

/**
 * Makes sure the subscription has a row for each of its next 8 weeks whose cut-off is ahead of
 * `now` (docs/subscriptions.md), adding the missing ones in the state `newWeekState` gives; rows
 * already there are left as they are. Nothing for a cancelled subscription. Safe to run from any
 * number of processes at once: a week is unique per (subscription, delivery date).
 */
export async function ensureWeeks(
  tx: Database,
  subscription: SubscriptionRow,
  now: Date,
): Promise<void> {
  if (subscription.status === 'cancelled') return;
  const dates = upcomingDeliveryDates(subscription.deliveryWeekday, now);
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
