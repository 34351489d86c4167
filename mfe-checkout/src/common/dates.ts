import { businessTimeFormat } from '@mealprep/shared/domain';
import type { Locale } from '@mealprep/shared/i18n';

/**
 * A shop calendar date ('2026-11-23', a day in Malaysia) in the visitor's language, read at noon
 * in the shop's time zone so no visitor's clock moves it to another day. Checkout's date picker
 * and the payment pages use it.
 */
export function formatShopDate(
  date: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  return businessTimeFormat(locale, options).format(new Date(`${date}T12:00:00+08:00`));
}

/** A moment (an ISO time) as the shop's clock reads it: "Nov 21, 2026, 2:32 PM" — a pay-by time. */
export function formatShopMoment(iso: string, locale: Locale): string {
  return businessTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
