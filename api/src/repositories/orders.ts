import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeliveryHolidayRule } from '@mealprep/shared/checkout';
import { ORDER_FILTER_STATUSES, type OrderFilter, type OrderSort } from '@mealprep/shared/orders';
import type { OrderStatus } from '@mealprep/shared/core';
import type { Database } from '../db';
import { courierBookings } from '../db/tables/courier';
import {
  deliveryHolidays,
  orderLines,
  orders,
  payments,
  pointsTransactions,
} from '../db/tables/commerce';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface OrderListRow {
  order: OrderRow;
  itemCount: number;
}

export interface PointsRow {
  id: number;
  points: number;
  balanceAfter: number;
  remarks: string;
  createdAt: Date;
  orderId: number | null;
  orderNo: string | null;
  orderCreatedAt: Date | null;
}

function statusFilter(filter: OrderFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return inArray(orders.status, [...ORDER_FILTER_STATUSES[filter]] as OrderStatus[]);
}

/**
 * Reading a customer's orders and points, and rescheduling a paid order. Every query names the
 * customer (`user_id`) itself; the reschedule is a single conditional update, so two racing
 * requests cannot both succeed and a state that changed meanwhile is never overwritten.
 * Cancelling is checkout's (`checkout/orders.ts`): it also gives back the voucher use.
 */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  async list(
    userId: number,
    options: { filter: OrderFilter; sort: OrderSort; page: number; perPage: number },
  ): Promise<{ rows: OrderListRow[]; total: number }> {
    const where = and(eq(orders.userId, userId), statusFilter(options.filter));
    // Written out in full: inside a subquery Drizzle leaves column names unqualified.
    const itemCount = sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`;
    const order =
      options.sort === 'oldest'
        ? [asc(orders.createdAt), asc(orders.id)]
        : [desc(orders.createdAt), desc(orders.id)];
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ order: orders, itemCount })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ order: row.order, itemCount: Number(row.itemCount) })),
      total: Number(totalRow?.total ?? 0),
    };
  }

  async find(userId: number, id: number, tx: Database = this.db): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return row ?? null;
  }

  async lines(orderId: number): Promise<OrderLineRow[]> {
    return this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
  }

  /** The payment that decides the state: the paid one, else the latest attempt. */
  async payment(orderId: number): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(sql`${payments.status} = 'paid' desc`, desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row ?? null;
  }

  /** The courier's tracking link of the order's current booking (docs/courier.md), or null. */
  async trackingUrl(orderId: number): Promise<string | null> {
    const [booking] = await this.db
      .select({ trackingUrl: courierBookings.trackingUrl })
      .from(courierBookings)
      .where(and(eq(courierBookings.orderId, orderId), eq(courierBookings.current, true)));
    return booking?.trackingUrl ?? null;
  }

  /** The delivery holiday rules (docs/spec.md §9), read inside the caller's transaction if any. */
  async holidays(tx: Database = this.db): Promise<DeliveryHolidayRule[]> {
    return tx
      .select({
        orderedFrom: deliveryHolidays.orderedFrom,
        orderedTo: deliveryHolidays.orderedTo,
        deliveryWeekdayByOrderWeekday: deliveryHolidays.deliveryWeekdayByOrderWeekday,
      })
      .from(deliveryHolidays);
  }

  /** Moves a paid order whose delivery date is still `from`; null when it changed meanwhile. */
  async reschedule(
    userId: number,
    id: number,
    from: string,
    to: { date: string; time: string },
    tx: Database = this.db,
  ): Promise<OrderRow | null> {
    const [row] = await tx
      .update(orders)
      .set({ deliveryDate: to.date, deliveryTime: to.time, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.userId, userId),
          eq(orders.status, 'paid'),
          eq(orders.deliveryDate, from),
        ),
      )
      .returning();
    return row ?? null;
  }

  async pointsTotal(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${pointsTransactions.points}), 0)::int` })
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, userId));
    return Number(row?.total ?? 0);
  }

  async pointsPage(
    userId: number,
    page: number,
    perPage: number,
  ): Promise<{ rows: PointsRow[]; total: number }> {
    const where = eq(pointsTransactions.userId, userId);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({
          id: pointsTransactions.id,
          points: pointsTransactions.points,
          balanceAfter: pointsTransactions.balanceAfter,
          remarks: pointsTransactions.remarks,
          createdAt: pointsTransactions.createdAt,
          orderId: orders.id,
          orderNo: orders.orderNo,
          orderCreatedAt: orders.createdAt,
        })
        .from(pointsTransactions)
        // The order must be the same customer's, even if a row were ever written wrongly.
        .leftJoin(orders, and(eq(orders.id, pointsTransactions.orderId), eq(orders.userId, userId)))
        .where(where)
        .orderBy(desc(pointsTransactions.createdAt), desc(pointsTransactions.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(pointsTransactions).where(where),
    ]);
    return { rows, total: Number(totalRow?.total ?? 0) };
  }
}
