/**
 * Suggestions that close a plan's misses (docs/planner.md): the smallest changes to the customer's
 * answers (add an offered recipe, more meals a day, allow balancing sides) that bring more days on every target. Each
 * candidate is solved with the same model the plan is made with; none ever adds a recipe holding
 * a declared allergen, one cooked in oil for a no-oil customer, or one of a list answered "none".
 */
import type { Highs } from 'highs';
import { planAccuracy } from '@mealprep/shared/domain';
import type {
  AnswerChange,
  GeneratedPlan,
  PlannerRecipe,
  PlanOptions,
  PlanRequest,
  StoredSuggestion,
} from './model';
import { buildPlan } from './plan';
import { usableSides } from './recipes';

/** At most this many suggestions are offered, best first. */
export const MAX_SUGGESTIONS = 3;

/** Days on every target at once: the shared rule (docs/planner.md, `planAccuracy`). */
export function daysOnTarget(plan: Pick<GeneratedPlan, 'days' | 'misses'>): number {
  return planAccuracy(plan).allOnTarget;
}

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
    else {
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
function singleChanges(request: PlanRequest): AnswerChange[] {
  const adds: AnswerChange[] = (request.candidates ?? [])
    .filter((recipe) => mayAdd(recipe, request))
    .map((recipe) => ({
      kind: 'add_recipe',
      recipe_id: recipe.id,
      name: recipe.name,
      category: recipe.category,
    }));
  // One more meal a day, or one fewer (the smallest portions of many meals can overshoot a
  // small target); never none cooked.
  const counts = request.mealCounts ?? [];
  const more = counts.filter((count) => count > request.mealsPerDay).sort((a, b) => a - b)[0];
  const fewer = counts
    .filter((count) => count < request.mealsPerDay && count > (request.homeMeal ? 1 : 0))
    .sort((a, b) => b - a)[0];
  const meals: AnswerChange[] = [more, fewer].flatMap((count) =>
    count === undefined ? [] : [{ kind: 'meals_per_day' as const, meals: count }],
  );
  // Balancing sides, where the customer has not allowed them and one is free of their allergens.
  const sides: AnswerChange[] =
    !request.allowSides && usableSides({ ...request, allowSides: true }).length > 0
      ? [{ kind: 'allow_sides' }]
      : [];
  return [...adds, ...meals, ...sides];
}

const keyOf = (changes: readonly AnswerChange[]) =>
  changes
    .map((change) =>
      change.kind === 'add_recipe'
        ? `recipe-${change.recipe_id}`
        : change.kind === 'meals_per_day'
          ? `meals-${change.meals}`
          : 'sides',
    )
    .sort()
    .join('+');

const KINDS = ['add_recipe', 'meals_per_day', 'allow_sides'] as const;

/** What a set of changes mainly is: a meal count, else sides, else a recipe. */
export function kindOf(changes: readonly AnswerChange[]): (typeof KINDS)[number] {
  if (changes.some((change) => change.kind === 'meals_per_day')) return 'meals_per_day';
  if (changes.some((change) => change.kind === 'allow_sides')) return 'allow_sides';
  return 'add_recipe';
}

interface Scored {
  changes: AnswerChange[];
  score: number;
}

/**
 * The search: each single change is screened with the plan's model in continuous portions (fast);
 * the best ones, and the best one with a second change where one alone does not bring every day on
 * target, are then built as the real plan (whole kitchen steps) to measure their effect. Only a
 * change that brings more days on every target is offered; fewer changes come first.
 */
export function suggestChanges(
  highs: Highs,
  request: PlanRequest,
  plan: GeneratedPlan,
  options: PlanOptions = {},
): StoredSuggestion[] {
  const days = plan.days.length;
  const before = daysOnTarget(plan);
  if (before >= days || days === 0) return [];
  const screen = (changes: AnswerChange[]) =>
    daysOnTarget(buildPlan(highs, applyChanges(request, changes), { ...options, relaxed: true }));
  const singles: Scored[] = singleChanges(request)
    .map((change) => ({ changes: [change], score: screen([change]) }))
    .filter((entry) => entry.score > before)
    .sort((a, b) => b.score - a.score);
  // The best few, and the best of each kind of change (a recipe, the meal count, sides), so the
  // customer can choose among different kinds of change.
  const proposals: Scored[] = [
    ...singles.slice(0, MAX_SUGGESTIONS),
    ...KINDS.flatMap((kind) => singles.find((entry) => kindOf(entry.changes) === kind) ?? []),
  ];
  const best = singles[0];
  if (best && best.score < days) {
    const afterBest = applyChanges(request, best.changes);
    const countChanged = best.changes.some((change) => change.kind === 'meals_per_day');
    const pairs = singleChanges(afterBest)
      .filter((change) => !(countChanged && change.kind === 'meals_per_day'))
      .map((change) => ({
        changes: [...best.changes, change],
        score: screen([...best.changes, change]),
      }))
      .filter((entry) => entry.score > best.score)
      .sort((a, b) => b.score - a.score);
    if (pairs[0]) proposals.unshift(pairs[0]);
  }
  const seen = new Set<string>();
  const suggestions: StoredSuggestion[] = [];
  for (const proposal of proposals) {
    const id = keyOf(proposal.changes);
    if (seen.has(id)) continue;
    seen.add(id);
    const after = daysOnTarget(buildPlan(highs, applyChanges(request, proposal.changes), options));
    if (after > before) suggestions.push({ id, changes: proposal.changes, before, after, days });
  }
  suggestions.sort((a, b) => b.after - a.after || a.changes.length - b.changes.length);
  const picked = KINDS.flatMap(
    (kind) => suggestions.find((entry) => kindOf(entry.changes) === kind) ?? [],
  );
  for (const entry of suggestions) if (!picked.includes(entry)) picked.push(entry);
  return picked
    .slice(0, MAX_SUGGESTIONS)
    .sort((a, b) => b.after - a.after || a.changes.length - b.changes.length);
}

/** A plan with its suggestions: what the plan worker stores. */
export function planWithSuggestions(
  highs: Highs,
  request: PlanRequest,
  options: PlanOptions = {},
): GeneratedPlan {
  const plan = buildPlan(highs, request, options);
  return { ...plan, suggestions: suggestChanges(highs, request, plan, options) };
}
