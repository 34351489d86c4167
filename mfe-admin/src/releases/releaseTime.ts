import { useMemo } from 'react';
import { businessTimeFormat } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';

/**
 * How the release screens write an instant (an ISO timestamp from the API): date and time in
 * business time, in the reader's language ("26 Nov 2026, 1:05 pm"). One formatter per language.
 */
export function useReleaseTime(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = businessTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
