/**
 * The shop's business time (docs/architecture.md §5): Malaysia. Every date rule (delivery, age,
 * reminders) and every date or time a customer or an admin reads is in this zone, whatever the
 * machine's or the visitor's clock says; so the HTML the server renders and the page the browser
 * hydrates agree too (a year or a date in the server's zone would differ for hours a year).
 * Without luxon: the browser's own Intl.
 */
import { slotEnd } from './commerce';

export const BUSINESS_ZONE = 'Asia/Kuala_Lumpur';

/** Formatters made, by language and options: pages ask for the same few on every render. */
const formats = new Map<string, Intl.DateTimeFormat>();
/** More kinds than the code asks for: a language read from outside cannot grow the map forever. */
const FORMATS_KEPT = 64;

/**
 * A formatter of instants in business time, in the reader's language. Made once per language and
 * options and then reused: making one costs far more than formatting with it (a page re-rendered
 * at a tap asked for the same one dozens of times).
 */
export function businessTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_ZONE });
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, format);
  }
  return format;
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

let wallClock: Intl.DateTimeFormat | null = null;

/**
 * The parts of an instant's business wall time. One formatter, made on first use rather than at
 * import (a formatter is costly to make, and a page may never need this one).
 */
function wallClockParts(instant: Date): Intl.DateTimeFormatPart[] {
  wallClock ??= businessTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return wallClock.formatToParts(instant);
}

/** An instant as a `datetime-local` field shows it in business time: `2026-11-28T09:05`. */
export function businessLocalInput(instant: string | Date): string {
  const parts = wallClockParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A `datetime-local` value (`2026-11-28T09:05`) read as business time: the instant with the
 * zone's own offset, `2026-11-28T09:05:00+08:00`; '' for an empty or unreadable value.
 */
export function fromBusinessLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const wall = Date.parse(`${value}:00Z`);
  if (Number.isNaN(wall)) return '';
  // The zone's offset: the same wall time read in business time, less the wall time.
  const minutes = Math.round(
    (Date.parse(`${businessLocalInput(new Date(wall))}:00Z`) - wall) / 60_000,
  );
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${value}:00${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/**
 * The instant a business calendar date and wall-clock time name: ('2026-11-21', '12:00') →
 * 2026-11-21T04:00:00Z. The zone's offset is read from the zone, never written by hand. An
 * unreadable date or time gives an invalid Date.
 */
export function businessInstant(date: string, time: string): Date {
  const local = fromBusinessLocalInput(`${date}T${time}`);
  return new Date(local || Number.NaN);
}

const DAY_MS = 86_400_000;

/**
 * A calendar date (`yyyy-MM-dd`) as the instant of its midnight in UTC: a calendar date has no
 * zone, so counting days on this clock never meets a daylight-saving change. RangeError for what
 * is not a real date (`2026-02-30` too).
 */
function calendarDay(date: string): number {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`not a date: ${date}`);
  }
  return day;
}

/** Whether `date` is a real calendar date written `yyyy-MM-dd` (not `2026-02-30`). */
export function isCalendarDate(date: string): boolean {
  try {
    calendarDay(date);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date `days` after `date` (before it, for a negative count): `yyyy-MM-dd`. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(calendarDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Sunday = 0 … Saturday = 6 of a calendar date (`yyyy-MM-dd`). */
export function calendarWeekday(date: string): number {
  return new Date(calendarDay(date)).getUTCDay();
}

/** The year of `now` in business time. */
export function businessYear(now: Date = new Date()): number {
  return Number(businessDate(now).slice(0, 4));
}

/**
 * The language tag a reader's dates are written in, for one of the shop's locales (en-US, ms-MY:
 * shared's i18n/locale.ts parses and names them). Malaysian English and Malay put the day
 * before the month ("Sat, 21 Nov 2026"); the shop's English catalogue is tagged en-US, whose
 * Intl order ("Sat, Nov 21, 2026") a Malaysian reader takes for another date.
 */
export function readerLocale(locale: string): 'en-MY' | 'ms-MY' {
  return locale === 'ms-MY' ? 'ms-MY' : 'en-MY';
}

/**
 * A time of day as the shop writes it, in both languages: 24-hour, "15:00" (docs/glossary.md,
 * "Customer words"). The e-mails, the receipts and the API's messages write times so too; it
 * reads the same in English and Malay; and it has no day-period word ("PM", "PTG") that ICU
 * versions spell differently, so the server's HTML and the browser's render agree.
 */
export function formatShopTime(time: string): string {
  const [hour = '0', minute = '0'] = time.split(':');
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0').slice(0, 2)}`;
}

/** A delivery or pickup slot by its start ('15:00' or '15:00:00') → "15:00 – 17:00". */
export function formatSlot(start: string): string {
  const from = formatShopTime(start);
  return `${from} – ${slotEnd(from)}`;
}

const SHORT_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/**
 * A shop calendar date ('2026-11-21', a day in Malaysia) in the reader's language, day before
 * month: "Sat, 21 Nov 2026" by default. It is read at noon in Kuala Lumpur, so no visitor's
 * clock moves it to another day.
 */
export function formatShopDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = SHORT_DAY,
): string {
  return businessTimeFormat(readerLocale(locale), options).format(businessInstant(date, '12:00'));
}

/** A moment (an ISO time or a Date) as the shop's clock reads it: "21 Nov 2026, 15:05". */
export function formatShopMoment(moment: string | Date, locale: string): string {
  const instant = typeof moment === 'string' ? new Date(moment) : moment;
  const day = businessTimeFormat(readerLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);
  const parts = businessTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return `${day}, ${formatShopTime(`${part('hour')}:${part('minute')}`)}`;
}
