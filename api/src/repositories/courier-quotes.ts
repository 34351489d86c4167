import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db';
import { courierQuotes } from '../db/tables/checkout';

export type CourierQuoteRow = typeof courierQuotes.$inferSelect;
export type NewCourierQuote = typeof courierQuotes.$inferInsert;

/**
 * The courier's prices as checkout stored them (a working row per quote, docs/architecture.md §7):
 * written when checkout or pay-later asks the courier, read back when the order is placed or paid.
 */
export class CourierQuotesRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewCourierQuote, tx: Database = this.db): Promise<CourierQuoteRow> {
    const [row] = await tx.insert(courierQuotes).values(values).returning();
    if (!row) throw new Error('quote insert answered no row');
    return row;
  }

  /** The customer's quote for that address, or null (expired ones included). */
  async findOwn(
    userId: number,
    addressId: number,
    quoteId: string,
    tx: Database = this.db,
  ): Promise<CourierQuoteRow | null> {
    const [quote] = await tx
      .select()
      .from(courierQuotes)
      .where(
        and(
          eq(courierQuotes.id, quoteId),
          eq(courierQuotes.userId, userId),
          eq(courierQuotes.addressId, addressId),
        ),
      );
    return quote ?? null;
  }

  /**
   * The customer's newest quote for that address made at `since` or later (lapsed or not), or
   * null: what a re-quote holds its fee to (docs/architecture.md §7, courier).
   */
  async latestSince(
    userId: number,
    addressId: number,
    since: Date,
    tx: Database = this.db,
  ): Promise<CourierQuoteRow | null> {
    const [quote] = await tx
      .select()
      .from(courierQuotes)
      .where(
        and(
          eq(courierQuotes.userId, userId),
          eq(courierQuotes.addressId, addressId),
          gte(courierQuotes.createdAt, since),
        ),
      )
      .orderBy(desc(courierQuotes.createdAt))
      .limit(1);
    return quote ?? null;
  }

  /** Drops quotes that lapsed before `before`: nothing can use them any more. */
  async dropLapsedBefore(before: Date, tx: Database = this.db): Promise<void> {
    await tx.delete(courierQuotes).where(lt(courierQuotes.expiresAt, before));
  }
}
