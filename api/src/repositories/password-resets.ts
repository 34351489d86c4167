import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { passwordResets } from '../db/schema';

/** Single-use password reset tokens (stored hashed). */
export class PasswordResetsRepository {
  constructor(private readonly db: Database) {}

  async create(reset: typeof passwordResets.$inferInsert, tx: Database = this.db) {
    await tx.insert(passwordResets).values(reset);
  }

  /**
   * Marks the token used and answers its user, in one conditional update: two requests racing
   * with the same link cannot both succeed. null for unknown, used or expired tokens.
   */
  async consume(tokenHash: string, now: Date, tx: Database = this.db): Promise<number | null> {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId ?? null;
  }

  /** A successful reset voids the user's other outstanding links. */
  async invalidateForUser(userId: number, now: Date, tx: Database = this.db) {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }

  async setExpiry(tokenHash: string, expiresAt: Date, tx: Database = this.db) {
    await tx
      .update(passwordResets)
      .set({ expiresAt })
      .where(eq(passwordResets.tokenHash, tokenHash));
  }
}
