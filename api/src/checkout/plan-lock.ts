import type { Database } from '../db';

/**
 * HOOK for the planner (issue #5, branch feat/planner): lock every personalised plan bought by
 * this order, so regenerate and edit are refused for it (SPEC §4, ARCHITECTURE §9). Called inside
 * the payment-confirmation transaction, exactly once per order (when it becomes paid).
 *
 * The plan table lives on feat/planner; at merge the lead wires it here, e.g.
 *   update personalized_plans set locked_at = now()
 *    where id in (select product_id from order_lines
 *                  where order_id = $orderId and type = 'PERSONALIZED')
 *      and locked_at is null
 * Until then there is no plan to lock: the answer is the number of plans locked.
 */
export async function lockPlansOfOrder(_tx: Database, _orderId: number): Promise<number> {
  return 0;
}
