import { createTranslator } from '@mealprep/shared/i18n';
import type { adminMessages } from './messages';

/** The typed translator of this remote: its own message ids plus the common ones. */
export const useT = createTranslator<(typeof adminMessages)['en-US']>();
