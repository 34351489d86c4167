import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { emailOutbox } from '../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export class EmailOutboxRepository {
  constructor(private readonly db: Database) {}

  async add(message: typeof emailOutbox.$inferInsert, tx: Database = this.db): Promise<OutboxRow> {
    const [row] = await tx.insert(emailOutbox).values(message).returning();
    if (!row) throw new Error('outbox insert returned no row');
    return row;
  }

  async markSent(id: number, tx: Database = this.db) {
    await tx
      .update(emailOutbox)
      .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
      .where(eq(emailOutbox.id, id));
  }

  async markFailed(id: number, error: string, tx: Database = this.db) {
    await tx
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
      .where(eq(emailOutbox.id, id));
  }

  /** Newest first; tests and admins read the mails sent to an address. */
  async listTo(address: string, tx: Database = this.db): Promise<OutboxRow[]> {
    return tx
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`)
      .orderBy(desc(emailOutbox.id));
  }
}
