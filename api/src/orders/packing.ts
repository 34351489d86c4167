import { and, eq, inArray } from 'drizzle-orm';
import { can, nextFulfilmentSteps } from '@mealprep/shared/staff';
import type { OrderStatus } from '@mealprep/shared/core';
import type { PackingOrder } from '@mealprep/shared/staff/contracts';
import type { Database } from '../db';
import { users } from '../db/schema';
import { orders } from '../db/tables/commerce';
import { orderPacks } from '../db/tables/packing';
import { t } from '../i18n/messages';
import type { Locale } from '@mealprep/shared/locale';
import { packLabels, packsOf, parsePackCode, type OrderPacks } from '../labels/packs';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { OrderRow } from '../repositories/orders';
import type { UserRow } from '../repositories/users';
import type { Fulfilment } from './fulfilment';

/**
 * Statuses at which the order's packs may still be ticked or unticked: it has not left the
 * kitchen. Ready for pickup counts as left: the customer has been told it is ready.
 */
const IN_KITCHEN: readonly OrderStatus[] = ['paid', 'preparing'];

export type PackMarkResult =
  | { kind: 'missing' }
  | { kind: 'otherDay'; code: string; date: string }
  | { kind: 'leftKitchen'; order: OrderRow; code: string }
  | { kind: 'unchanged'; order: OrderRow; code: string }
  | { kind: 'changed'; order: OrderRow; code: string; ready: boolean };

/**
 * Packing and handover (docs/kitchen.md): which packs of an order are packed, ticked by hand or
 * by scanning the label's code. A tick is decided under the order's row lock, as a fulfilment step
 * is, so two ticks of one pack pack it once and the second is told; the tick that packs the last
 * pack of a pickup order moves it to ready for pickup (and mails the customer) in the same
 * transaction. Ticking a pack of an order still `paid` starts it (→ preparing) first: packing is
 * the kitchen working on it.
 */
export class Packing {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLogRepository,
    private readonly fulfilment: Fulfilment,
  ) {}

  /** The packing list of a delivery day: each order, its packs and which are packed. */
  list(date: string, role: string, locale: Locale): Promise<PackingOrder[]> {
    return this.present(eq(orders.deliveryDate, date), role, locale);
  }

  async order(id: number, role: string, locale: Locale): Promise<PackingOrder | null> {
    const [order] = await this.present(eq(orders.id, id), role, locale);
    return order ?? null;
  }

  private async present(
    where: ReturnType<typeof eq>,
    role: string,
    locale: Locale,
  ): Promise<PackingOrder[]> {
    const found = await packsOf(this.db, where);
    const ids = found.map((order) => order.orderId);
    const [labels, packed] = await Promise.all([
      // The pack names in the reader's language, not the order's.
      packLabels(
        this.db,
        found.map((order) => ({ ...order, locale })),
      ),
      ids.length === 0
        ? []
        : this.db
            .select({
              orderId: orderPacks.orderId,
              packNo: orderPacks.packNo,
              packedAt: orderPacks.packedAt,
              email: users.email,
            })
            .from(orderPacks)
            .leftJoin(users, eq(users.id, orderPacks.packedBy))
            .where(inArray(orderPacks.orderId, ids)),
    ]);
    const labelOf = new Map(labels.map((label) => [label.code, label]));
    const packedOf = new Map(packed.map((row) => [`${row.orderId}:${row.packNo}`, row]));
    const mayPack = can(role, 'orders.kitchen');
    return found.map((order) => {
      const packs = order.packs.map((pack) => {
        const label = labelOf.get(pack.code);
        const tick = packedOf.get(`${order.orderId}:${pack.no}`);
        const facts = [
          label?.size ? t(locale, `label.size.${label.size}`) : null,
          label?.meal ? t(locale, 'label.meal', label.meal) : null,
        ].filter((fact) => fact !== null);
        return {
          no: pack.no,
          code: pack.code,
          name: label?.components !== null ? t(locale, 'label.plan') : (label?.name ?? ''),
          detail: [...facts, ...(label?.components ? [label.components] : [])].join(' · ') || null,
          packed_at: tick?.packedAt.toISOString() ?? null,
          packed_by: tick ? (tick.email ?? '') : null,
        };
      });
      return {
        id: order.orderId,
        order_no: order.orderNo,
        status: order.status,
        customer_name: `${order.firstName} ${order.lastName}`.trim(),
        delivery_method: order.deliveryMethod,
        packaging_method: order.packagingMethod,
        delivery_date: order.deliveryDate,
        delivery_time: order.deliveryTime,
        packs,
        packed: packs.filter((pack) => pack.packed_at !== null).length,
        can_pack: mayPack && IN_KITCHEN.includes(order.status),
        next: nextFulfilmentSteps(order, role),
      };
    });
  }

  /** Ticks (or unticks) pack `packNo` of order `orderId`. */
  mark(actor: UserRow, orderId: number, packNo: number, packed: boolean): Promise<PackMarkResult> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) return { kind: 'missing' } as const;
      const [order] = await packsOf(tx, eq(orders.id, orderId));
      const pack = order?.packs.find((candidate) => candidate.no === packNo);
      if (!order || !pack) return { kind: 'missing' } as const;
      return this.markIn(tx, actor, row, order, pack.no, pack.code, packed);
    });
  }

  /**
   * Ticks the pack a scanner read on the packing screen of `date`: an unknown code, or one of an
   * order due on another day, changes nothing and says so.
   */
  scan(actor: UserRow, date: string, code: string): Promise<PackMarkResult> {
    const parsed = parsePackCode(code);
    if (!parsed) return Promise.resolve({ kind: 'missing' });
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.orderNo, parsed.orderNo))
        .for('update');
      if (!row) return { kind: 'missing' } as const;
      const [order] = await packsOf(tx, eq(orders.id, row.id));
      const pack = order?.packs.find((candidate) => candidate.no === parsed.no);
      if (!order || !pack) return { kind: 'missing' } as const;
      if (order.deliveryDate !== date) {
        return { kind: 'otherDay', code: pack.code, date: order.deliveryDate } as const;
      }
      return this.markIn(tx, actor, row, order, pack.no, pack.code, true);
    });
  }

  private async markIn(
    tx: Database,
    actor: UserRow,
    row: OrderRow,
    order: OrderPacks,
    packNo: number,
    code: string,
    packed: boolean,
  ): Promise<PackMarkResult> {
    if (!IN_KITCHEN.includes(row.status)) return { kind: 'leftKitchen', order: row, code };
    const changed = packed
      ? await tx
          .insert(orderPacks)
          .values({ orderId: row.id, packNo, packedBy: actor.id })
          .onConflictDoNothing()
          .returning({ packNo: orderPacks.packNo })
      : await tx
          .delete(orderPacks)
          .where(and(eq(orderPacks.orderId, row.id), eq(orderPacks.packNo, packNo)))
          .returning({ packNo: orderPacks.packNo });
    if (changed.length === 0) return { kind: 'unchanged', order: row, code };
    await this.audit.record(
      actor,
      {
        action: 'order.pack',
        subject: 'order',
        subjectId: row.id,
        before: { pack: code, packed: !packed },
        after: { pack: code, packed },
      },
      tx,
    );
    let current = row;
    if (packed && current.status === 'paid') {
      const started = await this.fulfilment.moveIn(tx, actor, row.id, 'preparing');
      if (started.kind === 'moved') current = started.order;
    }
    let ready = false;
    if (packed && current.deliveryMethod === 'pickup') {
      const done = await tx
        .select({ packNo: orderPacks.packNo })
        .from(orderPacks)
        .where(eq(orderPacks.orderId, row.id));
      const numbers = new Set(done.map((tick) => tick.packNo));
      if (order.packs.every((pack) => numbers.has(pack.no))) {
        const moved = await this.fulfilment.moveIn(tx, actor, row.id, 'ready_for_pickup');
        if (moved.kind === 'moved') {
          current = moved.order;
          ready = true;
        }
      }
    }
    return { kind: 'changed', order: current, code, ready };
  }
}
