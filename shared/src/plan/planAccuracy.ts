/**
 * How many days of a meal plan are on target, read from the plan's misses (docs/planner.md): a day is
 * on target for a nutrient when the planner reported no miss for it. The questionnaire's plan page,
 * the account's plan view and the planner's bench all count with this one rule.
 */
import { PLAN_TARGETS, type PlanTarget } from './vocabulary';
import type { PlanMiss } from './plan.contract';

/** A day is on target when it is within this share of the target (±5 %). */
export const PLAN_TOLERANCE = 0.05;

export interface PlanAccuracy {
  /** Days in the plan. */
  days: number;
  /** Days on target for every nutrient at once. */
  allOnTarget: number;
  /** Days on target, per nutrient. */
  byTarget: Record<PlanTarget, number>;
}

interface PlanLike {
  days: readonly { day: number }[];
  misses: readonly PlanMiss[];
}

/** The misses of one day, in the order of PLAN_TARGETS. */
export function missesOfDay(plan: PlanLike, day: number): PlanMiss[] {
  return plan.misses
    .filter((miss) => miss.day === day)
    .sort((a, b) => PLAN_TARGETS.indexOf(a.target) - PLAN_TARGETS.indexOf(b.target));
}

export function planAccuracy(plan: PlanLike): PlanAccuracy {
  const byTarget = Object.fromEntries(
    PLAN_TARGETS.map((target) => [
      target,
      plan.days.filter(
        ({ day }) => !plan.misses.some((miss) => miss.day === day && miss.target === target),
      ).length,
    ]),
  ) as Record<PlanTarget, number>;
  const allOnTarget = plan.days.filter(
    ({ day }) => !plan.misses.some((miss) => miss.day === day),
  ).length;
  return { days: plan.days.length, allOnTarget, byTarget };
}

/**
 * How far a day's figure is from its target, in per cent of the target with one decimal:
 * positive above it, negative below (a miss says how far and which way).
 */
export function offTargetPercent(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.round(((value - target) / target) * 1000) / 10;
}
