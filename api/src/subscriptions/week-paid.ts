import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rawRows } from '../repositories/points-ledger';

/**
 * After an order is paid (the gateway's callback or a saved method's charge), in the same
 * transaction: when it is a subscription week's order, the week becomes `paid` (only from
 * `upcoming`: a week released at its cut-off stays released) and a `past_due` subscription is
 * active again. The order's row lock is held by the caller; the week's is taken here, always in
 * that order (order, then week), as the renewal run does. Answers whether the order is a week's.
 *
 * One statement: the renewal run records thousands of charges at once, and each round trip to
 * the database costs the API more than the work it asks for (docs/subscriptions.md, the
 * benchmark). The week's state is checked on the row being updated, so a week released by a
 * transaction that committed while this one waited for its lock is not made paid.
 */
export async function weekOrderPaid(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [row] = await rawRows<{ weeks: number }>(
    tx,
    sql`with week as (
          select id from subscription_weeks where order_id = ${orderId}
        ), moved as (
          update subscription_weeks w set state = 'paid', updated_at = ${at}::timestamptz
            from week where w.id = week.id and w.state = 'upcoming'
          returning w.subscription_id
        ), revived as (
          update subscriptions s set status = 'active', updated_at = ${at}::timestamptz
            from moved where s.id = moved.subscription_id and s.status = 'past_due'
          returning s.id
        )
        select count(*)::int as weeks from week`,
  );
  return (row?.weeks ?? 0) > 0;
}
