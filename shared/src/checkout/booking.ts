/**
 * How far ahead a delivery or pickup can be booked (docs/spec.md §9): the earliest date the
 * weekday table gives and the days after it, BOOKING_DAYS dates in all — one week. Checkout offers
 * exactly these dates, the reschedule form allows the same range from now, and the API refuses a
 * date past the last one (`deliveryRefusal` in `@mealprep/shared/checkout`). A week, because
 * meals are cooked for their date and keep 7 days, the set plan is bought by the week, and the
 * courier's price and the menu hold no longer than that.
 */
export const BOOKING_DAYS = 7;

/** '2026-11-23' plus n days, by the calendar (no clock or time zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last date that can be booked when `earliest` is the first. */
export function lastBookableDate(earliest: string): string {
  return addDays(earliest, BOOKING_DAYS - 1);
}

/** Every date that can be booked, from the earliest on (BOOKING_DAYS of them). */
export function bookableDates(earliest: string): string[] {
  return Array.from({ length: BOOKING_DAYS }, (_, index) => addDays(earliest, index));
}
