/** Nutrition sums of a plan, exact to the tenth of a gram. */
import type { HomeMeal, NutritionTotals, Supplement } from '@mealprep/shared/plan/contracts';
import type { Macros } from '@mealprep/shared/catalogue';
import type { StoredDay } from './model';

/** Sums macros in tenths of a gram (exact), calories 4P + 4C + 9F of the sums. */
export function totalsOf(parts: readonly Macros[]): NutritionTotals {
  const tenths = (pick: (m: Macros) => number) =>
    parts.reduce((sum, part) => sum + Math.round(pick(part) * 10), 0);
  const protein = tenths((m) => m.protein);
  const carbohydrate = tenths((m) => m.carbohydrate);
  const fat = tenths((m) => m.fat);
  return {
    calories: (protein * 4 + carbohydrate * 4 + fat * 9) / 10,
    protein: protein / 10,
    carbohydrate: carbohydrate / 10,
    fat: fat / 10,
  };
}

export function extrasOf(
  supplements: readonly Supplement[],
  homeMeal: HomeMeal | null,
): NutritionTotals {
  const parts: Macros[] = supplements.map((s) => ({
    protein: s.protein,
    carbohydrate: s.carbohydrate,
    fat: s.fat,
  }));
  if (homeMeal) parts.push(homeMeal);
  return totalsOf(parts);
}

export function dayTotals(day: StoredDay, extras: NutritionTotals): NutritionTotals {
  return totalsOf([...day.meals.flatMap((meal) => meal.items), extras]);
}
