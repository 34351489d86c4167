import { PLAN_TARGETS, planAccuracy } from '@mealprep/shared/plan';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import { Card, Heading, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/**
 * How many days of the plan are within 5 % of each target, before paying (docs/planner.md,
 * Accuracy): counted with the shared rule `planAccuracy`, the one the account's plan view uses.
 * Why a day is not on target is listed below it (PlanNotes); second portions are named here.
 */
export function PlanAccuracy({ plan }: { plan: MealPlan }) {
  const t = useT();
  const accuracy = planAccuracy(plan);
  const adjustments = plan.adjustments ?? [];
  return (
    <Card>
      <Stack gap={2}>
        <Heading level={3}>{t('questionnaire.accuracy.title')}</Heading>
        <Text weight="bold">
          {t('questionnaire.accuracy.all', { on: accuracy.allOnTarget, days: accuracy.days })}
        </Text>
        <ul aria-label={t('questionnaire.accuracy.title')}>
          {PLAN_TARGETS.map((target) => (
            <li key={target}>
              {t('questionnaire.accuracy.target', {
                target: t(`questionnaire.accuracy.${target}`),
                on: accuracy.byTarget[target],
                days: accuracy.days,
              })}
            </li>
          ))}
        </ul>
        {adjustments.length > 0 && (
          <>
            <Heading level={4}>{t('questionnaire.accuracy.secondPortions')}</Heading>
            <ul>
              {adjustments.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        )}
      </Stack>
    </Card>
  );
}
