/** One day's meals portioned by linear programming against the day's targets. */
import type { Highs } from 'highs';
import {
  macrosForPortion,
  type DailyRequirements,
  type NutritionTotals,
} from '@mealprep/shared/domain';
import {
  OIL_MAX_G,
  OIL_PER_100G,
  PORTION_BOUNDS,
  type PlannerRecipe,
  type StoredItem,
  type StoredMeal,
} from './model';
import { solvePortions, type PortionProblem, type PortionVariable } from './portions';

function itemOf(recipe: PlannerRecipe, grams: number, oil: number): StoredItem {
  const macros = macrosForPortion(recipe.per100g, grams);
  return {
    recipe_id: recipe.id,
    name: recipe.name,
    grams,
    oil,
    ...macros,
    fat: (Math.round(macros.fat * 10) + Math.round(oil * 10)) / 10,
  };
}

/** The LP of one day: each meal's components (and its cooking oil) against the day's targets. */
export function dayProblem(
  meals: readonly PlannerRecipe[][],
  requirements: DailyRequirements,
  extras: NutritionTotals,
  oil: boolean,
): PortionProblem {
  const variables: PortionVariable[] = meals.flatMap((recipes, meal) =>
    recipes.map((recipe) => ({
      meal,
      per100g: recipe.per100g,
      ...PORTION_BOUNDS[recipe.category],
    })),
  );
  // The oil a meal is cooked with goes into its first component (the protein, pan-seared).
  if (oil) {
    meals.forEach((recipes, meal) => {
      if (recipes.length > 0)
        variables.push({ meal, per100g: OIL_PER_100G, min: 0, max: OIL_MAX_G });
    });
  }
  const targets: NutritionTotals = {
    calories: Math.max(0, requirements.calories - extras.calories),
    protein: Math.max(0, requirements.protein - extras.protein),
    carbohydrate: Math.max(0, requirements.carbohydrate - extras.carbohydrate),
    fat: Math.max(0, requirements.fat - extras.fat),
  };
  return { variables, targets, meals: meals.length };
}

/** Portions one day's meals with the LP; each meal keeps its components. */
export function portionDay(
  highs: Highs,
  meals: readonly PlannerRecipe[][],
  requirements: DailyRequirements,
  extras: NutritionTotals,
  oil: boolean,
): StoredMeal[] {
  const problem = dayProblem(meals, requirements, extras, oil);
  const { variables } = problem;
  const components = meals.reduce((sum, recipes) => sum + recipes.length, 0);
  const grams = solvePortions(highs, problem) ?? variables.map((variable) => variable.min);
  let index = 0;
  let oilIndex = components;
  return meals.map((recipes, meal) => {
    const mealOil = oil && recipes.length > 0 ? (grams[oilIndex++] ?? 0) : 0;
    return {
      meal: meal + 1,
      items: recipes.map((recipe, position) =>
        itemOf(
          recipe,
          grams[index++] ?? PORTION_BOUNDS[recipe.category].min,
          position === 0 ? mealOil : 0,
        ),
      ),
    };
  });
}
