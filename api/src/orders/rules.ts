import { DateTime } from 'luxon';
import {
  BUSINESS_ZONE,
  DELIVERY_SLOTS,
  type DeliveryMethod,
  type OrderStatus,
} from '@mealprep/shared/core';
import { RESCHEDULE_CUTOFF } from '@mealprep/shared/orders';
import {
  deliveryOptions,
  deliveryRefusal,
  pickupTimes,
  type DeliveryHolidayRule,
  type DeliveryRefusal,
} from '@mealprep/shared/checkout';
import type { ApiMessageKey } from '../i18n/messages';

/**
 * Order actions of docs/architecture.md §9 as pure functions of the order and the clock, so the list,
 * the detail page and the action routes give the same answer and the same reason.
 */
export interface OrderForRules {
  status: OrderStatus;
  deliveryDate: string;
  deliveryMethod: DeliveryMethod;
}

export type Refusal = { key: ApiMessageKey; values?: Record<string, string> };

/** Cancel only while payment is pending (or failed and not retried): no refunds once paid. */
export function cancelRefusal(order: Pick<OrderForRules, 'status'>): Refusal | null {
  switch (order.status) {
    case 'payment_pending':
    case 'payment_failed':
      return null;
    case 'cancelled':
      return { key: 'orderAlreadyCancelled' };
    default:
      return { key: 'orderCancelPaid' };
  }
}

/** What the pay-now rule reads of an order. */
export interface OrderForPayment {
  status: OrderStatus;
  createdAt: Date;
  payBy: Date | null;
  cancelReason: string | null;
}

/**
 * Until when an unpaid order can be paid: its stored deadline, or (orders from before the
 * column) the moment it was placed plus the payment window.
 */
export function payDeadline(order: OrderForPayment, windowMinutes: number): Date {
  return order.payBy ?? new Date(order.createdAt.getTime() + windowMinutes * 60_000);
}

/** The deadline as the refusal messages write it (Kuala Lumpur time). */
export function formatDeadline(deadline: Date): string {
  return DateTime.fromJSDate(deadline).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm');
}

/**
 * Pay now: only while payment is pending or failed and the payment window is open. An order the
 * sweeper cancelled for not being paid reads as expired, with the deadline it missed.
 */
export function payRefusal(
  order: OrderForPayment,
  now: Date,
  windowMinutes: number,
): Refusal | null {
  const deadline = payDeadline(order, windowMinutes);
  switch (order.status) {
    case 'payment_pending':
    case 'payment_failed':
      return deadline <= now
        ? { key: 'orderPayExpired', values: { deadline: formatDeadline(deadline) } }
        : null;
    case 'cancelled':
      return order.cancelReason === 'unpaid'
        ? { key: 'orderPayExpired', values: { deadline: formatDeadline(deadline) } }
        : { key: 'orderPayCancelled' };
    default:
      return { key: 'orderPayPaid' };
  }
}

/** The deadline the customer is shown: while payable, or the one an expired order missed. */
export function shownPayBy(order: OrderForPayment, windowMinutes: number): Date | null {
  const unpaid = order.status === 'payment_pending' || order.status === 'payment_failed';
  const expired = order.status === 'cancelled' && order.cancelReason === 'unpaid';
  return unpaid || expired ? payDeadline(order, windowMinutes) : null;
}

/** 12:00 Kuala Lumpur time on the day before delivery. */
export function rescheduleDeadline(deliveryDate: string): DateTime {
  const [hour, minute] = RESCHEDULE_CUTOFF.split(':').map(Number);
  return DateTime.fromISO(deliveryDate, { zone: BUSINESS_ZONE })
    .minus({ days: 1 })
    .set({ hour, minute, second: 0, millisecond: 0 });
}

/** A paid order, until 12:00 the day before its delivery. */
export function rescheduleRefusal(order: OrderForRules, now: Date): Refusal | null {
  switch (order.status) {
    case 'paid':
      break;
    case 'payment_pending':
    case 'payment_failed':
      return { key: 'orderRescheduleUnpaid' };
    case 'cancelled':
      return { key: 'orderRescheduleCancelled' };
    default:
      return { key: 'orderRescheduleUnderway' };
  }
  const deadline = rescheduleDeadline(order.deliveryDate);
  if (DateTime.fromJSDate(now) >= deadline) {
    return {
      key: 'orderRescheduleClosed',
      values: { deadline: deadline.toFormat('yyyy-MM-dd HH:mm') },
    };
  }
  return null;
}

/**
 * The dates a rescheduled order may move to: as if ordered now (docs/spec.md §9 table, holidays
 * included), so the kitchen gets the same notice as for a new order.
 * Lead: this is the one place that ties reschedule to `deliveryOptions`.
 */
export function rescheduleOptions(now: Date, holidays: readonly DeliveryHolidayRule[]) {
  return deliveryOptions(DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toISO() ?? '', holidays);
}

/**
 * The choices a reschedule form offers: on the earliest date its slots, on later dates every
 * slot; self pickup gets pickup times instead (docs/spec.md §9 working hours).
 */
export function rescheduleChoices(
  now: Date,
  method: DeliveryMethod,
  holidays: readonly DeliveryHolidayRule[],
) {
  const earliest = rescheduleOptions(now, holidays);
  const choose = (slots: readonly string[]) =>
    method === 'pickup' ? pickupTimes(slots) : [...slots];
  return {
    earliestDate: earliest.date,
    slots: choose(earliest.slots),
    laterSlots: choose(DELIVERY_SLOTS),
  };
}

/** Why the new date and time cannot be booked (as if ordered now), or null when they can. */
export function rescheduleChoiceRefusal(
  now: Date,
  choice: { date: string; time: string; method: DeliveryMethod },
  holidays: readonly DeliveryHolidayRule[],
): DeliveryRefusal | null {
  return deliveryRefusal(
    DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toISO() ?? '',
    choice,
    holidays,
  );
}
