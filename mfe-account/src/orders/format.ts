import { businessTimeFormat, slotEnd } from '@mealprep/shared/domain';
import type { Locale } from '@mealprep/shared/i18n';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    // Business time (docs/architecture.md §5): dates and times are shown as in Kuala Lumpur.
    found = businessTimeFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

/** An ISO timestamp → "21 Nov 2026, 3:05 pm" in the visitor's language. */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A Kuala Lumpur calendar date (yyyy-MM-dd) → "Tue, 24 Nov 2026". */
export function formatDay(date: string, locale: Locale): string {
  // Noon in Kuala Lumpur (UTC+8) is the same calendar day everywhere the shop is used.
  return formatter(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T04:00:00Z`));
}

function clock(hhmm: string, locale: Locale): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return formatter(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(2026, 0, 1, hour - 8, minute)),
  );
}

/** A delivery slot start (docs/spec.md §9, `SLOT_HOURS` each) → "9:00 am – 11:00 am". */
export function formatSlot(start: string, locale: Locale): string {
  return `${clock(start, locale)} – ${clock(slotEnd(start), locale)}`;
}

/** A pickup time (on the hour) → "10:00 am". */
export function formatTime(time: string, locale: Locale): string {
  return clock(time, locale);
}
