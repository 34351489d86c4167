import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { addresses, orderLines, orders, type OrderCancelReason } from '../db/tables/commerce';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type AddressRecord = typeof addresses.$inferSelect;

const UNPAID = ['payment_pending', 'payment_failed'] as const;

/**
 * The orders checkout writes (docs/architecture.md §9): placed with their lines, resumed, re-priced,
 * paid or cancelled. Every customer read names the customer in the query; rows a change depends on
 * are locked (FOR UPDATE) inside the caller's transaction.
 */
export class CheckoutOrdersRepository {
  constructor(private readonly db: Database) {}

  /** The customer's own saved address as a row (for the courier and the order's copy). */
  async ownAddress(
    userId: number,
    addressId: number,
    tx: Database = this.db,
  ): Promise<AddressRecord | null> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    return row ?? null;
  }

  /** The order placed with this Idempotency-Key, if any. */
  async byKey(userId: number, key: string) {
    const [order] = await this.db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return order ?? null;
  }

  /** The customer's order (locked with `lock`), or null. */
  async own(
    tx: Database,
    userId: number,
    orderId: number,
    lock: boolean,
  ): Promise<OrderRecord | null> {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    const [order] = lock ? await query.for('update') : await query;
    return order ?? null;
  }

  /** Any order by id, locked (the gateway's callback). */
  async lock(tx: Database, orderId: number): Promise<OrderRecord | null> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order ?? null;
  }

  /** The customer's unpaid orders, newest first, locked. */
  async lockUnpaid(tx: Database, userId: number): Promise<OrderRecord[]> {
    return this.unpaidQuery(tx, userId).for('update');
  }

  /** The customer's unpaid orders, newest first, as read now (checkout's pending order). */
  async unpaid(userId: number, tx: Database = this.db): Promise<OrderRecord[]> {
    return this.unpaidQuery(tx, userId);
  }

  private unpaidQuery(tx: Database, userId: number) {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...UNPAID])))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** Unpaid orders whose payment window (`pay_by`, else placed + the window) closed by `now`. */
  async lockDue(tx: Database, now: Date, windowMinutes: number): Promise<number[]> {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...UNPAID]),
          sql`coalesce(${orders.payBy}, ${orders.createdAt} + make_interval(mins => ${windowMinutes}::int)) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .for('update');
    return due.map((row) => row.id);
  }

  async lines(tx: Database, orderId: number): Promise<OrderLineRecord[]> {
    return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  }

  /** A new order with its lines; answers the order's row as written. */
  async insert(
    tx: Database,
    values: NewOrder,
    lines: readonly Omit<NewOrderLine, 'orderId'>[],
  ): Promise<OrderRecord> {
    const [order] = await tx.insert(orders).values(values).returning();
    if (!order) throw new Error('order insert answered no row');
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
    return order;
  }

  async update(
    tx: Database,
    orderId: number,
    set: Partial<Omit<NewOrder, 'id'>>,
  ): Promise<OrderRecord | null> {
    const [row] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
    return row ?? null;
  }

  /** Cancels those still unpaid; answers the rows that were. */
  async cancelUnpaid(
    tx: Database,
    ids: readonly number[],
    reason: OrderCancelReason,
    now: Date,
  ): Promise<OrderRecord[]> {
    return tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(and(inArray(orders.id, [...ids]), inArray(orders.status, [...UNPAID])))
      .returning();
  }
}
