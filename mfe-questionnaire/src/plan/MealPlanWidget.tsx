import { IntlProvider } from 'react-intl';
import type { MealPlanWidgetProps } from '@mealprep/shared/federation';
import { commonMessages, useLocale } from '@mealprep/shared/i18n';
import { questionnaireMessages } from '../messages';
import { MealPlanView } from './MealPlanView';

/**
 * The exposed `questionnaire/MealPlan` widget (shown on /account through RemoteWidget). The
 * host registers only route modules' messages, so the widget brings its own catalogue.
 */
// `compact` is kept in the contract for older hosts; the plan view shows one day at a time
// everywhere, so there is nothing left to compact.
export default function MealPlanWidget(_props: MealPlanWidgetProps) {
  const locale = useLocale();
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en-US"
      messages={{ ...commonMessages[locale], ...questionnaireMessages[locale] }}
    >
      {/* /account heads this section "My meal plan" itself: one heading, not two. */}
      <MealPlanView titled={false} />
    </IntlProvider>
  );
}
