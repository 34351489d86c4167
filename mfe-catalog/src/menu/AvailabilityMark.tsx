import { businessDate, formatShopDate } from '@mealprep/shared/core';
import type { UnavailableDate } from '@mealprep/shared/catalogue';
import { useLocale } from '@mealprep/shared/i18n';
import { Badge } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/** The marks from today on (an answer cached since yesterday may still carry older ones). */
function upcoming(unavailable: readonly UnavailableDate[] | undefined, now: Date) {
  const today = businessDate(now);
  return (unavailable ?? []).filter((entry) => entry.date >= today);
}

/**
 * "Sold out for Fri, 4 Dec" on a dish, for the soonest delivery date it cannot be had on
 * (docs/menu.md); nothing when it can be had on every date. The dates come with the dish, so the
 * server's HTML already carries the mark. Which of them a customer's order would fall on is
 * decided at checkout, where the date is chosen (the delivery rules need luxon, which the menu's
 * first load does without).
 */
export function AvailabilityMark({
  unavailable,
  now = new Date(),
}: {
  unavailable: readonly UnavailableDate[] | undefined;
  now?: Date;
}) {
  const t = useT();
  const locale = useLocale();
  const [soonest] = upcoming(unavailable, now);
  if (!soonest) return null;
  return (
    <Badge tone="danger">
      {t(`catalog.availability.${soonest.state}`, {
        date: formatShopDate(soonest.date, locale),
      })}
    </Badge>
  );
}

/** Every later date the dish cannot be had on (its own page), or nothing. */
export function LaterUnavailableDates({
  unavailable,
  now = new Date(),
}: {
  unavailable: readonly UnavailableDate[] | undefined;
  now?: Date;
}) {
  const t = useT();
  const locale = useLocale();
  const later = upcoming(unavailable, now).slice(1);
  if (later.length === 0) return null;
  return (
    <p>
      {t('catalog.availability.later', {
        dates: later.map((entry) => formatShopDate(entry.date, locale)).join(', '),
      })}
    </p>
  );
}
