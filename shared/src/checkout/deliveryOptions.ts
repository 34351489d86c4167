/**
 * Earliest delivery date and slots (docs/spec.md §9), in Asia/Kuala_Lumpur whatever the machine's time
 * zone. The same function runs in the browser (to offer choices) and on the server (to re-check
 * the chosen date and slot). Decisions taken: the weekday table is the rule (the "12:45"
 * reading is not applied); "restricted weekdays 5 and 6" are the Friday and Saturday rows with
 * their 15:00 cut-off; a holiday rule maps the order's weekday (Sunday = 0) to the delivery
 * weekday. Holidays are data (the `delivery_holidays` table), passed in by the caller.
 */
import { lastBookableDate } from './booking';
import {
  addCalendarDays,
  businessInstant,
  businessLocalInput,
  calendarWeekday,
  isCalendarDate,
} from '../core/businessTime';
import { DELIVERY_SLOTS, PICKUP_TIMES, slotsOn, type DeliverySlot } from '../core/commerce';

/** docs/spec.md §9: the special slot (3pm–5pm). */
export const SPECIAL_SLOT: DeliverySlot = '15:00';
/** docs/spec.md §9: Friday and Saturday orders from this time get only the special slot. */
export const LATE_CUTOFF = '15:00';
export { PICKUP_TIMES };

/** A holiday rule as stored in `delivery_holidays` (Kuala Lumpur dates, Sunday = 0). */
export interface DeliveryHolidayRule {
  orderedFrom: string;
  orderedTo: string;
  deliveryWeekdayByOrderWeekday: Record<string, number>;
}

export interface DeliveryOptions {
  /** yyyy-MM-dd in Asia/Kuala_Lumpur */
  date: string;
  /** Slot start times, from DELIVERY_SLOTS. */
  slots: DeliverySlot[];
}

interface WeekdayRow {
  /** Days after the order day. */
  days: number;
  /** Slots before the cut-off. */
  slots: readonly DeliverySlot[];
  /** Slots from the cut-off on (when the row has one). */
  lateSlots?: readonly DeliverySlot[];
}

const ALL = DELIVERY_SLOTS;
const SPECIAL = [SPECIAL_SLOT] as const;

/** docs/spec.md §9 weekday table, by order weekday (0 = Sunday). */
const WEEKDAY_TABLE: Record<number, WeekdayRow> = {
  0: { days: 2, slots: SPECIAL }, // Sunday → Tuesday, 3–5pm only
  1: { days: 2, slots: ALL }, // Monday → Wednesday
  2: { days: 2, slots: ALL }, // Tuesday → Thursday
  3: { days: 2, slots: ALL }, // Wednesday → Friday
  4: { days: 2, slots: ALL }, // Thursday → Saturday
  5: { days: 3, slots: ALL, lateSlots: SPECIAL }, // Friday → Monday
  6: { days: 3, slots: ALL, lateSlots: SPECIAL }, // Saturday → Tuesday
};

/** An ISO timestamp: a date, a time to the minute or finer, and an offset or `Z`. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The business day and wall time (`yyyy-MM-dd`, `HH:mm`) of an ISO timestamp with offset. */
function parseOrderedAt(orderedAt: string): { day: string; time: string } {
  const instant = ISO_TIMESTAMP.test(orderedAt) ? new Date(orderedAt) : null;
  if (!instant || Number.isNaN(instant.getTime())) {
    throw new RangeError(`not an ISO timestamp: ${orderedAt}`);
  }
  const wall = businessLocalInput(instant);
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

function holidayRuleFor(
  day: string,
  weekday: number,
  holidays: readonly DeliveryHolidayRule[],
): number | undefined {
  for (const rule of holidays) {
    if (day < rule.orderedFrom || day > rule.orderedTo) continue;
    const target = rule.deliveryWeekdayByOrderWeekday[String(weekday)];
    if (typeof target === 'number' && Number.isInteger(target) && target >= 0 && target <= 6) {
      return target;
    }
  }
  return undefined;
}

/**
 * The earliest delivery date and its slots for an order placed at `orderedAt` (an ISO timestamp
 * with offset). Later dates are allowed with all four slots (see `isAllowedDelivery`).
 */
export function deliveryOptions(
  orderedAt: string,
  holidays: readonly DeliveryHolidayRule[] = [],
): DeliveryOptions {
  const { day, time } = parseOrderedAt(orderedAt);
  const weekday = calendarWeekday(day);
  const row = WEEKDAY_TABLE[weekday] as WeekdayRow;
  const late = row.lateSlots !== undefined && time >= LATE_CUTOFF;
  const slots = [...(late && row.lateSlots ? row.lateSlots : row.slots)];
  const holidayWeekday = holidayRuleFor(day, weekday, holidays);
  // On a holiday rule, the next day (after the order day) falling on that weekday.
  const ahead = holidayWeekday === undefined ? row.days : (holidayWeekday - weekday + 7) % 7 || 7;
  return { date: addCalendarDays(day, ahead), slots };
}

/**
 * The delivery dates the holiday rules take away (yyyy-MM-dd, sorted): for each order date a
 * rule covers, the date the weekday table would deliver it on, unless the rules deliver some
 * order on that date. With the seeded rule (orders of 23–25 December 2024: Monday's on Thursday,
 * Tuesday's and Wednesday's on Friday) Wednesday 25 December has no deliveries. Subscriptions
 * move a week off these dates (`deliveryDayOf`, docs/subscriptions.md "Holidays").
 */
export function closedDeliveryDates(holidays: readonly DeliveryHolidayRule[]): string[] {
  const regular = new Set<string>();
  const served = new Set<string>();
  for (const rule of holidays) {
    if (!isCalendarDate(rule.orderedFrom) || !isCalendarDate(rule.orderedTo)) continue;
    let day = rule.orderedFrom;
    // A year of order dates at most: a rule's range is days, and a bad row must not spin.
    for (let n = 0; day <= rule.orderedTo && n < 366; n += 1) {
      const orderedAt = businessInstant(day, '10:00').toISOString();
      regular.add(deliveryOptions(orderedAt).date);
      served.add(deliveryOptions(orderedAt, holidays).date);
      day = addCalendarDays(day, 1);
    }
  }
  return [...regular].filter((date) => !served.has(date)).sort();
}

/**
 * Self pickup: the same dates and the same slots as delivery (one rule, one slot length). Kept
 * under its name for the callers that ask for "pickup times".
 */
export function pickupTimes(slots: readonly string[]): string[] {
  return [...slots];
}

/**
 * Why a chosen date and time cannot be booked, or null when they can: a date before the earliest
 * (or not a date) is `too_early`, one past the booking horizon (`lastBookableDate`, docs/spec.md
 * §9) is `too_far`, and a time the date does not offer is `slot`. Delivery and pickup follow the
 * same rule. The earliest date rides along for the refusal messages.
 */
export type DeliveryRefusal = {
  reason: 'too_early' | 'too_far' | 'slot';
  earliest: string;
  last: string;
};

export function deliveryRefusal(
  orderedAt: string,
  choice: { date: string; time: string; method: 'deliver' | 'pickup' },
  holidays: readonly DeliveryHolidayRule[] = [],
): DeliveryRefusal | null {
  const earliest = deliveryOptions(orderedAt, holidays);
  const last = lastBookableDate(earliest.date);
  const refuse = (reason: DeliveryRefusal['reason']) => ({ reason, earliest: earliest.date, last });
  if (!isCalendarDate(choice.date)) return refuse('too_early');
  if (choice.date < earliest.date) return refuse('too_early');
  if (choice.date > last) return refuse('too_far');
  return slotsOn(earliest, choice.date).includes(choice.time) ? null : refuse('slot');
}

/** Whether a chosen date and time can be booked (see `deliveryRefusal`). */
export function isAllowedDelivery(
  orderedAt: string,
  choice: { date: string; time: string; method: 'deliver' | 'pickup' },
  holidays: readonly DeliveryHolidayRule[] = [],
): boolean {
  return deliveryRefusal(orderedAt, choice, holidays) === null;
}
