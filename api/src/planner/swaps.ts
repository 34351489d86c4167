/**
 * Swapping a meal's dishes (docs/planner.md, Editing a plan): another combination of the dishes
 * the customer chose, one of each kind the meal has now. What each meal offers, with why a chosen
 * dish the plan leaves out cannot come in, and whether a combination asked for may be served.
 */
import {
  MEAL_COMPONENTS,
  type GeneratedPlan,
  type LeftOut,
  type LeftOutReason,
  type PlannerRecipe,
  type RecipeCategory,
  type StoredMeal,
} from './model';

/** A meal's dishes (not its cooking oil or balancing sides), in the plan's recipes. */
export function recipesOfMeal(
  meal: StoredMeal,
  plan: Pick<GeneratedPlan, 'recipes'>,
): PlannerRecipe[] {
  const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  return meal.items.flatMap((item) => {
    const recipe = item.side ? undefined : byId.get(item.recipe_id);
    return recipe ? [recipe] : [];
  });
}

/** One dish a meal's dish may be swapped for, with the meal's dishes after the swap. */
export interface SwapOption {
  replaces: PlannerRecipe;
  recipeId: number;
  name: PlannerRecipe['name'];
  /** The meal's dishes with this one swapped in, in the order a meal lists them. */
  recipeIds: number[];
  /** Why it cannot come in (a chosen dish the plan leaves out), or null when it can. */
  leftOut: LeftOutReason | null;
}

const inMealOrder = (recipes: readonly PlannerRecipe[]) =>
  [...recipes].sort(
    (a, b) => MEAL_COMPONENTS.indexOf(a.category) - MEAL_COMPONENTS.indexOf(b.category),
  );

/**
 * What each dish of a meal may be swapped for: every other dish of its kind the customer chose,
 * those the plan uses first, then those it leaves out (an allergen, oil for a no-oil customer)
 * with their reason. Empty where the customer chose one dish of each kind the meal has.
 */
export function swapOptions(
  plan: Pick<GeneratedPlan, 'recipes' | 'leftOut'>,
  meal: StoredMeal,
): SwapOption[] {
  const dishes = recipesOfMeal(meal, plan);
  return dishes.flatMap((dish) => {
    const swapped = (id: number) =>
      inMealOrder(dishes).map((entry) => (entry.id === dish.id ? id : entry.id));
    const usable = plan.recipes
      .filter((recipe) => recipe.category === dish.category && recipe.id !== dish.id)
      .sort((a, b) => a.id - b.id)
      .map((recipe): SwapOption => ({
        replaces: dish,
        recipeId: recipe.id,
        name: recipe.name,
        recipeIds: swapped(recipe.id),
        leftOut: null,
      }));
    const unavailable = (plan.leftOut ?? [])
      .filter((entry) => entry.category === dish.category)
      .map((entry): SwapOption => ({
        replaces: dish,
        recipeId: entry.recipe_id,
        name: entry.name,
        recipeIds: swapped(entry.recipe_id),
        leftOut: entry.reason,
      }));
    return [...usable, ...unavailable];
  });
}

export type SwapCheck =
  | { ok: true; recipes: PlannerRecipe[] }
  /**
   * 'same': the meal as it is; 'shape': not one dish of each kind the meal has; 'not_chosen': a
   * dish the customer did not choose; 'left_out': one the plan leaves out, with its reason.
   */
  | { ok: false; reason: 'same' | 'not_chosen' }
  | { ok: false; reason: 'shape'; kinds: RecipeCategory[] }
  | { ok: false; reason: 'left_out'; leftOut: LeftOut };

/** Whether a meal's dishes may become `recipeIds`, and those dishes in the order a meal lists. */
export function checkSwap(
  plan: Pick<GeneratedPlan, 'recipes' | 'leftOut'>,
  meal: StoredMeal,
  recipeIds: readonly number[],
): SwapCheck {
  const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  const recipes: PlannerRecipe[] = [];
  for (const id of recipeIds) {
    const recipe = byId.get(id);
    if (recipe) {
      recipes.push(recipe);
      continue;
    }
    const leftOut = plan.leftOut?.find((entry) => entry.recipe_id === id);
    return leftOut
      ? { ok: false, reason: 'left_out', leftOut }
      : { ok: false, reason: 'not_chosen' };
  }
  const kinds = (list: readonly PlannerRecipe[]) =>
    list
      .map((recipe) => recipe.category)
      .sort()
      .join();
  const dishes = recipesOfMeal(meal, plan);
  if (new Set(recipeIds).size !== recipeIds.length || kinds(recipes) !== kinds(dishes)) {
    return { ok: false, reason: 'shape', kinds: inMealOrder(dishes).map((dish) => dish.category) };
  }
  const ids = (list: readonly PlannerRecipe[]) =>
    list
      .map((recipe) => recipe.id)
      .sort((a, b) => a - b)
      .join();
  if (ids(recipes) === ids(dishes)) return { ok: false, reason: 'same' };
  return { ok: true, recipes: inMealOrder(recipes) };
}
