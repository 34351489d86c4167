import { eq } from 'drizzle-orm';
import type { Database } from '../index';
import { deliveryHolidays, vouchers } from '../tables/commerce';
import { DELIVERY_HOLIDAYS, VOUCHERS } from '../seed-data/commerce';

/** Delivery holiday rules and vouchers: added when missing (by name / code), never changed. */
export async function seedCommerce(tx: Database) {
  for (const holiday of DELIVERY_HOLIDAYS) {
    const [existing] = await tx
      .select({ id: deliveryHolidays.id })
      .from(deliveryHolidays)
      .where(eq(deliveryHolidays.name, holiday.name));
    if (!existing) await tx.insert(deliveryHolidays).values(holiday);
  }
  await tx
    .insert(vouchers)
    .values(
      VOUCHERS.map((voucher) => ({
        code: voucher.code,
        kind: voucher.kind,
        value: voucher.value,
        minSubtotalSen: voucher.minSubtotalSen ?? 0,
        maxDiscountSen: voucher.maxDiscountSen ?? null,
        startsAt: voucher.startsAt ? new Date(voucher.startsAt) : null,
        endsAt: voucher.endsAt ? new Date(voucher.endsAt) : null,
        totalLimit: voucher.totalLimit ?? null,
        perCustomerLimit: voucher.perCustomerLimit ?? null,
      })),
    )
    .onConflictDoNothing();
}
