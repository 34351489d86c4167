import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { passwordResetRequests, passwordResets } from '../db/schema';
import { rawRows } from './points-ledger';

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

  /** Queues a "forgot password" request for the reset-mail job, whatever the address. */
  async request(email: string, locale: string, tx: Database = this.db) {
    await tx.insert(passwordResetRequests).values({ email, locale });
  }

  /**
   * Takes up to `limit` queued requests, oldest first, deleting them in the same statement;
   * SKIP LOCKED lets several processes take different ones. A process that dies after taking
   * them loses them: the customer asks again.
   */
  async takeRequests(
    limit: number,
    tx: Database = this.db,
  ): Promise<{ email: string; locale: string | null }[]> {
    return rawRows<{ email: string; locale: string | null }>(
      tx,
      sql`delete from password_reset_requests
           where id in (select id from password_reset_requests
                         order by id limit ${limit} for update skip locked)
       returning email, locale`,
    );
  }

  async setExpiry(tokenHash: string, expiresAt: Date, tx: Database = this.db) {
    await tx
      .update(passwordResets)
      .set({ expiresAt })
      .where(eq(passwordResets.tokenHash, tokenHash));
  }
}
