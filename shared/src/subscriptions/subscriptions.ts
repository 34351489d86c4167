/**
 * Subscriptions: the same meals every week (docs/subscriptions.md). The states, the weekly
 * calendar and the cut-off rule, the same in the browser (to show them) and on the server (to
 * decide with them), in Asia/Kuala_Lumpur whatever the machine's zone.
 */
import {
  addCalendarDays,
  businessDate,
  businessInstant,
  businessLocalInput,
  calendarWeekday,
  formatShopDate,
  formatShopTime,
} from '../core/businessTime';

/** A subscription's state (docs/subscriptions.md, the subscription's diagram). */
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A week's state (docs/subscriptions.md, the week's diagram): `upcoming` until its cut-off
 * (a pay link or charge may already be out: `order_id` is set), then `paid` (its order is paid,
 * cooked with that day's production), `fulfilled` (delivered or handed over) or `released`
 * (unpaid at the cut-off: not cooked, not owed). `skipped` by the customer before the cut-off;
 * `paused` and `cancelled` weeks are those the subscription's pause or cancel took.
 */
export const SUBSCRIPTION_WEEK_STATES = [
  'upcoming',
  'skipped',
  'paused',
  'paid',
  'fulfilled',
  'released',
  'cancelled',
] as const;
export type SubscriptionWeekState = (typeof SUBSCRIPTION_WEEK_STATES)[number];

/** The states in which a week can never be charged. */
export const UNCHARGEABLE_WEEK_STATES: readonly SubscriptionWeekState[] = [
  'skipped',
  'paused',
  'released',
  'cancelled',
];

/** How many weeks ahead the customer sees and can skip. */
export const SUBSCRIPTION_WEEKS_AHEAD = 8;

/** Delivery weekdays a subscription can have (Sunday = 0 has no deliveries): Monday…Saturday. */
export const SUBSCRIPTION_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;
export type SubscriptionWeekday = (typeof SUBSCRIPTION_WEEKDAYS)[number];

/** The most of one line a week can hold (the cart's own limit per line). */
export const SUBSCRIPTION_LINE_QUANTITY_MAX = 50;

/**
 * The cut-off: 12:00 Kuala Lumpur time, three days before the delivery date. The kitchen cooks
 * the day before delivery (docs/kitchen.md) and buys for it the day before that; at 12:00 on the
 * day before the buying day the week's count is final. Changes before it apply to that week;
 * after it they apply from the next.
 */
export const CUTOFF_DAYS_BEFORE = 3;
export const CUTOFF_TIME = '12:00';
/** The week's pay link is mailed this long before its cut-off… */
export const PAY_LINK_HOURS_BEFORE_CUTOFF = 48;
/** …and a reminder this long before it, while the week is unpaid. */
export const REMINDER_HOURS_BEFORE_CUTOFF = 24;
/** A saved payment method is charged this long before the cut-off (default; `SUBSCRIPTION_CHARGE_HOURS`). */
export const CHARGE_HOURS_BEFORE_CUTOFF = 30;
/** The countdown shows in the last day before the cut-off. */
export const COUNTDOWN_HOURS = 24;

/** The cut-off instant of a delivery date (yyyy-MM-dd), as a Date. */
export function weekCutoff(deliveryDate: string): Date {
  return businessInstant(addCalendarDays(deliveryDate, -CUTOFF_DAYS_BEFORE), CUTOFF_TIME);
}

/** When the week's pay link goes out (cut-off − 48 h). */
export function payLinkAt(deliveryDate: string): Date {
  return new Date(weekCutoff(deliveryDate).getTime() - PAY_LINK_HOURS_BEFORE_CUTOFF * 3_600_000);
}

/** When the reminder goes out, if still unpaid (cut-off − 24 h). */
export function reminderAt(deliveryDate: string): Date {
  return new Date(weekCutoff(deliveryDate).getTime() - REMINDER_HOURS_BEFORE_CUTOFF * 3_600_000);
}

/** Sunday = 0 … Saturday = 6 of a yyyy-MM-dd date. */
export function weekdayOfDate(date: string): number {
  return calendarWeekday(date);
}

/**
 * The date a week whose regular date is `date` is delivered on: that date, or, when the shop
 * does not deliver on it (`closed`, from `closedDeliveryDates`), the next day it does, Sunday
 * excepted, before the next week's date; null when there is none (that week has no delivery).
 */
export function deliveryDayOf(date: string, closed: readonly string[]): string | null {
  for (let n = 0; n < 7; n += 1) {
    const day = addCalendarDays(date, n);
    if (calendarWeekday(day) !== 0 && !closed.includes(day)) return day;
  }
  return null;
}

/**
 * The regular date of a week moved off a day the shop does not deliver on (`closed`) to `date`,
 * for a subscription delivered on `weekday`; null for a week on its regular date.
 */
export function movedFrom(weekday: number, date: string, closed: readonly string[]): string | null {
  const regular = regularDateOf(weekday, date);
  if (regular === date || !closed.includes(regular)) return null;
  return deliveryDayOf(regular, closed) === date ? regular : null;
}

/** The date on `weekday` on or before `date`: the regular date of the week `date` falls in. */
function regularDateOf(weekday: number, date: string): string {
  return addCalendarDays(date, -((calendarWeekday(date) - weekday + 7) % 7));
}

/**
 * Whether `date` is the delivery date of a week of a subscription delivered on `weekday`: a date
 * on that weekday the shop delivers on, or the day a closed one moved to (`deliveryDayOf`).
 */
export function isWeekDate(weekday: number, date: string, closed: readonly string[]): boolean {
  return deliveryDayOf(regularDateOf(weekday, date), closed) === date;
}

/**
 * The next `count` delivery dates of a subscription delivered on `weekday` whose cut-off is still
 * ahead of `now`, first first: the weeks a subscription made now (or read now) covers. A week
 * whose date the shop does not deliver on (`closed`) is delivered on the next day it does
 * (`deliveryDayOf`); its cut-off follows that date.
 */
export function upcomingDeliveryDates(
  weekday: number,
  now: Date,
  count: number = SUBSCRIPTION_WEEKS_AHEAD,
  closed: readonly string[] = [],
): string[] {
  const today = businessDate(now);
  const first = addCalendarDays(today, (weekday - calendarWeekday(today) + 7) % 7);
  const dates: string[] = [];
  // A year past the weeks asked for at most: closed dates are a few days a year.
  for (let n = 0; dates.length < count && n < count + 53; n += 1) {
    const date = deliveryDayOf(addCalendarDays(first, 7 * n), closed);
    if (date !== null && weekCutoff(date).getTime() > now.getTime()) dates.push(date);
  }
  return dates;
}

/** Whether changes to the week of this delivery date still apply to it. */
export function beforeCutoff(deliveryDate: string, now: Date): boolean {
  return now.getTime() < weekCutoff(deliveryDate).getTime();
}

/** Milliseconds left to the cut-off when the countdown shows (its last day), else null. */
export function cutoffCountdown(deliveryDate: string, now: Date): number | null {
  const left = weekCutoff(deliveryDate).getTime() - now.getTime();
  return left > 0 && left <= COUNTDOWN_HOURS * 3_600_000 ? left : null;
}

/** 22 November 2026 is a Sunday: day n of its week (Sunday = 0) is the 22nd + n. */
const A_SUNDAY = 22;

/** "Saturday" / "Sabtu": a weekday (Sunday = 0 … Saturday = 6) in the reader's language. */
export function formatWeekday(weekday: number, locale: string): string {
  return formatShopDate(`2026-11-${String(A_SUNDAY + weekday).padStart(2, '0')}`, locale, {
    weekday: 'long',
  });
}

/** "Wed, 25 Nov, 12:00": a cut-off as the shop's clock reads it, with its weekday. */
export function formatCutoff(cutoffAt: string | Date, locale: string): string {
  const local = businessLocalInput(cutoffAt);
  const day = formatShopDate(local.slice(0, 10), locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return `${day}, ${formatShopTime(local.slice(11, 16))}`;
}
