/** One day's meals portioned by linear programming against the day's targets. */
import type { Highs } from 'highs';
import { macrosForPortion } from '@mealprep/shared/catalogue';
import type { DailyRequirements, NutritionTotals } from '@mealprep/shared/plan/contracts';
import {
  DEFAULT_PORTION_STEPS_G,
  OIL_MAX_G,
  OIL_PER_100G,
  OIL_STEP_G,
  PORTION_BOUNDS,
  SIDE_MAX_SERVINGS,
  type PlannerRecipe,
  type SideItem,
  type PortionSteps,
  type StoredItem,
  type StoredMeal,
} from './model';
import {
  solveRelaxedMany,
  type Portion,
  type PortionProblem,
  type PortionVariable,
} from './portions';
import { solvePortionsMany } from './steps';

function itemOf(
  recipe: Pick<PlannerRecipe, 'id' | 'name' | 'per100g'>,
  grams: number,
  second: number,
  oil: number,
): StoredItem {
  const macros = macrosForPortion(recipe.per100g, grams + second);
  return {
    recipe_id: recipe.id,
    name: recipe.name,
    grams: grams + second,
    ...(second > 0 ? { second } : {}),
    oil,
    ...macros,
    fat: (Math.round(macros.fat * 10) + Math.round(oil * 10)) / 10,
  };
}

/**
 * Cost of one serving of a balancing side in the model (docs/planner.md): far below a missed
 * target, far above what it could gain inside the 5 % band, so a side is added only where the
 * dishes alone fall short; a dearer side costs a little more (RM 1 adds 0.01).
 */
export const SIDE_WEIGHT = 0.3;
const SIDE_WEIGHT_PER_SEN = 0.00001;

function sideItemOf(side: SideItem, servings: number): StoredItem {
  return { ...itemOf(side, servings * side.servingG, 0, 0), side: servings };
}

/**
 * The LP of one day: each meal's components (and its cooking oil) against the day's targets, and
 * the balancing sides the customer allows, in whole servings (none on a day without meals).
 */
export function dayProblem(
  meals: readonly PlannerRecipe[][],
  requirements: DailyRequirements,
  extras: NutritionTotals,
  oil: boolean,
  steps: PortionSteps = DEFAULT_PORTION_STEPS_G,
  sides: readonly SideItem[] = [],
): PortionProblem {
  const variables: PortionVariable[] = meals.flatMap((recipes, meal) =>
    recipes.map((recipe) => {
      // Within the range a kitchen serves, one portion (docs/planner.md, Meals a kitchen serves).
      return {
        meal,
        per100g: recipe.per100g,
        ...PORTION_BOUNDS[recipe.category],
        step: steps[recipe.category],
        second: 0,
      };
    }),
  );
  // The oil a meal is cooked with goes into its first component (the protein, pan-seared).
  if (oil) {
    meals.forEach((recipes, meal) => {
      if (recipes.length > 0)
        variables.push({
          meal,
          per100g: OIL_PER_100G,
          min: 0,
          max: OIL_MAX_G,
          step: OIL_STEP_G,
          second: 0,
        });
    });
  }
  if (meals.some((recipes) => recipes.length > 0)) {
    for (const side of sides)
      variables.push({
        meal: -1,
        per100g: side.per100g,
        min: 0,
        max: side.servingG * SIDE_MAX_SERVINGS,
        step: side.servingG,
        second: 0,
        cost: SIDE_WEIGHT + side.priceSen * SIDE_WEIGHT_PER_SEN,
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

/**
 * The stored meals of a day from its portions: each meal's oil on its first component, and each
 * balancing side served with a meal (the last meal first, then the one before), as its own line.
 */
function mealsOf(
  meals: readonly PlannerRecipe[][],
  problem: PortionProblem,
  solved: Portion[] | null,
  oil: boolean,
  sides: readonly SideItem[],
): StoredMeal[] {
  const { variables } = problem;
  const components = meals.reduce((sum, recipes) => sum + recipes.length, 0);
  const oils = oil ? meals.filter((recipes) => recipes.length > 0).length : 0;
  const portions =
    solved ??
    variables.map((variable) => ({
      grams: Math.ceil(variable.min / variable.step) * variable.step,
      second: 0,
    }));
  let index = 0;
  let oilIndex = components;
  const stored: StoredMeal[] = meals.map((recipes, meal) => {
    const mealOil = oil && recipes.length > 0 ? (portions[oilIndex++]?.grams ?? 0) : 0;
    return {
      meal: meal + 1,
      items: recipes.map((recipe, position) => {
        const portion = portions[index++];
        return itemOf(
          recipe,
          portion?.grams ?? PORTION_BOUNDS[recipe.category].min,
          portion?.second ?? 0,
          position === 0 ? mealOil : 0,
        );
      }),
    };
  });
  const withMeals = stored.filter((meal) => meal.items.length > 0);
  let served = 0;
  sides.forEach((side, j) => {
    const variable = variables[components + oils + j];
    // Whole servings, except in the suggestion search's continuous screen.
    const grams = variable ? (portions[components + oils + j]?.grams ?? 0) : 0;
    const servings = Math.round((grams / side.servingG) * 1000) / 1000;
    const meal = withMeals[withMeals.length - 1 - (served % Math.max(withMeals.length, 1))];
    if (servings <= 0 || !meal) return;
    meal.items.push(sideItemOf(side, servings));
    served += 1;
  });
  return stored;
}

/**
 * Portions several days' meals with the mixed-integer model, in the kitchen's steps, all days
 * solved as one model; each meal keeps its components, each within the range a kitchen serves,
 * and each box near the day's mean. `relaxed`: continuous grams (the suggestion search's screen).
 */
export function portionDays(
  highs: Highs,
  days: readonly (readonly PlannerRecipe[][])[],
  requirements: DailyRequirements,
  extras: NutritionTotals,
  oil: boolean,
  steps: PortionSteps = DEFAULT_PORTION_STEPS_G,
  relaxed = false,
  sides: readonly SideItem[] = [],
): StoredMeal[][] {
  const problems = days.map((meals) => dayProblem(meals, requirements, extras, oil, steps, sides));
  // Days the rotation makes alike (the same dishes in the same meals) are the same problem:
  // each is solved once and its portions served on every such day.
  const firstOf = new Map<string, number>();
  const unique: PortionProblem[] = [];
  const slot = problems.map((problem) => {
    const key = JSON.stringify(problem);
    let at = firstOf.get(key);
    if (at === undefined) {
      at = unique.length;
      firstOf.set(key, at);
      unique.push(problem);
    }
    return at;
  });
  const solvedUnique = relaxed ? solveRelaxedMany(highs, unique) : solvePortionsMany(highs, unique);
  const solved = slot.map((at) => solvedUnique[at] ?? null);
  return days.map((meals, k) => mealsOf(meals, problems[k]!, solved[k] ?? null, oil, sides));
}

/** Portions one day's meals (an edit of a day). */
export function portionDay(
  highs: Highs,
  meals: readonly PlannerRecipe[][],
  requirements: DailyRequirements,
  extras: NutritionTotals,
  oil: boolean,
  steps: PortionSteps = DEFAULT_PORTION_STEPS_G,
  sides: readonly SideItem[] = [],
): StoredMeal[] {
  return portionDays(highs, [meals], requirements, extras, oil, steps, false, sides)[0] ?? [];
}
