/**
 * The shop's business time (docs/architecture.md §5): Malaysia. Every date rule (delivery, age,
 * reminders) and every date or time a customer or an admin reads is in this zone, whatever the
 * machine's or the visitor's clock says; so the HTML the server renders and the page the browser
 * hydrates agree too (a year or a date in the server's zone would differ for hours a year).
 * Without luxon: the browser's own Intl.
 */
export const BUSINESS_ZONE = 'Asia/Kuala_Lumpur';

/** A formatter of instants in business time, in the reader's language. */
export function businessTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_ZONE });
}

/** The calendar date of `now` in business time, as `yyyy-MM-dd`. */
export function businessDate(now: Date = new Date()): string {
  const parts = businessTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The year of `now` in business time. */
export function businessYear(now: Date = new Date()): number {
  return Number(businessDate(now).slice(0, 4));
}
