import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { lockPlan } from '../repositories/plans';
import { orderLines } from '../db/tables/commerce';

/**
 * Locks every personalised plan bought by this order, so regenerate and edit are refused for it
 * (docs/spec.md §4, docs/architecture.md §9). Called inside the payment-confirmation transaction, exactly once
 * per order (when it becomes paid). Answers the number of plans locked.
 */
export async function lockPlansOfOrder(tx: Database, orderId: number): Promise<number> {
  const lines = await tx
    .select({ planId: orderLines.productId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.type, 'PERSONALIZED')));
  let locked = 0;
  for (const { planId } of lines) if (await lockPlan(tx, planId)) locked += 1;
  return locked;
}
