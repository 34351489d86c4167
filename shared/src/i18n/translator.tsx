import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CommonMessageId } from './commonMessages';
import type { Locale } from './locale';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The one wrapper around react-intl (raw `useIntl` is banned by lint in the apps). Each part
 * builds its own typed hook from its English catalogue, so an unknown id is a compile error:
 * `export const useT = createTranslator<typeof catalogMessages['en-US']>();`
 */
export function createTranslator<E extends Record<string, string>>() {
  return function useT(): Translate<(keyof E & string) | CommonMessageId> {
    const intl = useIntl();
    return useCallback(
      (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>),
      [intl],
    );
  };
}

/** The current locale as chosen by the shell. */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
}

export const useCommonT = createTranslator<Record<CommonMessageId, string>>();
