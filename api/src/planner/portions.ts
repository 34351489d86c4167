import type { Highs } from 'highs';
import { caloriesOf, type Macros } from '@mealprep/shared/catalogue';
import type { NutritionTotals } from '@mealprep/shared/plan/contracts';
import { LinearModel } from './lpmodel';

/**
 * One component of a meal to be portioned: its macros per 100 g, its gram bounds, the step the
 * kitchen weighs it in, and how many grams a second portion of it may add (0: none).
 */
export interface PortionVariable {
  meal: number;
  per100g: Macros;
  min: number;
  max: number;
  step: number;
  second: number;
  /** Cost of each step in the objective (a balancing side's serving); absent: none. */
  cost?: number;
}

export interface PortionProblem {
  variables: PortionVariable[];
  /** What the cooked meals must supply: the day's targets less supplements and home meal. */
  targets: NutritionTotals;
  meals: number;
}

/** A component's grams: its first portion and the second one (0 when none is served). */
export interface Portion {
  grams: number;
  second: number;
}

/**
 * Inside this relative deviation a target counts as met. The model aims inside 4.5 %, so whole
 * steps and the plan's whole-gram figures do not tip a met target over the line.
 */
export const TOLERANCE = 0.05;
export const SOLVER_TOLERANCE = 0.045;
/** Weight of any deviation beyond the solver tolerance: hitting 5 % everywhere comes first. */
export const OUTSIDE_WEIGHT = 1000;
/** Weight of uneven meals (kcal apart from an equal share), after the targets. */
export const BALANCE_WEIGHT = 0.2;
/**
 * Cost of a gram of second portion: far below a missed target, far above what a gram can gain
 * inside the 5 % band, so a second portion is served only where it brings a target into the band.
 */
export const SECOND_WEIGHT = 0.02;
/**
 * The model keeps each box within ±18 % of the day's mean box, so whole steps do not tip one past
 * the ±20 % a plan is held to (`MEAL_ENERGY_BAND`).
 */
export const SOLVER_MEAL_BAND = 0.18;
/**
 * Weight of a box's energy beyond that band, relative to the day's box energy: a hundred times a
 * missed target's, so an uneven day is never a price worth a target. The band is a row with this
 * slack rather than a hard row so a model is never infeasible (one day's model holds all days).
 */
export const BAND_WEIGHT = 100_000;

export const KEYS = ['calories', 'protein', 'carbohydrate', 'fat'] as const;

export function coefficient(per100g: Macros, key: (typeof KEYS)[number]): number {
  if (key === 'calories') return caloriesOf(per100g) / 100;
  return per100g[key] / 100;
}

/** Whole steps of a variable: [lowest, highest] count of steps within its bounds. */
export function stepRange(variable: Pick<PortionVariable, 'min' | 'max' | 'step'>) {
  const low = Math.ceil(variable.min / variable.step - 1e-9);
  const high = Math.max(low, Math.floor(variable.max / variable.step + 1e-9));
  return { low, high };
}

export type ObjectiveKind = 'plan' | 'l1';

/** A range of whole steps (or, relaxed, of fractional ones). */
export interface StepBox {
  low: number;
  high: number;
}

/**
 * Where the model may look: each component's steps, and its second portion's (null: none). Without
 * boxes, the whole bounds, a second portion being none or at least a smallest portion (y_i binary).
 */
export interface ModelScope {
  relaxed?: boolean;
  boxes?: { x: StepBox[]; s: (StepBox | null)[] };
}

/**
 * The model (docs/planner.md): x_i counts the kitchen's steps of component i within its bounds
 * (integer unless relaxed), s_i the steps of its second portion; for each target t a deviation
 * d⁺ − d⁻, with e ≥ (d⁺ + d⁻)/target − 4.5 %; minimise 1000·Σe + Σ(d⁺ + d⁻)/target plus a small
 * cost per gram of second portion and a small pull of each meal towards an equal share. 'l1' is
 * the plain optimum of Σ|deviation|/target with the same portions: the bench's yardstick. One
 * day's part of a model has its names prefixed with `P`, so several days solve as one model.
 */
function addDay(
  model: LinearModel,
  problem: PortionProblem,
  objectiveKind: ObjectiveKind,
  scope: ModelScope,
  P: string,
): void {
  const { variables, targets, meals } = problem;
  const plain = objectiveKind === 'l1';
  const integer = !scope.relaxed;
  const xs = variables.map((v, i) => scope.boxes?.x[i] ?? stepRange(v));
  const seconds = variables.flatMap((v, i) => {
    const box = scope.boxes
      ? scope.boxes.s[i]
      : v.second > 0
        ? { low: 0, high: Math.floor(v.second / v.step + 1e-9) }
        : null;
    return box && box.high > 0 ? [{ i, box }] : [];
  });
  xs.forEach((box, i) => model.bound(`${P}x${i}`, box.low, box.high, integer));
  for (const { i, box } of seconds) model.bound(`${P}s${i}`, box.low, box.high, integer);
  const amount = (key: (typeof KEYS)[number]): [string, number][] => [
    ...variables.map((v, i): [string, number] => [
      `${P}x${i}`,
      coefficient(v.per100g, key) * v.step,
    ]),
    ...seconds.map(({ i }): [string, number] => [
      `${P}s${i}`,
      coefficient(variables[i]!.per100g, key) * variables[i]!.step,
    ]),
  ];
  KEYS.forEach((key, k) => {
    const target = Math.max(targets[key], 1);
    model.addCost(`${P}p${k}`, 1 / target);
    model.addCost(`${P}m${k}`, 1 / target);
    model.row([...amount(key), [`${P}p${k}`, -1], [`${P}m${k}`, 1]], targets[key], targets[key]);
    if (plain) return;
    model.addCost(`${P}e${k}`, OUTSIDE_WEIGHT);
    model.row(
      [
        [`${P}p${k}`, 1],
        [`${P}m${k}`, 1],
        [`${P}e${k}`, -target],
      ],
      Number.NEGATIVE_INFINITY,
      SOLVER_TOLERANCE * target,
    );
  });
  const share = Math.max(targets.calories, 1) / Math.max(meals, 1);
  for (let meal = 0; meal < meals && !plain; meal += 1) {
    const terms = variables.flatMap((v, i): [string, number][] =>
      v.meal === meal ? [[`${P}x${i}`, coefficient(v.per100g, 'calories') * v.step]] : [],
    );
    if (terms.length === 0) continue;
    const weight = BALANCE_WEIGHT / Math.max(targets.calories, 1);
    model.addCost(`${P}bp${meal}`, weight);
    model.addCost(`${P}bm${meal}`, weight);
    model.row([...terms, [`${P}bp${meal}`, -1], [`${P}bm${meal}`, 1]], share, share);
  }
  addMealBand(model, problem, seconds, P);
  if (!plain) {
    xs.forEach((_, i) => {
      const cost = variables[i]!.cost ?? 0;
      if (cost > 0) model.addCost(`${P}x${i}`, cost);
    });
    for (const { i } of seconds) model.addCost(`${P}s${i}`, SECOND_WEIGHT * variables[i]!.step);
  }
  if (scope.boxes || scope.relaxed) return;
  for (const { i, box } of seconds) {
    // None, or at least the component's smallest portion.
    const least = stepRange(variables[i]!).low;
    model.bound(`${P}y${i}`, 0, 1, true);
    model.row(
      [
        [`${P}s${i}`, 1],
        [`${P}y${i}`, -least],
      ],
      0,
      Number.POSITIVE_INFINITY,
    );
    model.row(
      [
        [`${P}s${i}`, 1],
        [`${P}y${i}`, -box.high],
      ],
      Number.NEGATIVE_INFINITY,
      0,
    );
  }
}

/**
 * Each box's energy (its components, cooking oil and any second portion) within ±18 % of the mean
 * box of the day: n·kcal_m − (1 ± band)·Σ kcal ≶ 0 for each meal m of the n meals with components,
 * each side with a slack column the objective weighs at `BAND_WEIGHT` per share of the day's
 * energy. Balancing sides (meal −1) are sold beside the boxes, so they are not in it.
 */
function addMealBand(
  model: LinearModel,
  problem: PortionProblem,
  seconds: readonly { i: number }[],
  P: string,
): void {
  const { variables, targets } = problem;
  const kcal = (i: number) => coefficient(variables[i]!.per100g, 'calories') * variables[i]!.step;
  const terms = (meal: number | null): [string, number][] => [
    ...variables.flatMap((v, i): [string, number][] =>
      v.meal >= 0 && (meal === null || v.meal === meal) ? [[`${P}x${i}`, kcal(i)]] : [],
    ),
    ...seconds.flatMap(({ i }): [string, number][] =>
      variables[i]!.meal >= 0 && (meal === null || variables[i]!.meal === meal)
        ? [[`${P}s${i}`, kcal(i)]]
        : [],
    ),
  ];
  const meals = [...new Set(variables.flatMap((v) => (v.meal >= 0 ? [v.meal] : [])))];
  const n = meals.length;
  if (n < 2) return;
  const all = terms(null);
  const weight = BAND_WEIGHT / Math.max(targets.calories, 1);
  for (const meal of meals) {
    const own = terms(meal).map(([name, value]): [string, number] => [name, n * value]);
    const scaled = (factor: number) =>
      all.map(([name, value]): [string, number] => [name, -factor * value]);
    model.addCost(`${P}bu${meal}`, weight);
    model.addCost(`${P}bl${meal}`, weight);
    model.row(
      [...own, ...scaled(1 + SOLVER_MEAL_BAND), [`${P}bu${meal}`, -1]],
      Number.NEGATIVE_INFINITY,
      0,
    );
    model.row(
      [...own, ...scaled(1 - SOLVER_MEAL_BAND), [`${P}bl${meal}`, 1]],
      0,
      Number.POSITIVE_INFINITY,
    );
  }
}

/**
 * How far a day's boxes are from an even split: the summed energy of each box beyond ±`band` of
 * the day's mean box, as a share of the day's box energy (0: every box within the band).
 */
export function mealBandExcess(
  problem: PortionProblem,
  portions: readonly Portion[],
  band: number,
): number {
  const boxes = new Map<number, number>();
  problem.variables.forEach((v, i) => {
    if (v.meal < 0) return;
    const grams = (portions[i]?.grams ?? 0) + (portions[i]?.second ?? 0);
    boxes.set(v.meal, (boxes.get(v.meal) ?? 0) + coefficient(v.per100g, 'calories') * grams);
  });
  const n = boxes.size;
  const total = [...boxes.values()].reduce((sum, kcal) => sum + kcal, 0);
  if (n < 2 || total <= 0) return 0;
  let excess = 0;
  for (const kcal of boxes.values()) {
    excess += Math.max(0, n * kcal - (1 + band) * total, (1 - band) * total - n * kcal);
  }
  return excess / total;
}

/** One problem's model. */
export function portionModel(
  problem: PortionProblem,
  objectiveKind: ObjectiveKind = 'plan',
  scope: ModelScope = {},
): LinearModel {
  const model = new LinearModel();
  addDay(model, problem, objectiveKind, scope, '');
  return model;
}

/** Day k's names carry this prefix when several days are solved as one model. */
export const prefixOf = (k: number) => `d${k}_`;

/** The continuous optimum is found by the simplex method, presolved. */
const LP_OPTIONS = { presolve: 'on' } as const;

/**
 * The continuous optimum of each problem (grams, fractional steps allowed), all solved as one
 * model: the relaxation, the start of the whole-step search and the bench's yardstick. A problem
 * the solver found nothing for is null.
 */
export function solveRelaxedMany(
  highs: Highs,
  problems: readonly PortionProblem[],
  objectiveKind: ObjectiveKind = 'plan',
): (Portion[] | null)[] {
  const solved = problems.map((problem, k) => ({ problem, k }));
  const live = solved.filter(({ problem }) => problem.variables.length > 0);
  if (live.length === 0) return problems.map(() => []);
  const model = new LinearModel();
  for (const { problem, k } of live)
    addDay(model, problem, objectiveKind, { relaxed: true }, prefixOf(k));
  const result = model.solve(highs, LP_OPTIONS, true);
  return solved.map(({ problem, k }) => {
    if (problem.variables.length === 0) return [];
    if (!result.optimal) return null;
    return problem.variables.map((v, i) => ({
      grams: result.value(`${prefixOf(k)}x${i}`) * v.step,
      second: v.second > 0 ? (result.value(`${prefixOf(k)}s${i}`) || 0) * v.step : 0,
    }));
  });
}

export function solveRelaxed(
  highs: Highs,
  problem: PortionProblem,
  objectiveKind: ObjectiveKind = 'plan',
): Portion[] | null {
  return solveRelaxedMany(highs, [problem], objectiveKind)[0] ?? null;
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
