import { businessTimeFormat } from '@mealprep/shared/domain';

/** Dates of the admin screens: Malaysian business time, in the admin's language. */
export function formatWhen(iso: string, locale: string): string {
  return businessTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso));
}
