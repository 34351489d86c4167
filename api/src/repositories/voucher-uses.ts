import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { voucherRedemptions, vouchers } from '../db/tables/commerce';

export type VoucherRecord = typeof vouchers.$inferSelect;

/**
 * A voucher's uses by orders (docs/architecture.md §9): looked up by code, taken in SQL when an
 * order is placed (so a limited voucher is never over-redeemed), given back when an unpaid order
 * is cancelled and taken again when a cancelled order is paid late.
 */
export class VoucherUsesRepository {
  constructor(private readonly db: Database) {}

  /** The voucher with this code, in any case. */
  async findByCode(code: string, tx: Database = this.db): Promise<VoucherRecord | null> {
    const [row] = await tx
      .select()
      .from(vouchers)
      .where(sql`upper(${vouchers.code}) = ${code.toUpperCase()}`);
    return row ?? null;
  }

  async usesBy(voucherId: number, userId: number, tx: Database = this.db): Promise<number> {
    return tx.$count(
      voucherRedemptions,
      and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)),
    );
  }

  /**
   * Takes one use in SQL: the row lock queues concurrent checkouts, and the conditions are re-read
   * after the lock. null when the voucher cannot be used any more; else its per-customer limit.
   */
  async take(
    tx: Database,
    voucherId: number,
    subtotalSen: number,
    now: Date,
  ): Promise<{ perCustomerLimit: number | null } | null> {
    const taken = await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(vouchers.id, voucherId),
          eq(vouchers.active, true),
          sql`(${vouchers.totalLimit} is null or ${vouchers.usedCount} < ${vouchers.totalLimit})`,
          sql`(${vouchers.startsAt} is null or ${vouchers.startsAt} <= ${now.toISOString()}::timestamptz)`,
          sql`(${vouchers.endsAt} is null or ${vouchers.endsAt} > ${now.toISOString()}::timestamptz)`,
          lte(vouchers.minSubtotalSen, subtotalSen),
        ),
      )
      .returning({ perCustomerLimit: vouchers.perCustomerLimit });
    const [row] = taken;
    return row ? { perCustomerLimit: row.perCustomerLimit ?? null } : null;
  }

  async redeem(
    tx: Database,
    use: { voucherId: number; userId: number; orderId: number; discountSen: number },
  ): Promise<void> {
    await tx.insert(voucherRedemptions).values(use);
  }

  /** Gives back the uses the orders held: their redemption rows and the vouchers' counts. */
  async giveBack(tx: Database, orderIds: readonly number[], now: Date): Promise<void> {
    if (orderIds.length === 0) return;
    const released = await tx
      .delete(voucherRedemptions)
      .where(inArray(voucherRedemptions.orderId, [...orderIds]))
      .returning({ voucherId: voucherRedemptions.voucherId });
    const perVoucher = new Map<number, number>();
    for (const row of released)
      perVoucher.set(row.voucherId, (perVoucher.get(row.voucherId) ?? 0) + 1);
    for (const [voucherId, uses] of perVoucher) {
      await tx
        .update(vouchers)
        .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${uses}, 0)`, updatedAt: now })
        .where(eq(vouchers.id, voucherId));
    }
  }

  /**
   * A cancelled order paid late takes its use again — counted only while the voucher has uses
   * left, since the customer has paid the discounted price either way. Nothing when it holds one.
   */
  async retake(
    tx: Database,
    order: { id: number; userId: number; voucherId: number },
    discountSen: number,
    now: Date,
  ): Promise<void> {
    const held = await tx.$count(voucherRedemptions, eq(voucherRedemptions.orderId, order.id));
    if (held > 0) return;
    await this.redeem(tx, {
      voucherId: order.voucherId,
      userId: order.userId,
      orderId: order.id,
      discountSen,
    });
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(vouchers.id, order.voucherId),
          or(isNull(vouchers.totalLimit), lt(vouchers.usedCount, vouchers.totalLimit)),
        ),
      );
  }
}
