import { useLocale } from '@mealprep/shared/i18n';
import { useCurrentMealPlanQuery } from '../plan/api';
import { PlanSuggestions } from '../plan/PlanSuggestions';

/**
 * The current plan's suggestions on the questionnaire's summary (docs/planner.md, Suggestions):
 * accepting one here changes the answers shown above and makes the plan again.
 */
export function SummarySuggestions() {
  const locale = useLocale();
  const { data: plan } = useCurrentMealPlanQuery(locale);
  return plan ? <PlanSuggestions plan={plan} /> : null;
}
