/** The targets a day misses, each with why (docs/architecture.md §9). */
import { macrosForPortion, type Macros } from '@mealprep/shared/catalogue';
import { PLAN_TARGETS } from '@mealprep/shared/plan';
import type { NutritionTotals } from '@mealprep/shared/plan/contracts';
import {
  OIL_MAX_G,
  OIL_PER_100G,
  PORTION_BOUNDS,
  type GeneratedPlan,
  type MissReason,
  type StoredDay,
  type StoredMiss,
} from './model';
import { TOLERANCE } from './portions';
import { byCategory } from './recipes';
import { dayTotals, totalsOf } from './totals';

function boundTotals(
  day: StoredDay,
  plan: Pick<GeneratedPlan, 'recipes' | 'oil'>,
  bound: 'min' | 'max',
): NutritionTotals {
  const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  const oil: Macros[] =
    plan.oil && bound === 'max'
      ? day.meals.map(() => macrosForPortion(OIL_PER_100G, OIL_MAX_G))
      : [];
  return totalsOf([
    ...oil,
    ...day.meals.flatMap((meal) =>
      meal.items.flatMap((item) => {
        const recipe = byId.get(item.recipe_id);
        if (!recipe) return [];
        return [macrosForPortion(recipe.per100g, PORTION_BOUNDS[recipe.category][bound])];
      }),
    ),
  ]);
}

/** Targets a day misses by more than 5 %, each with why (docs/architecture.md §9). */
export function missesOf(
  day: StoredDay,
  plan: Omit<GeneratedPlan, 'misses' | 'days'>,
): StoredMiss[] {
  const totals = dayTotals(day, plan.extras);
  const groups = byCategory(plan.recipes);
  const misses: StoredMiss[] = [];
  for (const target of PLAN_TARGETS) {
    const expected = plan.requirements[target];
    const actual = totals[target];
    if (Math.abs(actual - expected) <= TOLERANCE * expected) continue;
    const high = actual > expected;
    let reason: MissReason = 'recipe_mix';
    if (day.meals.length === 0) reason = 'no_meals';
    else if (high && plan.extras[target] > expected * (1 + TOLERANCE)) reason = 'extras_exceed';
    else if (
      high &&
      totalsOf([boundTotals(day, plan, 'min'), plan.extras])[target] > expected * (1 + TOLERANCE)
    )
      reason = 'minimum_portions';
    else if (!high && (groups.protein.length === 0 || groups.carbohydrate.length === 0))
      reason = 'allergen_excluded';
    else if (
      !high &&
      totalsOf([boundTotals(day, plan, 'max'), plan.extras])[target] < expected * (1 - TOLERANCE)
    )
      reason = 'maximum_portions';
    misses.push({ day: day.day, target, reason, actual, expected });
  }
  return misses;
}
