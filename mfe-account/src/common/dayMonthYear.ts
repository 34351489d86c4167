/**
 * A date of birth as Malaysians write it, day before month ("14/03/1995"), and the
 * `yyyy-MM-dd` the API takes (docs/spec.md §3). A native date input is not used for it: Chromium
 * lays one out in the browser's language, mm/dd/yyyy for US English whatever the page's `lang`.
 */
const DAY_MONTH_YEAR = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "14/03/1995", "14.3.1995", "14-03-1995" or "1995-03-14" → "1995-03-14"; null if no real date. */
export function parseDayMonthYear(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(trimmed);
  return dmy ? isoOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1])) : null;
}

/** "1995-03-14" → "14/03/1995"; anything else is returned as it is. */
export function toDayMonthYear(value: string): string {
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}
