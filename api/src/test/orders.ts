import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { OrderStatus } from '@mealprep/shared/domain';
import type { Database } from '../db';
import { orderLines, orders, payments, pointsTransactions } from '../db/tables/commerce';

/** A Kuala Lumpur date `days` from today. */
export function klDate(days: number): string {
  return DateTime.now().setZone('Asia/Kuala_Lumpur').plus({ days }).toISODate() ?? '';
}

export interface OrderFixture {
  status?: OrderStatus;
  createdAt?: Date;
  deliveryDate?: string;
  deliveryTime?: string;
  deliveryMethod?: 'deliver' | 'pickup';
  lines?: { name: string; quantity: number; unitPriceSen: number }[];
  payment?: 'pending' | 'paid' | 'failed' | null;
}

/**
 * Writes an order the way checkout stores one (lines with their price snapshot, price summary
 * lines, the address copy, a payment attempt), straight into the database: the account area only
 * reads orders, and tests must not depend on checkout's flow.
 */
export async function insertOrder(db: Database, userId: number, fixture: OrderFixture = {}) {
  const lines = fixture.lines ?? [
    { name: 'Chicken Rice Bowl', quantity: 2, unitPriceSen: 1590 },
    { name: 'Beef Pasta', quantity: 1, unitPriceSen: 2290 },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceSen, 0);
  const tax = Math.round(subtotal * 0.06);
  const fee = 100;
  const delivery = 800;
  const raw = subtotal + delivery + fee + tax;
  const total = Math.round(raw / 5) * 5;
  const status = fixture.status ?? 'paid';
  const paid = !['payment_pending', 'payment_failed', 'cancelled'].includes(status);
  const createdAt = fixture.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `MP-TEST-${randomBytes(5).toString('hex').toUpperCase()}`,
      userId,
      idempotencyKey: randomBytes(12).toString('hex'),
      status,
      deliveryMethod: fixture.deliveryMethod ?? 'deliver',
      packagingMethod: 'vacuum',
      deliveryInstructions: 'Leave at the guard house',
      deliveryDate: fixture.deliveryDate ?? klDate(10),
      deliveryTime: fixture.deliveryTime ?? '11:00',
      address: {
        first_name: 'Siti',
        last_name: 'Aminah',
        unit_no: 'A-3-1',
        address_1: '12 Jalan SS2/24',
        address_2: null,
        city: 'Petaling Jaya',
        state: 'Selangor',
        postcode: '47300',
        country: 'MY',
        phone: '0123456789',
      },
      subtotalSen: subtotal,
      totalSen: total,
      pointsEarned: paid ? Math.floor(total / 100) : 0,
      priceLines: [
        { key: 'subtotal', amountSen: subtotal },
        { key: 'delivery', amountSen: delivery },
        { key: 'processing_fee', amountSen: fee },
        { key: 'tax', amountSen: tax },
        { key: 'rounding', amountSen: total - raw },
        { key: 'total', amountSen: total },
        { key: 'points_earned', amountSen: Math.floor(total / 100) },
      ],
      paidAt: paid ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  await db.insert(orderLines).values(
    lines.map((line, index) => ({
      orderId: order.id,
      type: 'RECIPE' as const,
      productId: index + 1,
      name: { 'en-US': line.name, 'ms-MY': `${line.name} (BM)` },
      size: 'L' as const,
      quantity: line.quantity,
      unitPriceSen: line.unitPriceSen,
      subtotalSen: line.quantity * line.unitPriceSen,
    })),
  );
  const payment =
    fixture.payment !== undefined
      ? fixture.payment
      : paid
        ? 'paid'
        : status === 'payment_failed'
          ? 'failed'
          : status === 'payment_pending'
            ? 'pending'
            : null;
  if (payment) {
    await db.insert(payments).values({
      orderId: order.id,
      provider: 'sandbox',
      providerRef: randomBytes(8).toString('hex'),
      amountSen: total,
      status: payment,
      paidAt: payment === 'paid' ? createdAt : null,
    });
  }
  return order;
}

/** A points row with the running balance the ledger would write. */
export async function insertPoints(
  db: Database,
  userId: number,
  rows: { points: number; remarks: string; orderId?: number | null; createdAt?: Date }[],
) {
  let balance = 0;
  for (const row of rows) {
    balance += row.points;
    await db.insert(pointsTransactions).values({
      userId,
      source: row.orderId ? 'order' : 'admin',
      orderId: row.orderId ?? null,
      points: row.points,
      balanceAfter: balance,
      remarks: row.remarks,
      createdAt: row.createdAt ?? new Date(),
    });
  }
  return balance;
}
