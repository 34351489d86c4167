import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  fulfilmentRefusal,
  nextFulfilmentSteps,
  type FulfilmentTarget,
} from '@mealprep/shared/staff';
import type { OrderStatus } from '@mealprep/shared/core';
import type { BoardOrder } from '@mealprep/shared/staff/contracts';
import type { Database } from '../db';
import { users } from '../db/schema';
import { orderLines, orders } from '../db/tables/commerce';
import type { Locale } from '@mealprep/shared/locale';
import type { OrderMails } from '../mail/order-mails';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { OrderRow } from '../repositories/orders';
import type { UserRow } from '../repositories/users';

/** Statuses of an order the kitchen and dispatch work on: paid, and every step after. */
export const BOARD_STATUSES: readonly OrderStatus[] = [
  'paid',
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
];

/** The column that keeps when each step was taken. */
const STAMPS = {
  preparing: 'preparingAt',
  ready_for_pickup: 'readyAt',
  out_for_delivery: 'outForDeliveryAt',
  delivered: 'deliveredAt',
} as const satisfies Record<FulfilmentTarget, keyof OrderRow>;

/** Who takes a step: a member of staff, or the courier acting for dispatch (`id` null). */
export interface FulfilmentActor {
  id: number | null;
  email: string;
  role: string;
}

export type MoveResult =
  | { kind: 'moved'; order: OrderRow }
  | { kind: 'missing' }
  | { kind: 'notNext' | 'forbidden'; order: OrderRow };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The order's life after payment (docs/architecture.md §9.8): the day's board and each step taken
 * by staff. A step is decided under the order's row lock, as payment and cancel are, so two staff
 * members pressing at once move it once and the second is told it has moved on. The step, its
 * audit entry and the customer's mail are one transaction.
 */
export class Fulfilment {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLogRepository,
    private readonly mails: OrderMails,
  ) {}

  /** The paid orders due on `date`, by slot. */
  board(date: string, role: string, locale: Locale): Promise<BoardOrder[]> {
    return this.present(eq(orders.deliveryDate, date), role, locale);
  }

  /** One order as the board shows it (after a step), or null when it is not on any board. */
  async boardOrder(id: number, role: string, locale: Locale): Promise<BoardOrder | null> {
    const [order] = await this.present(eq(orders.id, id), role, locale);
    return order ?? null;
  }

  private async present(where: SQL, role: string, locale: Locale): Promise<BoardOrder[]> {
    const rows = await this.db
      .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(where, inArray(orders.status, [...BOARD_STATUSES])))
      .orderBy(asc(orders.deliveryTime), asc(orders.id));
    const ids = rows.map((row) => row.order.id);
    const lines = new Map<number, BoardOrder['lines']>();
    if (ids.length > 0) {
      const found = await this.db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.id));
      for (const line of found) {
        const list = lines.get(line.orderId) ?? [];
        list.push({
          name: line.name[locale] ?? line.name['en-US'] ?? '',
          size: line.size,
          quantity: line.quantity,
          servings: line.servings,
        });
        lines.set(line.orderId, list);
      }
    }
    return rows.map(({ order, firstName, lastName }) => {
      const address = order.address ?? {};
      return {
        id: order.id,
        order_no: order.orderNo,
        status: order.status,
        customer_name: `${firstName} ${lastName}`.trim(),
        delivery_method: order.deliveryMethod,
        packaging_method: order.packagingMethod,
        delivery_date: order.deliveryDate,
        delivery_time: order.deliveryTime,
        area:
          order.deliveryMethod === 'deliver'
            ? `${text(address.postcode)} ${text(address.city)}`.trim() || null
            : null,
        lines: lines.get(order.id) ?? [],
        paid_at: order.paidAt?.toISOString() ?? null,
        next: nextFulfilmentSteps(order, role),
      };
    });
  }

  async move(actor: UserRow, orderId: number, to: FulfilmentTarget): Promise<MoveResult> {
    return this.db.transaction((tx) => this.moveIn(tx, actor, orderId, to));
  }

  /**
   * The same step inside the caller's transaction: a courier's event moves the order together
   * with its booking (docs/courier.md), as `FulfilmentActor` with no account. `trackingUrl` goes
   * into the out-for-delivery mail; `mail: false` skips the mail of a step the courier reported
   * only together with the next one (dropped off before the pickup's event arrived).
   */
  async moveIn(
    tx: Database,
    actor: FulfilmentActor,
    orderId: number,
    to: FulfilmentTarget,
    options: { trackingUrl?: string | null; mail?: boolean } = {},
  ): Promise<MoveResult> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) return { kind: 'missing' } as const;
    const refusal = fulfilmentRefusal(row, to, actor.role);
    if (refusal) return { kind: refusal, order: row };
    const now = new Date();
    const [moved] = await tx
      .update(orders)
      .set({ status: to, [STAMPS[to]]: now, updatedAt: now })
      .where(eq(orders.id, row.id))
      .returning();
    if (!moved) return { kind: 'missing' } as const;
    await this.audit.record(
      actor,
      {
        action: 'order.status',
        subject: 'order',
        subjectId: row.id,
        before: { status: row.status },
        after: { status: to },
      },
      tx,
    );
    if (to !== 'preparing' && options.mail !== false) {
      await this.mails.progressed(tx, moved, to, options.trackingUrl ?? null);
    }
    return { kind: 'moved', order: moved } as const;
  }
}
