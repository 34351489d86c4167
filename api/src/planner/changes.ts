/**
 * The changes to the customer's answers a suggestion may make (docs/planner.md, Suggestions): an
 * offered recipe added, a swap to a leaner dish, another meal count, balancing sides or light meals
 * allowed, the home-sourced meal cooked by the kitchen; and the answers with changes made. None
 * ever adds a recipe holding a declared allergen, one cooked in oil for a no-oil customer, or one
 * of a list answered "none".
 */
import { caloriesOf } from '@mealprep/shared/catalogue';
import type { AnswerChange, PlannerRecipe, PlanRequest } from './model';
import { usableRecipes, usableSides } from './recipes';

/**
 * Whether a recipe may be suggested to this customer: not one they chose, not holding one of their
 * allergens, not cooked in oil when they chose no oil, and not of a list (garnish, sauce) they
 * answered with "none" (a suggestion never contradicts a choice).
 */
export function mayAdd(recipe: PlannerRecipe, request: PlanRequest): boolean {
  if (request.recipes.some((chosen) => chosen.id === recipe.id)) return false;
  if (recipe.allergens.some((allergen) => request.allergens.includes(allergen))) return false;
  if (!request.oil && recipe.cookedInOil) return false;
  if (recipe.category === 'garnish' || recipe.category === 'sauce') {
    return request.recipes.some((chosen) => chosen.category === recipe.category);
  }
  return true;
}

/** The answers with a set of changes made. */
export function applyChanges(request: PlanRequest, changes: readonly AnswerChange[]): PlanRequest {
  let next: PlanRequest = request;
  for (const change of changes) {
    if (change.kind === 'meals_per_day') next = { ...next, mealsPerDay: change.meals };
    else if (change.kind === 'allow_sides') next = { ...next, allowSides: true };
    else if (change.kind === 'allow_light_meals') next = { ...next, allowLightMeals: true };
    else if (change.kind === 'cook_home_meal') next = { ...next, homeMeal: null };
    else {
      if (change.kind === 'swap_recipe') {
        const removed = next.recipes.find((entry) => entry.id === change.remove_id);
        next = {
          ...next,
          recipes: next.recipes.filter((entry) => entry.id !== change.remove_id),
          candidates: removed ? [...(next.candidates ?? []), removed] : next.candidates,
        };
      }
      const recipe = request.candidates?.find((entry) => entry.id === change.recipe_id);
      if (recipe && !next.recipes.some((entry) => entry.id === recipe.id))
        next = {
          ...next,
          recipes: [...next.recipes, recipe],
          candidates: next.candidates?.filter((entry) => entry.id !== recipe.id),
        };
    }
  }
  return next;
}

/** Every single change the search may try. */
export function singleChanges(request: PlanRequest): AnswerChange[] {
  const adds: AnswerChange[] = (request.candidates ?? [])
    .filter((recipe) => mayAdd(recipe, request))
    .map((recipe) => ({
      kind: 'add_recipe',
      recipe_id: recipe.id,
      name: recipe.name,
      category: recipe.category,
    }));
  // More or fewer meals a day (docs/planner.md, Suggestions); never none cooked.
  const counts = request.mealCounts ?? [];
  // Any more: one cooked meal beside a home meal cannot hold a day's carbohydrate even at two
  // portions of its largest, and one more may still fall short.
  const more = counts.filter((count) => count > request.mealsPerDay);
  // Any fewer, down to one cooked meal: the smallest protein portions of five meals may overshoot
  // a small protein target even with three.
  const fewer = counts.filter(
    (count) => count < request.mealsPerDay && count > (request.homeMeal ? 1 : 0),
  );
  const meals: AnswerChange[] = [...more, ...fewer].map((count) => ({
    kind: 'meals_per_day' as const,
    meals: count,
  }));
  // Balancing sides, where the customer has not allowed them and one is free of their allergens.
  const sides: AnswerChange[] =
    !request.allowSides && usableSides({ ...request, allowSides: true }).length > 0
      ? [{ kind: 'allow_sides' }]
      : [];
  // Light meals, where the customer has not allowed them and a meal could lose its protein dish.
  const light: AnswerChange[] = mayLighten(request) ? [{ kind: 'allow_light_meals' }] : [];
  // The home-sourced meal cooked by the kitchen: what it brings may pass a target on its own.
  const home: AnswerChange[] = request.homeMeal
    ? [{ kind: 'cook_home_meal', name: request.homeMeal.name }]
    : [];
  return [...adds, ...swapChanges(request), ...meals, ...sides, ...light, ...home];
}

/** Whether allowing light meals could change the plan: a meal could serve without its protein. */
function mayLighten(request: PlanRequest): boolean {
  if (request.allowLightMeals) return false;
  const usable = usableRecipes(request).recipes;
  return (
    usable.some((recipe) => recipe.category === 'protein') &&
    usable.some((recipe) => recipe.category === 'carbohydrate')
  );
}

/** Protein per kcal: what a swap lowers. */
const proteinShare = (recipe: PlannerRecipe) =>
  (recipe.per100g.protein * 4) / Math.max(caloriesOf(recipe.per100g), 1);

/**
 * Swaps (docs/planner.md, Suggestions): every meal holds a protein dish and a carbohydrate, each
 * with its own protein, so a day can pass its protein target with every portion at its smallest.
 * For each chosen protein or carbohydrate, the offered one of the same list with the least protein
 * per calorie (that the customer may be given) is tried in its place, where it has less.
 */
export function swapChanges(request: PlanRequest): AnswerChange[] {
  const usable = usableRecipes(request).recipes;
  return usable.flatMap((chosen): AnswerChange[] => {
    if (chosen.category !== 'protein' && chosen.category !== 'carbohydrate') return [];
    const leaner = (request.candidates ?? [])
      .filter((recipe) => recipe.category === chosen.category && mayAdd(recipe, request))
      .filter((recipe) => proteinShare(recipe) < proteinShare(chosen) * 0.8)
      .sort((a, b) => proteinShare(a) - proteinShare(b))[0];
    return leaner
      ? [
          {
            kind: 'swap_recipe',
            remove_id: chosen.id,
            removed: chosen.name,
            recipe_id: leaner.id,
            name: leaner.name,
            category: leaner.category,
          },
        ]
      : [];
  });
}

export const keyOf = (changes: readonly AnswerChange[]) =>
  changes
    .map((change) =>
      change.kind === 'add_recipe'
        ? `recipe-${change.recipe_id}`
        : change.kind === 'swap_recipe'
          ? `swap-${change.remove_id}-${change.recipe_id}`
          : change.kind === 'meals_per_day'
            ? `meals-${change.meals}`
            : change.kind === 'allow_light_meals'
              ? 'light'
              : change.kind === 'cook_home_meal'
                ? 'home'
                : 'sides',
    )
    .sort()
    .join('+');

export const KINDS = [
  'add_recipe',
  'swap_recipe',
  'meals_per_day',
  'allow_sides',
  'allow_light_meals',
  'cook_home_meal',
] as const;

/** What a set of changes mainly is: a meal count, else sides, else a swap, else a recipe. */
export function kindOf(changes: readonly AnswerChange[]): (typeof KINDS)[number] {
  if (changes.some((change) => change.kind === 'meals_per_day')) return 'meals_per_day';
  if (changes.some((change) => change.kind === 'cook_home_meal')) return 'cook_home_meal';
  if (changes.some((change) => change.kind === 'allow_sides')) return 'allow_sides';
  if (changes.some((change) => change.kind === 'allow_light_meals')) return 'allow_light_meals';
  if (changes.some((change) => change.kind === 'swap_recipe')) return 'swap_recipe';
  return 'add_recipe';
}
