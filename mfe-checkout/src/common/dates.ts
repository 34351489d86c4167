import type { Locale } from '@mealprep/shared/i18n';

/** The shop's time zone (docs/spec.md §9): dates and slots are Malaysian time. */
export const SHOP_TIME_ZONE = 'Asia/Kuala_Lumpur';

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
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }).format(
    new Date(`${date}T12:00:00+08:00`),
  );
}
