import { DateTime } from 'luxon';
import {
  BUSINESS_ZONE,
  deliveryOptions,
  isAllowedDelivery,
  type DeliveryHolidayRule,
} from '@mealprep/shared/delivery';
import { RESCHEDULE_CUTOFF, type DeliveryMethod, type OrderStatus } from '@mealprep/shared/domain';
import type { ApiMessageKey } from '../i18n/messages';

/**
 * Order actions of ARCHITECTURE §9 as pure functions of the order and the clock, so the list,
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
 * The dates a rescheduled order may move to: as if ordered now (SPEC §9 table, holidays
 * included), so the kitchen gets the same notice as for a new order.
 * Lead: this is the one place that ties reschedule to `deliveryOptions`.
 */
export function rescheduleOptions(now: Date, holidays: readonly DeliveryHolidayRule[]) {
  return deliveryOptions(DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toISO() ?? '', holidays);
}

export function isAllowedReschedule(
  now: Date,
  choice: { date: string; time: string; method: DeliveryMethod },
  holidays: readonly DeliveryHolidayRule[],
): boolean {
  return isAllowedDelivery(
    DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toISO() ?? '',
    choice,
    holidays,
  );
}
