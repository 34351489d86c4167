import type { NutritionTotals } from '@mealprep/shared/plan/contracts';
import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

export const round = (value: number) => Math.round(value);

/** "1800 kcal · P 120 g · C 200 g · F 56 g". */
function useFigures() {
  const t = useT();
  return (totals: NutritionTotals) =>
    `${t('questionnaire.plan.kcal', { value: round(totals.calories) })} · ${t(
      'questionnaire.plan.macros',
      {
        protein: round(totals.protein),
        carbohydrate: round(totals.carbohydrate),
        fat: round(totals.fat),
      },
    )}`;
}

/** A day's, a meal's or the daily intake's figures. */
export function Nutrition({ totals }: { totals: NutritionTotals }) {
  const figures = useFigures();
  return (
    <Text size="sm" tone="muted">
      {figures(totals)}
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
  const figures = useFigures();
  return <>{compact ? name : `${name}: ${figures(totals)}`}</>;
}
