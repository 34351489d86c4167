/**
 * Suggestions that close a plan's misses (docs/planner.md): the smallest changes to the customer's
 * answers (add an offered recipe, more meals a day, allow balancing sides) that bring more days on every target. Each
 * candidate is solved with the same model the plan is made with; none ever adds a recipe holding
 * a declared allergen, one cooked in oil for a no-oil customer, or one of a list answered "none".
 */
import type { Highs } from 'highs';
import { caloriesOf, planAccuracy } from '@mealprep/shared/domain';
import type {
  AnswerChange,
  GeneratedPlan,
  PlannerRecipe,
  PlanOptions,
  PlanRequest,
  StoredSuggestion,
} from './model';
import { buildPlan } from './plan';
import { usableRecipes, usableSides } from './recipes';
import { betterThan, standingOf, type Standing } from './standing';

/** At most this many suggestions are offered, best first: one of each kind of change. */
export const MAX_SUGGESTIONS = 4;

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
function singleChanges(request: PlanRequest): AnswerChange[] {
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
  return [...adds, ...swapChanges(request), ...meals, ...sides];
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

const keyOf = (changes: readonly AnswerChange[]) =>
  changes
    .map((change) =>
      change.kind === 'add_recipe'
        ? `recipe-${change.recipe_id}`
        : change.kind === 'swap_recipe'
          ? `swap-${change.remove_id}-${change.recipe_id}`
          : change.kind === 'meals_per_day'
            ? `meals-${change.meals}`
            : 'sides',
    )
    .sort()
    .join('+');

const KINDS = ['add_recipe', 'swap_recipe', 'meals_per_day', 'allow_sides'] as const;

/** What a set of changes mainly is: a meal count, else sides, else a swap, else a recipe. */
export function kindOf(changes: readonly AnswerChange[]): (typeof KINDS)[number] {
  if (changes.some((change) => change.kind === 'meals_per_day')) return 'meals_per_day';
  if (changes.some((change) => change.kind === 'allow_sides')) return 'allow_sides';
  if (changes.some((change) => change.kind === 'swap_recipe')) return 'swap_recipe';
  return 'add_recipe';
}

interface Scored {
  changes: AnswerChange[];
  score: Standing;
}

/** At most this many changes in one suggestion. */
export const MAX_CHANGES = 3;
/** How many of the best single changes a chain's later steps try again. */
const CHAIN_WIDTH = 6;

const byStanding = (a: Scored, b: Scored) =>
  b.score.all - a.score.all || b.score.hits - a.score.hits || a.score.excess - b.score.excess;

/**
 * The search (docs/planner.md, Suggestions): each single change is screened with the plan's model in
 * continuous portions (fast). A change that closes one target while another stays off adds no day
 * on every target on its own (sides close the fat while the protein stays over), so the search
 * also builds a chain: the best single change, then whichever next change helps most, while each
 * one brings more days on every target or more single targets met, up to MAX_CHANGES. The chain
 * and the best single changes are then built as the real plan (whole kitchen steps) to measure
 * their effect; only a change that brings more days on every target is offered.
 */
export function suggestChanges(
  highs: Highs,
  request: PlanRequest,
  plan: GeneratedPlan,
  options: PlanOptions = {},
): StoredSuggestion[] {
  const days = plan.days.length;
  const now = standingOf(plan);
  const before = now.all;
  if (before >= days || days === 0) return [];
  const screen = (changes: AnswerChange[]) =>
    standingOf(buildPlan(highs, applyChanges(request, changes), { ...options, relaxed: true }));
  const start = screen([]);
  const singles: Scored[] = singleChanges(request)
    .map((change) => ({ changes: [change], score: screen([change]) }))
    .filter((entry) => betterThan(entry.score, start))
    .sort(byStanding);
  // The best few, and the best of each kind of change (a recipe, the meal count, sides), so the
  // customer can choose among different kinds of change.
  const proposals: Scored[] = [
    ...singles.slice(0, MAX_SUGGESTIONS),
    ...KINDS.flatMap((kind) => singles.find((entry) => kindOf(entry.changes) === kind) ?? []),
  ];
  let chain = singles[0];
  const width = singles.slice(0, CHAIN_WIDTH).map((entry) => entry.changes[0]!);
  while (chain && chain.score.all < days && chain.changes.length < MAX_CHANGES) {
    const taken = new Set(chain.changes.map((change) => keyOf([change])));
    const countChanged = chain.changes.some((change) => change.kind === 'meals_per_day');
    const current: Scored = chain;
    const next = width
      .filter((change) => !taken.has(keyOf([change])))
      .filter((change) => !(countChanged && change.kind === 'meals_per_day'))
      .map((change) => ({
        changes: [...current.changes, change],
        score: screen([...current.changes, change]),
      }))
      .sort(byStanding)[0];
    if (!next || !betterThan(next.score, chain.score)) break;
    chain = next;
  }
  if (chain && chain.changes.length > 1) proposals.unshift(chain);
  const seen = new Set<string>();
  const suggestions: StoredSuggestion[] = [];
  for (const proposal of proposals) {
    const id = keyOf(proposal.changes);
    if (seen.has(id)) continue;
    seen.add(id);
    const built = standingOf(buildPlan(highs, applyChanges(request, proposal.changes), options));
    // Offered where it brings more days on every target, or more targets met (fat onto target
    // while the protein stays over): the effect shown says which.
    if (betterThan({ ...built, excess: 0 }, { ...now, excess: 0 }))
      suggestions.push({
        id,
        changes: proposal.changes,
        before,
        after: built.all,
        days,
        targetsBefore: now.hits,
        targetsAfter: built.hits,
      });
  }
  suggestions.sort(bestFirst);
  // The best of each kind of change first (the best kinds first), then seconds of a kind.
  const picked = KINDS.flatMap(
    (kind) => suggestions.find((entry) => kindOf(entry.changes) === kind) ?? [],
  ).sort(bestFirst);
  for (const entry of suggestions) if (!picked.includes(entry)) picked.push(entry);
  return picked.slice(0, MAX_SUGGESTIONS).sort(bestFirst);
}

/** Most days on every target first, then most targets met, then fewest changes. */
const bestFirst = (a: StoredSuggestion, b: StoredSuggestion) =>
  b.after - a.after ||
  (b.targetsAfter ?? 0) - (a.targetsAfter ?? 0) ||
  a.changes.length - b.changes.length;

/** A plan with its suggestions: what the plan worker stores. */
export function planWithSuggestions(
  highs: Highs,
  request: PlanRequest,
  options: PlanOptions = {},
): GeneratedPlan {
  const plan = buildPlan(highs, request, options);
  return { ...plan, suggestions: suggestChanges(highs, request, plan, options) };
}
