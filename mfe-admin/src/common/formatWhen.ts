import { businessTimeFormat, readerLocale } from '@mealprep/shared/core';

/**
 * Moments on the admin screens, as the shop writes them everywhere (docs/glossary.md, "Customer
 * words"): Malaysian business time, the day first, a 24-hour clock — with the seconds, which
 * staff reading a log or an audit trail need: "25 Nov 2026, 09:05:00".
 */
export function formatWhen(iso: string, locale: string): string {
  const instant = new Date(iso);
  const day = businessTimeFormat(readerLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);
  const time = businessTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${day}, ${time}`;
}
