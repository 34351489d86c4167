/** Which of the chosen recipes a plan may use, and their rotation over days and meals. */
import type { Allergen } from '@mealprep/shared/catalogue';
import {
  MEAL_COMPONENTS,
  type LeftOut,
  type LeftOutReason,
  type PlannerRecipe,
  type PlanRequest,
  type RecipeCategory,
  type SideItem,
} from './model';

export function safeRecipes(recipes: readonly PlannerRecipe[], allergens: readonly Allergen[]) {
  return recipes.filter((recipe) => !recipe.allergens.some((a) => allergens.includes(a)));
}

/**
 * The chosen recipes the plan may use: none holding a declared allergen and, for a customer
 * who chose no oil, none cooked in oil; the others are listed with the reason.
 */
export function usableRecipes(request: Pick<PlanRequest, 'recipes' | 'allergens' | 'oil'>): {
  recipes: PlannerRecipe[];
  leftOut: LeftOut[];
} {
  const recipes: PlannerRecipe[] = [];
  const leftOut: LeftOut[] = [];
  for (const recipe of request.recipes) {
    const reason: LeftOutReason | null = recipe.allergens.some((a) => request.allergens.includes(a))
      ? 'allergen'
      : !request.oil && recipe.cookedInOil
        ? 'no_oil'
        : null;
    if (reason)
      leftOut.push({ recipe_id: recipe.id, name: recipe.name, reason, category: recipe.category });
    else recipes.push(recipe);
  }
  return { recipes, leftOut };
}

/**
 * The balancing sides a plan may add (docs/planner.md): none unless the customer allows them,
 * and never one holding a declared allergen or excluded ingredient. No side is cooked in oil.
 */
export function usableSides(
  request: Pick<PlanRequest, 'sides' | 'allowSides' | 'allergens'>,
): SideItem[] {
  if (!request.allowSides) return [];
  return (request.sides ?? []).filter(
    (side) => !side.allergens.some((allergen) => request.allergens.includes(allergen)),
  );
}

export function byCategory(
  recipes: readonly PlannerRecipe[],
): Record<RecipeCategory, PlannerRecipe[]> {
  const groups: Record<RecipeCategory, PlannerRecipe[]> = {
    protein: [],
    carbohydrate: [],
    vegetable: [],
    garnish: [],
    sauce: [],
  };
  for (const recipe of [...recipes].sort((a, b) => a.id - b.id))
    groups[recipe.category].push(recipe);
  return groups;
}

/**
 * The recipes of meal `meal` of day `day`: each category rotates so that within a day no
 * component repeats while there are enough chosen (a protein repeats only when fewer proteins
 * than meals were chosen, and then as evenly as possible), and each day starts one further
 * along, so consecutive days differ.
 */
export function componentsFor(
  groups: Record<RecipeCategory, PlannerRecipe[]>,
  day: number,
  meal: number,
): PlannerRecipe[] {
  return MEAL_COMPONENTS.flatMap((category, offset) => {
    const list = groups[category];
    if (list.length === 0) return [];
    const chosen = list[(day + meal + offset * day) % list.length];
    return chosen ? [chosen] : [];
  });
}
