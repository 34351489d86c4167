import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { commonMessages, useLocale } from '../../i18n';
import { planViewMessages } from './messages';

/** Gives the widget its catalogue in the host's language, whatever the host's own catalogue holds. */
export function PlanViewIntl({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en-US"
      messages={{ ...commonMessages[locale], ...planViewMessages[locale] }}
    >
      {children}
    </IntlProvider>
  );
}
