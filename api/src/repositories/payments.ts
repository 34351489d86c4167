import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { users } from '../db/schema';
import { gatewayNotifications } from '../db/tables/checkout';
import { orders, payments } from '../db/tables/commerce';

export type PaymentRecord = typeof payments.$inferSelect;
type OrderRecord = typeof orders.$inferSelect;

/**
 * Payment attempts of orders (docs/architecture.md §7): one row per attempt at the gateway, the
 * hosted page it opened, and what the gateway's callback said. Customer reads name the customer
 * in the query (through the order).
 */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /** One attempt row; its hosted page when the gateway made it locally. */
  async insert(
    tx: Database,
    values: {
      orderId: number;
      provider: string;
      amountSen: number;
      providerRef: string | null;
      paymentUrl: string | null;
    },
  ): Promise<number> {
    const [payment] = await tx.insert(payments).values(values).returning({ id: payments.id });
    if (!payment) throw new Error('payment insert answered no row');
    return payment.id;
  }

  /**
   * The orders' open hosted-page attempts expire (a new one replaces them, or the order is
   * cancelled). A saved-method charge still waiting for the gateway's answer is not an attempt
   * anyone may abandon: the money may have moved, so only its answer settles it
   * (subscriptions/charges.ts records it, as paid, declined or to refund).
   */
  async expireOpen(tx: Database, orderIds: readonly number[], now: Date): Promise<void> {
    if (orderIds.length === 0) return;
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          inArray(payments.orderId, [...orderIds]),
          eq(payments.status, 'pending'),
          isNull(payments.chargeKey),
        ),
      );
  }

  /** Whether a saved-method charge of the order is out, its answer not recorded yet. */
  async chargeOut(tx: Database, orderId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.status, 'pending'),
          isNotNull(payments.chargeKey),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The order's newest attempt (its newest open one with `openOnly`). */
  async latest(orderId: number, openOnly: boolean, tx: Database = this.db) {
    const [payment] = await tx
      .select({ id: payments.id, url: payments.paymentUrl, amountSen: payments.amountSen })
      .from(payments)
      .where(
        openOnly
          ? and(eq(payments.orderId, orderId), eq(payments.status, 'pending'))
          : eq(payments.orderId, orderId),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return payment ?? null;
  }

  /** What the gateway is told about an attempt: its amount and who pays. */
  async forGateway(paymentId: number, userId: number) {
    const [row] = await this.db
      .select({ amountSen: payments.amountSen })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const [user] = await this.db
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNo: users.phoneNo,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row && user ? { amountSen: row.amountSen, user } : null;
  }

  async setHostedPage(paymentId: number, providerRef: string, url: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ providerRef, paymentUrl: url, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
  }

  /** The attempt behind a gateway reference, locked for the callback. */
  async lockByRef(tx: Database, provider: string, providerRef: string) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
      .for('update');
    return payment ?? null;
  }

  async update(
    tx: Database,
    paymentId: number,
    set: Partial<
      Pick<
        PaymentRecord,
        'status' | 'paidAt' | 'callback' | 'refundDueAt' | 'refundReason' | 'providerRef'
      >
    >,
    now: Date,
  ): Promise<void> {
    await tx
      .update(payments)
      .set({ ...set, updatedAt: now })
      .where(eq(payments.id, paymentId));
  }

  /** Whether the order already has its one paid payment (inside the callback's lock). */
  async hasPaid(tx: Database, orderId: number): Promise<boolean> {
    const count = await tx.$count(
      payments,
      and(eq(payments.orderId, orderId), eq(payments.status, 'paid')),
    );
    return count > 0;
  }

  /** The customer's own attempt with its order. */
  async ownWithOrder(
    userId: number,
    paymentId: number,
  ): Promise<{ payment: PaymentRecord; order: OrderRecord } | null> {
    const [row] = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)));
    return row ?? null;
  }

  /** The attempt behind a gateway reference with its order (the sandbox's hosted page). */
  async byRefWithOrder(
    provider: string,
    providerRef: string,
  ): Promise<{ payment: PaymentRecord; order: OrderRecord } | null> {
    const [row] = await this.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    return row ?? null;
  }

  /**
   * Money received that is still to be refunded, oldest first (the staff's list), with its order
   * and customer; and how many there are.
   */
  async refundsDue(page: number, perPage: number) {
    const due = and(isNotNull(payments.refundDueAt), isNull(payments.refundedAt));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          payment: payments,
          orderNo: orders.orderNo,
          orderStatus: orders.status,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(due)
        .orderBy(asc(payments.refundDueAt), asc(payments.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(payments).where(due),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  }

  /** A payment with its order and customer as the refunds list shows it, locked. */
  async lockRefund(tx: Database, paymentId: number) {
    const [row] = await tx
      .select({
        payment: payments,
        orderNo: orders.orderNo,
        orderStatus: orders.status,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(payments.id, paymentId))
      .for('update', { of: payments });
    return row ?? null;
  }

  /** Records the refund of a payment flagged for one; the row as it is now. */
  async markRefunded(tx: Database, paymentId: number, by: number, now: Date) {
    const [row] = await tx
      .update(payments)
      .set({ refundedAt: now, refundedBy: by, updatedAt: now })
      .where(
        and(
          eq(payments.id, paymentId),
          isNotNull(payments.refundDueAt),
          isNull(payments.refundedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Notifications of an attempt to the gateway's callback, oldest first. */
  async notificationsOf(paymentId: number) {
    return this.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.paymentId, paymentId))
      .orderBy(asc(gatewayNotifications.id));
  }
}
