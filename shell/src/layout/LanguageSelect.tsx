import type { ChangeEvent } from 'react';
import { isLocale, LOCALES, useLocale } from '@mealprep/shared/i18n';
import { Select } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import { usePlatform } from '../platform/PlatformContext';
import { LANGUAGE_NAMES } from './navigation';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/**
 * The language choice of the header and the guest bar: a native select named "Language" that
 * shows the current language. Choosing another stores it and reloads the page (docs/spec.md §1).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useShellT();
  const locale = useLocale();
  const { switchLocale } = usePlatform();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (isLocale(next) && next !== locale) switchLocale(next);
  };
  return (
    <Select
      className={className}
      aria-label={t('shell.nav.language')}
      options={OPTIONS}
      value={locale}
      onChange={onChange}
    />
  );
}
