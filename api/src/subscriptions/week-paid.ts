import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { subscriptions, subscriptionWeeks } from '../db/tables/subscriptions';

/**
 * After an order is paid (the gateway's callback or a saved method's charge), in the same
 * transaction: when it is a subscription week's order, the week becomes `paid` (only from
 * `upcoming`: a week released at its cut-off stays released) and a `past_due` subscription is
 * active again. The order's row lock is held by the caller; the week's is taken here, always in
 * that order (order, then week), as the renewal run does. Answers whether the order is a week's.
 */
export async function weekOrderPaid(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const [week] = await tx
    .select({ id: subscriptionWeeks.id, subscriptionId: subscriptionWeeks.subscriptionId })
    .from(subscriptionWeeks)
    .where(eq(subscriptionWeeks.orderId, orderId));
  if (!week) return false;
  const moved = await tx
    .update(subscriptionWeeks)
    .set({ state: 'paid', updatedAt: now })
    .where(and(eq(subscriptionWeeks.id, week.id), eq(subscriptionWeeks.state, 'upcoming')))
    .returning({ id: subscriptionWeeks.id });
  if (moved.length > 0) {
    await tx
      .update(subscriptions)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(subscriptions.id, week.subscriptionId), eq(subscriptions.status, 'past_due')));
  }
  return true;
}
