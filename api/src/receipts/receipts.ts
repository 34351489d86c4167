import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatSen } from '@mealprep/shared/core';
import { priceLineSen } from '@mealprep/shared/checkout';
import type { ShopIdentity } from '../config/shop';
import type { Database } from '../db';
import { users } from '../db/schema';
import { orderLines, orders, payments } from '../db/tables/commerce';
import { asLocale } from '@mealprep/shared/locale';
import { mt } from '../mail/messages';
import { addressLines, priceRows } from '../mail/order-mails';
import { receiptPdf, type ReceiptData } from './pdf';

/**
 * Tax receipts of paid orders (docs/architecture.md §7.2): one per order, numbered after it,
 * in the order's language, drawn on request (nothing stored, so a receipt always reads the
 * order's own snapshot).
 */
export class Receipts {
  constructor(
    private readonly db: Database,
    private readonly shop: ShopIdentity,
    private readonly taxBasisPoints: number,
  ) {}

  /** The receipt's contents, or null when the order has no paid payment. */
  async data(orderId: number): Promise<ReceiptData | null> {
    const [row] = await this.db
      .select({ order: orders, payment: payments, user: users })
      .from(orders)
      .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'paid')))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, orderId), isNotNull(payments.paidAt)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!row) return null;
    const { order, payment, user } = row;
    const locale = asLocale(order.locale);
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    // SST is charged on the subtotal after the voucher (docs/architecture.md §9.1).
    const basis =
      priceLineSen(order.priceLines, 'subtotal') + priceLineSen(order.priceLines, 'discount');
    const rate = (this.taxBasisPoints / 100).toString();
    return {
      locale,
      shop: this.shop,
      receiptNo: order.orderNo.replace(/^MP-/, 'R-'),
      orderNo: order.orderNo,
      paidAt: DateTime.fromJSDate(payment.paidAt ?? new Date())
        .setZone(BUSINESS_ZONE)
        .setLocale(locale)
        .toFormat('d LLLL yyyy, HH:mm'),
      paymentRef: payment.providerRef ?? `#${payment.id}`,
      provider: payment.provider,
      billedTo: [
        `${user.firstName} ${user.lastName}`,
        user.email,
        ...(addressLines(order.address)?.slice(1) ?? []),
      ],
      lines: lines.map((line) => ({
        name: line.name[locale] ?? line.name['en-US'] ?? '',
        quantity: line.quantity,
        unit: formatSen(line.unitPriceSen),
        amount: formatSen(line.subtotalSen),
      })),
      // The same lines as the order's page and mails; the SST line spelled out with its basis
      // (docs/architecture.md §7.2).
      prices: priceRows(locale, order.priceLines, (key) =>
        key === 'tax' ? mt(locale, 'receiptSstLine', { rate, basis: formatSen(basis) }) : undefined,
      ),
      refundDue: payment.refundDueAt !== null,
    };
  }

  /** The PDF of a paid order's receipt, or null when it has none. */
  async pdf(orderId: number): Promise<{ orderNo: string; pdf: Buffer } | null> {
    const data = await this.data(orderId);
    return data ? { orderNo: data.orderNo, pdf: await receiptPdf(data) } : null;
  }
}
