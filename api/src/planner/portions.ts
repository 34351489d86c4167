import type { Highs } from 'highs';
import { caloriesOf, type Macros, type NutritionTotals } from '@mealprep/shared/domain';

/** One component of a meal to be portioned: its macros per 100 g and its gram bounds. */
export interface PortionVariable {
  meal: number;
  per100g: Macros;
  min: number;
  max: number;
}

export interface PortionProblem {
  variables: PortionVariable[];
  /** What the cooked meals must supply: the day's targets less supplements and home meal. */
  targets: NutritionTotals;
  meals: number;
}

/**
 * Inside this relative deviation a target counts as met. The LP aims inside 4.5 %, and the
 * portions are then rounded to whole 5 g steps with a search that keeps the day on target.
 */
export const TOLERANCE = 0.05;
const SOLVER_TOLERANCE = 0.045;
/** Weight of any deviation beyond the solver tolerance: hitting 5 % everywhere comes first. */
const OUTSIDE_WEIGHT = 1000;
/** Weight of uneven meals (kcal apart from an equal share), after the targets. */
const BALANCE_WEIGHT = 0.2;

const KEYS = ['calories', 'protein', 'carbohydrate', 'fat'] as const;

function coefficient(per100g: Macros, key: (typeof KEYS)[number]): number {
  const perGram = (value: number) => value / 100;
  if (key === 'calories') return caloriesOf(per100g) / 100;
  return perGram(per100g[key]);
}

const num = (value: number) => (Number.isFinite(value) ? value.toFixed(6) : '0');

function term(value: number, name: string): string {
  return `${value < 0 ? '-' : '+'} ${num(Math.abs(value))} ${name}`;
}

/**
 * The CPLEX-LP model: grams per component within bounds; for each target t a deviation
 * d⁺ − d⁻, with e ≥ (d⁺ + d⁻)/target − 4.5 %; minimise 1000·Σe + Σ(d⁺ + d⁻)/target plus a
 * small pull of each meal towards an equal share of the day. So the day lands within 5 % of
 * every target whenever the chosen components allow it, and otherwise as close as they allow.
 */
export function portionModel(
  problem: PortionProblem,
  objectiveKind: 'plan' | 'l1' = 'plan',
): string {
  const { variables, targets, meals } = problem;
  // 'l1' is the plain optimum of Σ|deviation|/target (no 5 % band, no balance): the bench's yardstick.
  const plain = objectiveKind === 'l1';
  const objective: string[] = [];
  const rows: string[] = [];
  KEYS.forEach((key, k) => {
    const target = Math.max(targets[key], 1);
    objective.push(
      term(OUTSIDE_WEIGHT, `e${k}`),
      term(1 / target, `p${k}`),
      term(1 / target, `m${k}`),
    );
    const lhs = variables.map((v, i) => term(coefficient(v.per100g, key), `x${i}`)).join(' ');
    rows.push(` t${k}: ${lhs || '+ 0 x_none'} - p${k} + m${k} = ${num(targets[key])}`);
    rows.push(
      ` o${k}: + p${k} + m${k} - ${num(target)} e${k} <= ${num(SOLVER_TOLERANCE * target)}`,
    );
  });
  const share = Math.max(targets.calories, 1) / Math.max(meals, 1);
  for (let meal = 0; meal < meals; meal += 1) {
    const lhs = variables
      .map((v, i) => (v.meal === meal ? term(coefficient(v.per100g, 'calories'), `x${i}`) : ''))
      .filter(Boolean)
      .join(' ');
    if (!lhs) continue;
    const weight = plain ? 0 : BALANCE_WEIGHT / Math.max(targets.calories, 1);
    objective.push(term(weight, `bp${meal}`), term(weight, `bm${meal}`));
    rows.push(` b${meal}: ${lhs} - bp${meal} + bm${meal} = ${num(share)}`);
  }
  const bounds = variables.map((v, i) => ` ${num(v.min)} <= x${i} <= ${num(v.max)}`);
  if (variables.length === 0) bounds.push(' x_none = 0');
  return [
    'Minimize',
    ` obj: ${objective.join(' ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'End',
  ].join('\n');
}

/** Portions are served in steps of this many grams (a kitchen scoop, not 183.4 g). */
export const PORTION_STEP_G = 5;

/** How far whole-step portions sit from the targets, weighted as the LP weighs it. */
function roundedScore(problem: PortionProblem, grams: readonly number[]): number {
  let score = 0;
  for (const key of KEYS) {
    const target = Math.max(problem.targets[key], 1);
    const actual = problem.variables.reduce(
      (sum, variable, index) => sum + coefficient(variable.per100g, key) * (grams[index] ?? 0),
      0,
    );
    const relative = Math.abs(actual - problem.targets[key]) / target;
    score += OUTSIDE_WEIGHT * Math.max(0, relative - SOLVER_TOLERANCE) + relative;
  }
  return score;
}

/**
 * Rounds the LP's grams to PORTION_STEP_G within each variable's bounds, then moves single
 * portions one step up or down while that brings the day closer to its targets, so that
 * rounding never costs a target the LP met.
 */
export function roundPortions(problem: PortionProblem, continuous: readonly number[]): number[] {
  const step = PORTION_STEP_G;
  const clamp = (variable: PortionVariable, value: number) =>
    Math.min(variable.max, Math.max(variable.min, value));
  const grams = problem.variables.map((variable, index) =>
    clamp(variable, Math.round((continuous[index] ?? variable.min) / step) * step),
  );
  let best = roundedScore(problem, grams);
  for (let pass = 0; pass < 4; pass += 1) {
    let improved = false;
    problem.variables.forEach((variable, index) => {
      for (const delta of [step, -step]) {
        const current = grams[index] ?? variable.min;
        const next = clamp(variable, current + delta);
        if (next === current) continue;
        grams[index] = next;
        const score = roundedScore(problem, grams);
        if (score < best - 1e-9) {
          best = score;
          improved = true;
          return;
        }
        grams[index] = current;
      }
    });
    if (!improved) break;
  }
  return grams;
}

/** Grams per variable in whole PORTION_STEP_G steps, or null when the solver found none. */
export function solvePortions(highs: Highs, problem: PortionProblem): number[] | null {
  if (problem.variables.length === 0) return [];
  const result = highs.solve(portionModel(problem));
  if (result.Status !== 'Optimal') return null;
  return roundPortions(
    problem,
    problem.variables.map((variable, index) => result.Columns[`x${index}`]?.Primal ?? variable.min),
  );
}

/** The unrounded optimum of a model (grams per variable), or null. */
export function solveContinuous(
  highs: Highs,
  problem: PortionProblem,
  objectiveKind: 'plan' | 'l1',
): number[] | null {
  if (problem.variables.length === 0) return [];
  const result = highs.solve(portionModel(problem, objectiveKind));
  if (result.Status !== 'Optimal') return null;
  return problem.variables.map(
    (variable, index) => result.Columns[`x${index}`]?.Primal ?? variable.min,
  );
}

let loading: Promise<Highs> | null = null;

/** HiGHS compiled to WebAssembly, loaded once per process (~50 ms). */
export function loadSolver(): Promise<Highs> {
  if (!loading) {
    loading = import('highs').then((module) => module.default());
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
