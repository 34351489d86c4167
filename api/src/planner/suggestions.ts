/**
 * Suggestions that close a plan's misses (docs/planner.md): the smallest changes to the customer's
 * answers (`changes.ts`) that bring more days on every target. Each candidate is solved with the
 * same model the plan is made with.
 */
import type { Highs } from 'highs';
import { planAccuracy } from '@mealprep/shared/plan';
import type {
  AnswerChange,
  GeneratedPlan,
  PlanOptions,
  PlanRequest,
  StoredSuggestion,
} from './model';
import { applyChanges, keyOf, KINDS, kindOf, singleChanges } from './changes';
import { buildPlan, proteinPressed } from './plan';
import { planPriceSen } from './pricing';
import { betterThan, standingOf, type Standing } from './standing';

/** At most this many suggestions are offered, best first: one of each kind of change. */
export const MAX_SUGGESTIONS = 4;

/** Days on every target at once: the shared rule (docs/planner.md, `planAccuracy`). */
export function daysOnTarget(plan: Pick<GeneratedPlan, 'days' | 'misses'>): number {
  return planAccuracy(plan).allOnTarget;
}

interface Scored {
  changes: AnswerChange[];
  score: Standing;
  /** The screened plan's protein is pressed against the band somewhere (light meals may help). */
  over: boolean;
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
  const screen = (changes: AnswerChange[]) => {
    const built = buildPlan(highs, applyChanges(request, changes), { ...options, relaxed: true });
    return { score: standingOf(built), over: proteinPressed(built) > 0 };
  };
  const { score: start, over: startOver } = screen([]);
  // Light meals change nothing unless the protein dishes press the protein against the band.
  const lightens = (change: AnswerChange, over: boolean) =>
    change.kind !== 'allow_light_meals' || over;
  const singles: Scored[] = singleChanges(request)
    .filter((change) => lightens(change, startOver))
    .map((change) => ({ changes: [change], ...screen([change]) }))
    .filter((entry) => betterThan(entry.score, start))
    .sort(byStanding);
  // The best few, and the best of each kind of change (a recipe, the meal count, sides), so the
  // customer can choose among different kinds of change.
  const proposals: Scored[] = [
    ...singles.slice(0, MAX_SUGGESTIONS),
    ...KINDS.flatMap((kind) => singles.find((entry) => kindOf(entry.changes) === kind) ?? []),
  ];
  let chain = singles[0];
  // Allowing sides or light meals may change nothing alone (one cooked meal cannot be light) and
  // still close a day once another change is made (more meals): a chain always tries them.
  const best = singles.slice(0, CHAIN_WIDTH).map((entry) => entry.changes[0]!);
  const enabling = singleChanges(request).filter(
    (change) =>
      (change.kind === 'allow_sides' || change.kind === 'allow_light_meals') &&
      !best.some((entry) => entry.kind === change.kind),
  );
  const width = [...best, ...enabling];
  while (chain && chain.score.all < days && chain.changes.length < MAX_CHANGES) {
    const taken = new Set(chain.changes.map((change) => keyOf([change])));
    const countChanged = chain.changes.some((change) => change.kind === 'meals_per_day');
    const current: Scored = chain;
    const next = width
      .filter((change) => !taken.has(keyOf([change])))
      .filter((change) => !(countChanged && change.kind === 'meals_per_day'))
      .filter((change) => lightens(change, current.over))
      .map((change) => ({
        changes: [...current.changes, change],
        ...screen([...current.changes, change]),
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
    const plan = buildPlan(highs, applyChanges(request, proposal.changes), options);
    const built = standingOf(plan);
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
        priceAfterSen: planPriceSen(plan),
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
