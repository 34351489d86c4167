import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db';
import { idempotencyKeys } from '../db/tables/checkout';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * The Idempotency-Keys checkout answered (docs/architecture.md §6 orders): one row per customer
 * and key, naming the order it answered, written in the transaction of that order.
 */
export class IdempotencyKeysRepository {
  constructor(private readonly db: Database) {}

  /** The customer's answered key, or null (never answered, or swept). */
  async find(
    userId: number,
    key: string,
    tx: Database = this.db,
  ): Promise<IdempotencyKeyRow | null> {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row ?? null;
  }

  /** Records the order a key answered, inside the transaction that placed or resumed it. */
  async record(
    tx: Database,
    values: { userId: number; key: string; requestHash: string; orderId: number; createdAt: Date },
  ): Promise<void> {
    await tx.insert(idempotencyKeys).values(values);
  }

  /** Forgets keys answered before `before` (the housekeeping job); answers how many. */
  async forgetAnsweredBefore(before: Date, tx: Database = this.db): Promise<number> {
    const gone = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .returning({ key: idempotencyKeys.key });
    return gone.length;
  }
}
