import type { NutritionTotals } from '@mealprep/shared/domain';
import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

export const round = (value: number) => Math.round(value);

/** "1800 kcal · P 120 g · C 200 g · F 56 g". */
export function Nutrition({ totals }: { totals: NutritionTotals }) {
  const t = useT();
  return (
    <Text size="sm" tone="muted">
      {t('questionnaire.plan.kcal', { value: round(totals.calories) })} ·{' '}
      {t('questionnaire.plan.macros', {
        protein: round(totals.protein),
        carbohydrate: round(totals.carbohydrate),
        fat: round(totals.fat),
      })}
    </Text>
  );
}

/** One counted line: "Grilled chicken breast, 180 g" and, unless compact, its figures. */
export function ItemLine({
  name,
  totals,
  compact,
}: {
  name: string;
  totals: NutritionTotals;
  compact: boolean;
}) {
  const t = useT();
  if (compact) return <>{name}</>;
  return (
    <>
      {name}: {t('questionnaire.plan.kcal', { value: round(totals.calories) })} ·{' '}
      {t('questionnaire.plan.macros', {
        protein: round(totals.protein),
        carbohydrate: round(totals.carbohydrate),
        fat: round(totals.fat),
      })}
    </>
  );
}
