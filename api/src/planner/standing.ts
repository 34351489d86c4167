/** How a plan stands against its targets, for the suggestion search (docs/planner.md, Suggestions). */
import { planAccuracy, PLAN_TARGETS } from '@mealprep/shared/plan';
import type { GeneratedPlan } from './model';
import { TOLERANCE } from './portions';
import { dayTotals } from './totals';

/**
 * How a plan stands: days on every target, then target-days met (of days × 4), then how far the
 * missed ones are outside the 5 % band (summed relative excess): a change that moves a target
 * towards its band counts even before it reaches it, so a chain of changes can be found.
 */
export interface Standing {
  all: number;
  hits: number;
  excess: number;
}

export function standingOf(
  plan: Pick<GeneratedPlan, 'days' | 'misses' | 'requirements' | 'extras'>,
): Standing {
  const accuracy = planAccuracy(plan);
  const hits = Object.values(accuracy.byTarget).reduce((sum, count) => sum + count, 0);
  let excess = 0;
  for (const day of plan.days) {
    const totals = dayTotals(day, plan.extras);
    for (const target of PLAN_TARGETS) {
      const expected = Math.max(plan.requirements[target], 1);
      excess += Math.max(0, Math.abs(totals[target] - expected) / expected - TOLERANCE);
    }
  }
  return { all: accuracy.allOnTarget, hits, excess };
}

/** Below this, a difference in excess is noise (a gram here or there). */
const EXCESS_EPSILON = 0.01;

/** More days on every target, or as many and more single targets met, or as many and nearer. */
export const betterThan = (a: Standing, b: Standing) =>
  a.all !== b.all
    ? a.all > b.all
    : a.hits !== b.hits
      ? a.hits > b.hits
      : a.excess < b.excess - EXCESS_EPSILON;
