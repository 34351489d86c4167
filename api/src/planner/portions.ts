import type { Highs } from 'highs';
import { caloriesOf, type Macros, type NutritionTotals } from '@mealprep/shared/domain';

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
const SOLVER_TOLERANCE = 0.045;
/** Weight of any deviation beyond the solver tolerance: hitting 5 % everywhere comes first. */
const OUTSIDE_WEIGHT = 1000;
/** Weight of uneven meals (kcal apart from an equal share), after the targets. */
const BALANCE_WEIGHT = 0.2;
/**
 * Cost of a gram of second portion: far below a missed target, far above what a gram can gain
 * inside the 5 % band, so a second portion is served only where it brings a target into the band.
 */
const SECOND_WEIGHT = 0.02;

const KEYS = ['calories', 'protein', 'carbohydrate', 'fat'] as const;

export function coefficient(per100g: Macros, key: (typeof KEYS)[number]): number {
  if (key === 'calories') return caloriesOf(per100g) / 100;
  return per100g[key] / 100;
}

const num = (value: number) => (Number.isFinite(value) ? value.toFixed(6) : '0');

function term(value: number, name: string): string {
  return `${value < 0 ? '-' : '+'} ${num(Math.abs(value))} ${name}`;
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
 * The CPLEX-LP model (docs/planner.md): x_i counts the kitchen's steps of component i within its
 * bounds (integer unless relaxed), s_i the steps of its second portion; for each target t a
 * deviation d⁺ − d⁻, with e ≥ (d⁺ + d⁻)/target − 4.5 %; minimise 1000·Σe + Σ(d⁺ + d⁻)/target plus
 * a small cost per gram of second portion and a small pull of each meal towards an equal share.
 * 'l1' is the plain optimum of Σ|deviation|/target with the same portions: the bench's yardstick.
 */
interface ModelParts {
  objective: string[];
  rows: string[];
  bounds: string[];
  integers: string[];
}

/** One day's part of a model, its names prefixed with `P` so several days solve as one model. */
function modelParts(
  problem: PortionProblem,
  objectiveKind: ObjectiveKind,
  scope: ModelScope,
  P: string,
): ModelParts {
  const { variables, targets, meals } = problem;
  const plain = objectiveKind === 'l1';
  const objective: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  const integers: string[] = [];
  const xs = variables.map((v, i) => scope.boxes?.x[i] ?? stepRange(v));
  const seconds = variables.flatMap((v, i) => {
    const box = scope.boxes
      ? scope.boxes.s[i]
      : v.second > 0
        ? { low: 0, high: Math.floor(v.second / v.step + 1e-9) }
        : null;
    return box && box.high > 0 ? [{ i, box }] : [];
  });
  const amount = (key: (typeof KEYS)[number]) => [
    ...variables.map((v, i) => term(coefficient(v.per100g, key) * v.step, `${P}x${i}`)),
    ...seconds.map(({ i }) =>
      term(coefficient(variables[i]!.per100g, key) * variables[i]!.step, `${P}s${i}`),
    ),
  ];
  KEYS.forEach((key, k) => {
    const target = Math.max(targets[key], 1);
    if (!plain) objective.push(term(OUTSIDE_WEIGHT, `${P}e${k}`));
    objective.push(term(1 / target, `${P}p${k}`), term(1 / target, `${P}m${k}`));
    const lhs = amount(key).join(' ');
    rows.push(
      ` ${P}t${k}: ${lhs || `+ 0 ${P}x_none`} - ${P}p${k} + ${P}m${k} = ${num(targets[key])}`,
    );
    if (!plain)
      rows.push(
        ` ${P}o${k}: + ${P}p${k} + ${P}m${k} - ${num(target)} ${P}e${k} <= ${num(SOLVER_TOLERANCE * target)}`,
      );
  });
  const share = Math.max(targets.calories, 1) / Math.max(meals, 1);
  for (let meal = 0; meal < meals && !plain; meal += 1) {
    const lhs = variables
      .map((v, i) =>
        v.meal === meal ? term(coefficient(v.per100g, 'calories') * v.step, `${P}x${i}`) : '',
      )
      .filter(Boolean)
      .join(' ');
    if (!lhs) continue;
    const weight = BALANCE_WEIGHT / Math.max(targets.calories, 1);
    objective.push(term(weight, `${P}bp${meal}`), term(weight, `${P}bm${meal}`));
    rows.push(` ${P}b${meal}: ${lhs} - ${P}bp${meal} + ${P}bm${meal} = ${num(share)}`);
  }
  xs.forEach((box, i) => {
    const cost = variables[i]!.cost ?? 0;
    if (!plain && cost > 0) objective.push(term(cost, `${P}x${i}`));
    bounds.push(` ${num(box.low)} <= ${P}x${i} <= ${num(box.high)}`);
    integers.push(`${P}x${i}`);
  });
  for (const { i, box } of seconds) {
    if (!plain) objective.push(term(SECOND_WEIGHT * variables[i]!.step, `${P}s${i}`));
    bounds.push(` ${num(box.low)} <= ${P}s${i} <= ${num(box.high)}`);
    integers.push(`${P}s${i}`);
    if (!scope.boxes && !scope.relaxed) {
      // None, or at least the component's smallest portion.
      const least = stepRange(variables[i]!).low;
      bounds.push(` 0 <= ${P}y${i} <= 1`);
      integers.push(`${P}y${i}`);
      rows.push(
        ` ${P}sl${i}: + 1 ${P}s${i} - ${least} ${P}y${i} >= 0`,
        ` ${P}sh${i}: + 1 ${P}s${i} - ${box.high} ${P}y${i} <= 0`,
      );
    }
  }
  if (variables.length === 0) bounds.push(` ${P}x_none = 0`);
  return { objective, rows, bounds, integers: scope.relaxed ? [] : integers };
}

function assemble(parts: readonly ModelParts[]): string {
  const integers = parts.flatMap((part) => part.integers);
  return [
    'Minimize',
    ` obj: ${parts.flatMap((part) => part.objective).join(' ') || '0 x_empty'}`,
    'Subject To',
    ...parts.flatMap((part) => part.rows),
    'Bounds',
    ...parts.flatMap((part) => part.bounds),
    ...(integers.length === 0 ? [] : ['General', ` ${integers.join(' ')}`]),
    'End',
  ].join('\n');
}

export function portionModel(
  problem: PortionProblem,
  objectiveKind: ObjectiveKind = 'plan',
  scope: ModelScope = {},
): string {
  return assemble([modelParts(problem, objectiveKind, scope, '')]);
}

export function read(result: ReturnType<Highs['solve']>, name: string): number {
  const value = (result.Columns[name] as { Primal?: number } | undefined)?.Primal;
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
}

/** Day k's names carry this prefix when several days are solved as one model. */
export const prefixOf = (k: number) => `d${k}_`;

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
  const result = highs.solve(
    assemble(
      live.map(({ problem, k }) =>
        modelParts(problem, objectiveKind, { relaxed: true }, prefixOf(k)),
      ),
    ),
  );
  return solved.map(({ problem, k }) => {
    if (problem.variables.length === 0) return [];
    if (result.Status !== 'Optimal') return null;
    return problem.variables.map((v, i) => ({
      grams: read(result, `${prefixOf(k)}x${i}`) * v.step,
      second: v.second > 0 ? (read(result, `${prefixOf(k)}s${i}`) || 0) * v.step : 0,
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
