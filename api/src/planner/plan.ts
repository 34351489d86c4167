import type { Highs } from 'highs';
import {
  macrosForPortion,
  PLAN_TARGETS,
  type Allergen,
  type DailyRequirements,
  type HomeMeal,
  type Macros,
  type NutritionTotals,
  type PlanTarget,
  type Supplement,
} from '@mealprep/shared/domain';
import type { LocalizedText } from '../db/schema';
import { solvePortions, TOLERANCE, type PortionProblem, type PortionVariable } from './portions';

export type RecipeCategory = 'protein' | 'carbohydrate' | 'vegetable' | 'garnish' | 'sauce';
/** The order a meal's components are listed in. */
export const MEAL_COMPONENTS: readonly RecipeCategory[] = [
  'protein',
  'carbohydrate',
  'vegetable',
  'garnish',
  'sauce',
];

/** Sensible portion bounds in grams per component (a meal-prep box, cooked weights). */
export const PORTION_BOUNDS: Record<RecipeCategory, { min: number; max: number }> = {
  protein: { min: 60, max: 300 },
  carbohydrate: { min: 40, max: 400 },
  vegetable: { min: 50, max: 250 },
  garnish: { min: 5, max: 20 },
  sauce: { min: 10, max: 80 },
};

export interface PlannerRecipe {
  id: number;
  category: RecipeCategory;
  name: LocalizedText;
  allergens: readonly Allergen[];
  per100g: Macros;
  /** Cooked in oil (stir-fried, fried, pan-seared): never given to a customer who chose no oil. */
  cookedInOil?: boolean;
}

/**
 * The seeded components the kitchen cooks in oil, by recipe code. Their names say so (fried
 * shallots, stir-fried greens, pan-seared salmon); a test keeps this list and the seed in step.
 */
export const OIL_COOKED_RECIPES: ReadonlySet<string> = new Set([
  'stir_fried_greens',
  'fried_shallots',
  'salmon',
]);

/** Why a chosen recipe is not in the plan. */
export type LeftOutReason = 'no_oil' | 'allergen';
export interface LeftOut {
  recipe_id: number;
  name: LocalizedText;
  reason: LeftOutReason;
}

export interface PlanRequest {
  requirements: DailyRequirements;
  days: number;
  /** Meals a day as answered; a home-sourced meal takes one of them. */
  mealsPerDay: number;
  /** The customer's chosen recipes (meal questionnaire); garnish/sauce absent when 'none'. */
  recipes: readonly PlannerRecipe[];
  allergens: readonly Allergen[];
  supplements: readonly Supplement[];
  homeMeal: HomeMeal | null;
  /** Cooking oil allowed (the oil preference 'normal_oil'): up to OIL_MAX_G per meal. */
  oil: boolean;
}

/** Grams of cooking oil a meal may be cooked with when the customer allows oil. */
export const OIL_MAX_G = 15;
/** The name the plan gives a meal's cooking oil. */
export const COOKING_OIL_NAME: LocalizedText = { 'en-US': 'Cooking oil', 'ms-MY': 'Minyak masak' };
const OIL_PER_100G: Macros = { protein: 0, carbohydrate: 0, fat: 100 };

export interface StoredItem {
  recipe_id: number;
  name: LocalizedText;
  grams: number;
  /** Grams of cooking oil this component is cooked with (counted in its fat). */
  oil: number;
  protein: number;
  carbohydrate: number;
  fat: number;
}
export interface StoredMeal {
  meal: number;
  items: StoredItem[];
}
export interface StoredDay {
  day: number;
  meals: StoredMeal[];
}
export const MISS_REASONS = [
  'extras_exceed',
  'minimum_portions',
  'maximum_portions',
  'allergen_excluded',
  'no_meals',
  'recipe_mix',
] as const;
export type MissReason = (typeof MISS_REASONS)[number];
export interface StoredMiss {
  day: number;
  target: PlanTarget;
  reason: MissReason;
  actual: number;
  expected: number;
}

/** A generated plan as stored (names in both languages; calories derived when answered). */
export interface GeneratedPlan {
  requirements: DailyRequirements;
  extras: NutritionTotals;
  days: StoredDay[];
  misses: StoredMiss[];
  /** The recipes the plan may use, for edits (adding a meal) without re-reading answers. */
  recipes: PlannerRecipe[];
  /** Cooked meals a day (meals answered less the home-sourced one). */
  cookedMeals: number;
  oil: boolean;
  /** What `extras` is made of, listed with the plan (absent on plans stored before). */
  supplements?: Supplement[];
  homeMeal?: HomeMeal | null;
  /** Chosen recipes the plan does not use, and why. */
  leftOut?: LeftOut[];
}

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
    if (reason) leftOut.push({ recipe_id: recipe.id, name: recipe.name, reason });
    else recipes.push(recipe);
  }
  return { recipes, leftOut };
}

function byCategory(recipes: readonly PlannerRecipe[]): Record<RecipeCategory, PlannerRecipe[]> {
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

export function dayTotals(day: StoredDay, extras: NutritionTotals): NutritionTotals {
  return totalsOf([...day.meals.flatMap((meal) => meal.items), extras]);
}

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
        return recipe
          ? [macrosForPortion(recipe.per100g, PORTION_BOUNDS[recipe.category][bound])]
          : [];
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

/** Meals cooked per day: a home-sourced meal takes one slot (docs/spec.md §3, §5). */
export function cookedMealsPerDay(request: Pick<PlanRequest, 'mealsPerDay' | 'homeMeal'>): number {
  return Math.max(0, request.mealsPerDay - (request.homeMeal ? 1 : 0));
}

/**
 * Builds a plan: the chosen recipes without any holding a declared allergen (or cooked in oil
 * for a customer who chose no oil), rotated for
 * variety, portioned per day by linear programming. Pure apart from the solver it is given.
 */
export function buildPlan(highs: Highs, request: PlanRequest): GeneratedPlan {
  const { recipes, leftOut } = usableRecipes(request);
  const groups = byCategory(recipes);
  const extras = extrasOf(request.supplements, request.homeMeal);
  const meals = cookedMealsPerDay(request);
  const base = {
    requirements: request.requirements,
    extras,
    recipes,
    cookedMeals: meals,
    oil: request.oil,
    supplements: [...request.supplements],
    homeMeal: request.homeMeal,
    leftOut,
  };
  const days: StoredDay[] = [];
  for (let day = 0; day < request.days; day += 1) {
    const components = Array.from({ length: meals }, (_, meal) =>
      componentsFor(groups, day, meal),
    ).filter((list) => list.length > 0);
    days.push({
      day: day + 1,
      meals: portionDay(highs, components, request.requirements, extras, request.oil),
    });
  }
  return { ...base, days, misses: days.flatMap((day) => missesOf(day, base)) };
}

function recipesOfMeal(meal: StoredMeal, plan: GeneratedPlan): PlannerRecipe[] {
  const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  return meal.items.flatMap((item) => {
    const recipe = byId.get(item.recipe_id);
    return recipe ? [recipe] : [];
  });
}

export type PlanEditResult =
  | { ok: true; plan: GeneratedPlan }
  | { ok: false; reason: 'no_day' | 'no_meal' | 'full' | 'no_recipes' };

/**
 * Removes a meal from a day, or adds one (the next in the day's rotation), then portions the
 * day again so it still meets its targets; totals are recomputed from the new portions.
 */
export function editPlan(
  highs: Highs,
  plan: GeneratedPlan,
  edit: { action: 'remove'; day: number; meal: number } | { action: 'add'; day: number },
): PlanEditResult {
  const index = plan.days.findIndex((entry) => entry.day === edit.day);
  const day = plan.days[index];
  if (!day) return { ok: false, reason: 'no_day' };
  let meals = day.meals.map((meal) => recipesOfMeal(meal, plan));
  if (edit.action === 'remove') {
    if (!day.meals.some((meal) => meal.meal === edit.meal)) return { ok: false, reason: 'no_meal' };
    meals = meals.filter((_, position) => day.meals[position]?.meal !== edit.meal);
  } else {
    if (day.meals.length >= plan.cookedMeals) return { ok: false, reason: 'full' };
    const added = componentsFor(byCategory(plan.recipes), day.day - 1, day.meals.length);
    if (added.length === 0) return { ok: false, reason: 'no_recipes' };
    meals = [...meals, added];
  }
  const rebuilt: StoredDay = {
    day: day.day,
    meals: portionDay(highs, meals, plan.requirements, plan.extras, plan.oil),
  };
  const days = plan.days.map((entry, position) => (position === index ? rebuilt : entry));
  const base = { ...plan, days };
  return { ok: true, plan: { ...base, misses: days.flatMap((entry) => missesOf(entry, base)) } };
}
