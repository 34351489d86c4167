/** Building a plan and editing one of its days (docs/architecture.md §9). */
import type { Highs } from 'highs';
import { caloriesOf } from '@mealprep/shared/catalogue';
import { portionDay, portionDays } from './day';
import { missesOf } from './misses';
import {
  DEFAULT_PORTION_STEPS_G,
  OIL_MAX_G,
  OIL_PER_100G,
  PORTION_BOUNDS,
  type GeneratedPlan,
  type PlannerRecipe,
  type PlanOptions,
  type PlanRequest,
  type StoredDay,
} from './model';
import { TOLERANCE } from './portions';
import { byCategory, componentsFor, usableRecipes, usableSides } from './recipes';
import { betterThan, standingOf } from './standing';
import { checkSwap, recipesOfMeal, type SwapCheck } from './swaps';
import { dayTotals, extrasOf } from './totals';

/** Meals cooked per day: a home-sourced meal takes one slot (docs/spec.md §3, §5). */
export function cookedMealsPerDay(request: Pick<PlanRequest, 'mealsPerDay' | 'homeMeal'>): number {
  return Math.max(0, request.mealsPerDay - (request.homeMeal ? 1 : 0));
}

/**
 * Builds a plan: the chosen recipes without any holding a declared allergen (or cooked in oil
 * for a customer who chose no oil), rotated for variety, portioned per day by linear programming,
 * with the balancing sides the customer allows. Pure apart from the solver it is given.
 */
export function buildPlan(
  highs: Highs,
  request: PlanRequest,
  options: PlanOptions = {},
): GeneratedPlan {
  const steps = options.steps ?? DEFAULT_PORTION_STEPS_G;
  const { recipes, leftOut } = usableRecipes(request);
  const groups = byCategory(recipes);
  const extras = extrasOf(request.supplements, request.homeMeal);
  const meals = cookedMealsPerDay(request);
  const sides = usableSides(request);
  const base = {
    requirements: request.requirements,
    extras,
    recipes,
    cookedMeals: meals,
    oil: request.oil,
    supplements: [...request.supplements],
    homeMeal: request.homeMeal,
    leftOut,
    steps,
    ...(sides.length > 0 ? { sides } : {}),
  };
  const assemble = (light: number, relaxed: boolean | undefined): GeneratedPlan => {
    const dayMeals = Array.from({ length: request.days }, (_, day) =>
      Array.from({ length: meals }, (_, meal) => {
        const components = componentsFor(groups, day, meal);
        // A light meal (docs/planner.md, Light meals): the last meals of the day lose the protein dish.
        return meal >= meals - light
          ? components.filter((recipe) => recipe.category !== 'protein')
          : components;
      }).filter((list) => list.length > 0),
    );
    const portioned = portionDays(
      highs,
      dayMeals,
      request.requirements,
      extras,
      request.oil,
      steps,
      relaxed,
      sides,
    );
    const days: StoredDay[] = portioned.map((dayMealsPortioned, day) => ({
      day: day + 1,
      meals: dayMealsPortioned,
    }));
    return { ...base, days, misses: days.flatMap((day) => missesOf(day, base)) };
  };
  // Each continuous plan once: the light-meal count's choice and the suggestion search's screen.
  const relaxedPlans = new Map<number, GeneratedPlan>();
  const relaxedPlan = (count: number) => {
    const known = relaxedPlans.get(count) ?? assemble(count, true);
    relaxedPlans.set(count, known);
    return known;
  };
  const light = lightMeals(request, meals, groups, relaxedPlan);
  const plan = options.relaxed ? relaxedPlan(light) : assemble(light, false);
  // The continuous plan lands on the band's edge; whole steps may tip the protein over it, where
  // one more light meal leaves the protein dishes room to land inside.
  if (options.relaxed || light === 0 || light + 1 >= meals || !proteinOver(plan)) return plan;
  const lighter = assemble(light + 1, false);
  return betterThan(standingOf(lighter), standingOf(plan)) ? lighter : plan;
}

/** A day's protein passes its target (by more than the 5 % band). */
export const proteinOver = (plan: Pick<GeneratedPlan, 'misses'>) =>
  plan.misses.some((miss) => miss.target === 'protein' && miss.actual > miss.expected);

/**
 * A continuous plan's protein this far over its target sits on the band's edge (the model aims
 * inside 4.5 % and pulls each target towards itself): the protein dishes hold it up there, and
 * whole steps may tip it over the band.
 */
export const PROTEIN_PRESSED = 0.04;

/** Days whose protein is pressed against the band's upper edge, or beyond it. */
export function proteinPressed(
  plan: Pick<GeneratedPlan, 'days' | 'extras' | 'requirements'>,
): number {
  const limit = plan.requirements.protein * (1 + PROTEIN_PRESSED);
  return plan.days.filter((day) => dayTotals(day, plan.extras).protein > limit).length;
}

/**
 * How many of a day's meals come without the protein dish (docs/planner.md, Light meals): none
 * unless the customer allows it, the day has a protein dish and a carbohydrate to serve, and the
 * plan with every protein dish presses the protein against the band's edge or past it; then the
 * count (leaving one meal with its protein dish at least) from which one more no longer brings
 * the continuous plan up (by its standing, then by fewer days pressed).
 */
function lightMeals(
  request: PlanRequest,
  meals: number,
  groups: ReturnType<typeof byCategory>,
  relaxedPlan: (light: number) => GeneratedPlan,
): number {
  if (!request.allowLightMeals || meals < 2) return 0;
  if (groups.protein.length === 0 || groups.carbohydrate.length === 0) return 0;
  const full = relaxedPlan(0);
  let pressed = proteinPressed(full);
  if (pressed === 0) return 0;
  let best = 0;
  let standing = standingOf(full);
  for (let light = 1; light < meals; light += 1) {
    const plan = relaxedPlan(light);
    const next = standingOf(plan);
    const nextPressed = proteinPressed(plan);
    // Each light meal moves the protein further down: once one more does not help, none will.
    const tie = !betterThan(next, standing) && !betterThan(standing, next);
    if (!betterThan(next, standing) && !(tie && nextPressed < pressed)) break;
    best = light;
    standing = next;
    pressed = nextPressed;
  }
  return best;
}

export type PlanEditResult =
  | { ok: true; plan: GeneratedPlan }
  | { ok: false; reason: 'no_day' | 'no_meal' | 'full' | 'no_recipes' }
  /** A removal the day's other boxes cannot carry (`removeMealRefusal`). */
  | { ok: false; reason: 'remove'; refusal: RemoveRefusal }
  /** A swap to dishes the meal may not hold (`checkSwap`). */
  | { ok: false; reason: 'swap'; refusal: Exclude<SwapCheck, { ok: true }> };

/** Adds a meal: the next of the day's rotation, or (undoing a removal) these recipes at `meal`. */
export interface PlanAddEdit {
  action: 'add';
  day: number;
  /** Where the meal goes (1 = first); the end of the day when absent. */
  meal?: number;
  /** The removed meal's recipes, to put it back (docs/planner.md, Editing a plan). */
  recipeIds?: readonly number[];
}

/**
 * Why no meal can be added to a day, or null when one can: the day already has the meals a day
 * the customer asked for ('full'), or the chosen recipes make no meal ('no_recipes'). The plan's
 * answer carries it per day, so the page disables "Add a meal" with the reason instead of sending
 * a request the API refuses.
 */
export function addMealRefusal(
  plan: GeneratedPlan,
  dayNumber: number,
): 'full' | 'no_recipes' | null {
  const day = plan.days.find((entry) => entry.day === dayNumber);
  if (!day) return null;
  if (day.meals.length >= plan.cookedMeals) return 'full';
  const next = componentsFor(byCategory(plan.recipes), day.day - 1, day.meals.length);
  return next.length === 0 ? 'no_recipes' : null;
}

/** Swaps a meal's dishes for another combination of the customer's (docs/planner.md). */
export interface PlanSwapEdit {
  action: 'swap';
  day: number;
  meal: number;
  /** The meal's dishes after the swap: one of each kind it has now, all chosen by the customer. */
  recipeIds: readonly number[];
}

/** The most calories a box of these dishes holds: each at its largest portion, and its oil. */
export function boxMostCalories(recipes: readonly PlannerRecipe[], oil: boolean): number {
  if (recipes.length === 0) return 0;
  const dishes = recipes.reduce(
    (sum, recipe) => sum + (caloriesOf(recipe.per100g) * PORTION_BOUNDS[recipe.category].max) / 100,
    0,
  );
  return dishes + (oil ? (caloriesOf(OIL_PER_100G) * OIL_MAX_G) / 100 : 0);
}

/**
 * Why a meal cannot be removed (docs/planner.md, Editing a plan): the day's other boxes, each at
 * the largest portions a kitchen serves, could not bring the day within 5 % of its calories
 * (what the supplements and home-sourced meal leave for the boxes), so one of them would have to
 * become a box no kitchen serves. 'only_meal' where no box would be left. `most` is what the
 * other boxes hold at most and `needed` what the day needs from its boxes (kcal).
 */
export interface RemoveRefusal {
  reason: 'only_meal' | 'short';
  most: number;
  needed: number;
}

export function removeMealRefusal(
  plan: GeneratedPlan,
  dayNumber: number,
  mealNumber: number,
): RemoveRefusal | null {
  const day = plan.days.find((entry) => entry.day === dayNumber);
  if (!day) return null;
  const needed = plan.requirements.calories - plan.extras.calories;
  const others = day.meals.filter((meal) => meal.meal !== mealNumber);
  const most = others.reduce(
    (sum, meal) => sum + boxMostCalories(recipesOfMeal(meal, plan), plan.oil),
    0,
  );
  if (most >= needed - TOLERANCE * plan.requirements.calories) return null;
  return {
    reason: others.length === 0 ? 'only_meal' : 'short',
    most: Math.floor(most),
    needed: Math.round(needed),
  };
}

/**
 * Removes a meal from a day, adds one (the next in the day's rotation, or the given recipes
 * where a removal is undone), or swaps a meal's dishes, then portions the day again within the
 * ranges a kitchen serves, its boxes evenly; totals are recomputed from the new portions.
 */
export function editPlan(
  highs: Highs,
  plan: GeneratedPlan,
  edit: { action: 'remove'; day: number; meal: number } | PlanAddEdit | PlanSwapEdit,
): PlanEditResult {
  const index = plan.days.findIndex((entry) => entry.day === edit.day);
  const day = plan.days[index];
  if (!day) return { ok: false, reason: 'no_day' };
  let meals = day.meals.map((meal) => recipesOfMeal(meal, plan));
  if (edit.action === 'remove' || edit.action === 'swap') {
    const position = day.meals.findIndex((meal) => meal.meal === edit.meal);
    const meal = day.meals[position];
    if (!meal) return { ok: false, reason: 'no_meal' };
    if (edit.action === 'remove') {
      const refusal = removeMealRefusal(plan, day.day, edit.meal);
      if (refusal) return { ok: false, reason: 'remove', refusal };
      meals = meals.filter((_, at) => at !== position);
    } else {
      const swap = checkSwap(plan, meal, edit.recipeIds);
      if (!swap.ok) return { ok: false, reason: 'swap', refusal: swap };
      meals = meals.map((recipes, at) => (at === position ? swap.recipes : recipes));
    }
  } else {
    if (day.meals.length >= plan.cookedMeals) return { ok: false, reason: 'full' };
    const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
    // Only the plan's own recipes come back: an id it does not use (or a side, which the
    // portioning adds again by itself) makes no meal.
    const chosen = edit.recipeIds?.map((id) => byId.get(id));
    const added = chosen
      ? chosen.every((recipe) => recipe !== undefined)
        ? (chosen as PlannerRecipe[])
        : []
      : componentsFor(byCategory(plan.recipes), day.day - 1, day.meals.length);
    if (added.length === 0) return { ok: false, reason: 'no_recipes' };
    const at = Math.min(Math.max((edit.meal ?? meals.length + 1) - 1, 0), meals.length);
    meals = [...meals.slice(0, at), added, ...meals.slice(at)];
  }
  const rebuilt: StoredDay = {
    day: day.day,
    meals: portionDay(
      highs,
      meals,
      plan.requirements,
      plan.extras,
      plan.oil,
      plan.steps,
      plan.sides,
    ),
  };
  const days = plan.days.map((entry, position) => (position === index ? rebuilt : entry));
  const base = { ...plan, days };
  return { ok: true, plan: { ...base, misses: days.flatMap((entry) => missesOf(entry, base)) } };
}
