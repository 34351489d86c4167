import { formatMessage, type MessageValues } from '@mealprep/shared/validation';
import type { Locale } from '@mealprep/shared/locale';

/**
 * The refusal only this route writes, in both languages. It lives beside the route rather than
 * in the shared validation catalogue because no form schema checks it: it needs the gazetteer,
 * which stays on the server (docs/architecture.md §7 address postcodes).
 */
const messages: Record<Locale, { placeUnknown: string }> = {
  'en-US': {
    placeUnknown:
      'We couldn’t find “{query}”. Enter a 5-digit postcode or the full name of your town or area, e.g. 47300 or Petaling Jaya.',
  },
  'ms-MY': {
    placeUnknown:
      'Kami tidak menjumpai “{query}”. Masukkan poskod 5 digit atau nama penuh bandar atau kawasan anda, cth. 47300 atau Petaling Jaya.',
  },
};

export function deliveryAreaMessage(
  locale: Locale,
  key: 'placeUnknown',
  values: MessageValues,
): string {
  return formatMessage(messages[locale][key], values);
}
