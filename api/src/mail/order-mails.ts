import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatSen } from '@mealprep/shared/core';
import { isPointsLine, shownPriceLines, type PriceLineKey } from '@mealprep/shared/checkout';
import type { Database } from '../db';
import { users } from '../db/schema';
import { orderLines, type OrderCancelReason } from '../db/tables/commerce';
import type { RefundReason } from '@mealprep/shared/checkout/contracts';
import { formatDeadline } from '../orders/rules';
import type { OrderRecord } from '../repositories/checkout-orders';
import type { Mailer } from './mailer';
import { asLocale, withLocalePrefix } from '@mealprep/shared/locale';
import { mt } from './messages';
import { mailTemplate, type StoredTemplate } from './templates/registry';
import type { OrderMailData, PriceRow } from './templates/order-parts';

/** "Friday, 27 November 2026" in the mail's language, Kuala Lumpur calendar. */
export function longDate(date: string, locale: string): string {
  return DateTime.fromISO(date, { zone: BUSINESS_ZONE })
    .setLocale(locale)
    .toFormat('cccc, d LLLL yyyy');
}

/** The order's delivery address snapshot as the lines of an envelope. */
export function addressLines(address: Record<string, unknown> | null): string[] | null {
  if (!address) return null;
  const field = (name: string) => {
    const value = address[name];
    return typeof value === 'string' && value.trim() ? value.trim() : '';
  };
  return [
    `${field('first_name')} ${field('last_name')}`.trim(),
    [field('unit_no'), field('address_1')].filter(Boolean).join(', '),
    field('address_2'),
    `${field('postcode')} ${field('city')}`.trim(),
    [field('state'), field('country')].filter(Boolean).join(', '),
    field('phone'),
  ].filter(Boolean);
}

/**
 * An order's price lines in a mail's or a receipt's language: the lines `shownPriceLines` lists
 * (the order's page shows the same), money as ringgit, points counted. `labelOf` words a line
 * its own way (the receipt spells out its SST line) and answers undefined for the usual label.
 */
export function priceRows(
  locale: string,
  lines: readonly { key: string; amountSen: number }[],
  labelOf: (key: PriceLineKey) => string | undefined = () => undefined,
): PriceRow[] {
  return shownPriceLines(lines).map((line) => ({
    key: line.key,
    label: labelOf(line.key) ?? mt(locale, `price.${line.key}`),
    amount: isPointsLine(line.key)
      ? mt(locale, 'pointsCount', { points: line.amountSen })
      : formatSen(line.amountSen),
  }));
}

/**
 * The customer's mails about an order (docs/architecture.md §7.1). Each is composed in the
 * order's language and written to the outbox inside the caller's transaction, with the event
 * as its dedupe key, so a replayed callback or a second process never sends it twice.
 */
export class OrderMails {
  private readonly receiptKey: Buffer;

  constructor(
    private readonly mailer: Mailer,
    private readonly origin: string,
    receiptSecret: string,
  ) {
    this.receiptKey = Buffer.from(receiptSecret);
  }

  /** The token that lets a receipt link in a mail open without a session. */
  receiptToken(orderId: number): string {
    return createHmac('sha256', this.receiptKey).update(`receipt:${orderId}`).digest('hex');
  }

  checkReceiptToken(orderId: number, token: string): boolean {
    const expected = Buffer.from(this.receiptToken(orderId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  receiptUrl(orderId: number): string {
    return `${this.origin}/api/v1/orders/${orderId}/receipt.pdf?token=${this.receiptToken(orderId)}`;
  }

  private page(locale: string, path: string): string {
    return `${this.origin}${withLocalePrefix(path, asLocale(locale))}`;
  }

  private async load(tx: Database, order: OrderRecord) {
    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        reminderEmails: users.reminderEmails,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!user) return null;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const locale = asLocale(order.locale);
    const data: OrderMailData = {
      locale,
      name: user.firstName,
      orderNo: order.orderNo,
      method: order.deliveryMethod,
      date: longDate(order.deliveryDate, locale),
      time: order.deliveryTime,
      address: order.deliveryMethod === 'deliver' ? addressLines(order.address) : null,
      lines: lines
        .sort((a, b) => a.id - b.id)
        .map((line) => ({
          name: line.name[locale] ?? line.name['en-US'] ?? '',
          quantity: line.quantity,
          servings: line.servings,
          amount: formatSen(line.subtotalSen),
        })),
      prices: priceRows(locale, order.priceLines),
      total: formatSen(order.totalSen),
      points: order.pointsEarned,
      orderUrl: this.page(locale, `/account/my-order/${order.id}`),
      receiptUrl: this.receiptUrl(order.id),
      preferencesUrl: this.page(locale, '/account/profile'),
    };
    return { user, data };
  }

  /**
   * A mail about `order` in its language, once per `dedupeKey`; other parts of the shop (problem
   * reports) compose their own body from the order's data.
   */
  async enqueue(
    tx: Database,
    order: OrderRecord,
    kind: string,
    dedupeKey: string,
    build: (data: OrderMailData) => { subject: string; template: StoredTemplate },
    optional = false,
  ) {
    const loaded = await this.load(tx, order);
    if (!loaded) return null;
    // Reminders follow the customer's switch; receipts and account notices always go.
    if (optional && !loaded.user.reminderEmails) return null;
    const { subject, template } = build(loaded.data);
    return this.mailer.send(
      {
        kind,
        to: loaded.user.email,
        verifiedRecipient: loaded.user.emailVerifiedAt !== null,
        subject,
        template,
        locale: loaded.data.locale,
        dedupeKey,
      },
      tx,
    );
  }

  /** Paid: the confirmation with lines, date and slot, address, prices, points and receipt. */
  confirmation(tx: Database, order: OrderRecord) {
    return this.enqueue(tx, order, 'order_confirmation', `order_confirmation:${order.id}`, (d) => ({
      subject: mt(d.locale, 'confirmationSubject', { orderNo: d.orderNo }),
      template: mailTemplate('OrderConfirmation', { order: d }),
    }));
  }

  /** A failed attempt, with the way back to paying while the window is open. */
  paymentFailed(tx: Database, order: OrderRecord, paymentId: number, payBy: Date) {
    return this.enqueue(tx, order, 'payment_failed', `payment_failed:${paymentId}`, (d) => ({
      subject: mt(d.locale, 'paymentFailedSubject', { orderNo: d.orderNo }),
      template: mailTemplate('PaymentFailed', {
        order: d,
        retryUrl: this.page(d.locale, `/payment/${paymentId}/failed`),
        deadline: formatDeadline(payBy),
      }),
    }));
  }

  rescheduled(tx: Database, order: OrderRecord, from: { date: string; time: string }) {
    const key = `order_rescheduled:${order.id}:${order.updatedAt.getTime()}`;
    return this.enqueue(tx, order, 'order_rescheduled', key, (d) => ({
      subject: mt(d.locale, 'rescheduledSubject', { orderNo: d.orderNo }),
      template: mailTemplate('OrderRescheduled', {
        order: d,
        from: `${longDate(from.date, d.locale)} ${from.time}`,
      }),
    }));
  }

  /**
   * Cancelled by the customer or unpaid at its deadline. An order replaced by a newer checkout
   * gets no mail: the customer did it at the page they are looking at, and a mail per change of
   * mind would let anyone flood an inbox by changing a choice over and over.
   */
  cancelled(
    tx: Database,
    order: OrderRecord,
    reason: Exclude<OrderCancelReason, 'replaced'>,
    payBy: Date | null,
  ) {
    return this.enqueue(tx, order, 'order_cancelled', `order_cancelled:${order.id}`, (d) => ({
      subject: mt(d.locale, 'cancelledSubject', { orderNo: d.orderNo }),
      template: mailTemplate('OrderCancelled', {
        order: d,
        reason: mt(d.locale, `cancelled.${reason}`, {
          orderNo: d.orderNo,
          deadline: payBy ? formatDeadline(payBy) : '',
        }),
      }),
    }));
  }

  /**
   * A step of the order's life the customer hears of (docs/architecture.md §9.8): one mail per
   * order and step, whoever or whatever took it and however often it is replayed.
   */
  progressed(
    tx: Database,
    order: OrderRecord,
    step: 'ready_for_pickup' | 'out_for_delivery' | 'delivered',
    trackingUrl: string | null = null,
  ) {
    return this.enqueue(tx, order, `order_${step}`, `order_${step}:${order.id}`, (d) => ({
      subject: mt(d.locale, `progress.${step}.subject`, { orderNo: d.orderNo }),
      template: mailTemplate('OrderProgress', { order: d, step, trackingUrl }),
    }));
  }

  /** The day before delivery or pickup; only when the customer keeps reminders on. */
  reminder(tx: Database, order: OrderRecord) {
    const key = `delivery_reminder:${order.id}:${order.deliveryDate}`;
    return this.enqueue(
      tx,
      order,
      'delivery_reminder',
      key,
      (d) => ({
        subject: mt(d.locale, 'reminderSubject', { orderNo: d.orderNo }),
        template: mailTemplate('DeliveryReminder', { order: d }),
      }),
      true,
    );
  }

  /**
   * Money that is to be given back (docs/architecture.md §9.4 "decided once"): it arrived after
   * the customer's cancel (the order stays cancelled), or it is a second payment of an order
   * already paid (the order stands). One mail per payment.
   */
  refundDue(
    tx: Database,
    order: OrderRecord,
    payment: { id: number; amountSen: number },
    reason: RefundReason,
  ) {
    const kind = reason === 'paid_twice' ? 'second_payment_refund' : 'late_payment_refund';
    return this.enqueue(tx, order, kind, `${kind}:${payment.id}`, (d) => ({
      subject: mt(d.locale, reason === 'paid_twice' ? 'secondPaymentSubject' : 'refundSubject', {
        orderNo: d.orderNo,
      }),
      template: mailTemplate('LatePaymentRefund', {
        order: d,
        amount: formatSen(payment.amountSen),
        kind: reason === 'paid_twice' ? 'second' : 'late',
      }),
    }));
  }
}
