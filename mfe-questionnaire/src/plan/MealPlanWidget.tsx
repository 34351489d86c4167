import { IntlProvider } from 'react-intl';
import type { MealPlanWidgetProps } from '@mealprep/shared/federation';
import { commonMessages, useLocale } from '@mealprep/shared/i18n';
import { questionnaireMessages } from '../messages';
import { MealPlanView } from './MealPlanView';

/**
 * The exposed `questionnaire/MealPlan` widget (shown on /account through RemoteWidget). The
 * host registers only route modules' messages, so the widget brings its own catalogue.
 */
export default function MealPlanWidget({ compact = false }: MealPlanWidgetProps) {
  const locale = useLocale();
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en-US"
      messages={{ ...commonMessages[locale], ...questionnaireMessages[locale] }}
    >
      {/* /account heads this section "My meal plan" itself: one heading, not two. */}
      <MealPlanView compact={compact} titled={false} />
    </IntlProvider>
  );
}
