import { sql, type SQL } from 'drizzle-orm';
import type { PointsSource } from '@mealprep/shared/core';
import type { Database } from '../db';

/** Rows of a raw statement (both drivers answer `{ rows }`). */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

export interface AppendPointsInput {
  userId: number;
  /** Positive to credit, negative to deduct; never zero. */
  points: number;
  source: PointsSource;
  /** The paid order (source 'order'): at most one credit per order. */
  orderId?: number | null;
  /** The admin who made an adjustment (source 'admin'). */
  adminId?: number | null;
  remarks: string;
}

export type AppendPointsResult =
  | { ok: true; id: number; balanceAfter: number }
  | { ok: false; reason: 'insufficient_balance' | 'already_credited' | 'unknown_user' | 'zero' };

/**
 * The only writer of the points ledger (docs/architecture.md §9). Run it inside the caller's
 * transaction (`tx`): it locks the customer's user row, so concurrent movements of one
 * customer queue up, then inserts the movement with `balance_after` computed in the same
 * statement from the latest row. A movement that would take the balance below zero inserts
 * nothing and answers `insufficient_balance`; a second credit for the same order answers
 * `already_credited` (the partial unique index `points_one_credit_per_order` also holds it).
 * A refusal never raises, so the caller's transaction stays usable.
 */
export async function appendPoints(
  tx: Database,
  input: AppendPointsInput,
): Promise<AppendPointsResult> {
  if (!Number.isSafeInteger(input.points) || input.points === 0)
    return { ok: false, reason: 'zero' };
  const locked = await rawRows<{ id: number }>(
    tx,
    sql`select id from users where id = ${input.userId} for update`,
  );
  if (locked.length === 0) return { ok: false, reason: 'unknown_user' };
  const orderId = input.orderId ?? null;
  const inserted = await rawRows<{ id: number; balance_after: number }>(
    tx,
    sql`
    with latest as (
      select coalesce(
        (select balance_after from points_transactions
          where user_id = ${input.userId}
          order by id desc limit 1),
        0) as balance
    )
    insert into points_transactions
      (user_id, source, order_id, points, balance_after, remarks, admin_id)
    select ${input.userId}, ${input.source}, ${orderId}, ${input.points},
           latest.balance + ${input.points}, ${input.remarks}, ${input.adminId ?? null}
      from latest
     where latest.balance + ${input.points} >= 0
       and not exists (
         select 1 from points_transactions
          where ${input.source} = 'order' and source = 'order' and order_id = ${orderId})
    returning id, balance_after`,
  );
  const row = inserted[0];
  if (row) return { ok: true, id: Number(row.id), balanceAfter: Number(row.balance_after) };
  if (input.source === 'order' && orderId !== null) {
    const credited = await rawRows(
      tx,
      sql`select 1 from points_transactions where source = 'order' and order_id = ${orderId}`,
    );
    if (credited.length > 0) return { ok: false, reason: 'already_credited' };
  }
  return { ok: false, reason: 'insufficient_balance' };
}

/** The customer's current balance (0 without movements). */
export async function pointsBalance(db: Database, userId: number): Promise<number> {
  const result = await rawRows<{ balance: number }>(
    db,
    sql`
    select coalesce(
      (select balance_after from points_transactions where user_id = ${userId}
        order by id desc limit 1), 0) as balance`,
  );
  return Number(result[0]?.balance ?? 0);
}
