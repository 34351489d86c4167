import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { emailVerifications } from '../db/schema';

/** Single-use links that prove an address (stored hashed; docs/accounts.md). */
export class EmailVerificationsRepository {
  constructor(private readonly db: Database) {}

  async create(link: typeof emailVerifications.$inferInsert, tx: Database = this.db) {
    await tx.insert(emailVerifications).values(link);
  }

  /**
   * Marks the link used and answers its account and address, in one conditional update: two
   * requests racing with the same link cannot both succeed. null for unknown, used or expired.
   */
  async consume(
    tokenHash: string,
    now: Date,
    tx: Database = this.db,
  ): Promise<{ userId: number; email: string } | null> {
    const [row] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    return row ?? null;
  }

  /** A proven or changed address voids the account's other outstanding links. */
  async invalidateForUser(userId: number, now: Date, tx: Database = this.db) {
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  }
}
