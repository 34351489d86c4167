/**
 * Whole kitchen steps without a branch and bound where rounding reaches the band (docs/planner.md,
 * Speed): from the continuous optimum, each component takes the nearer whole step of its box, then
 * single-step moves that lower the model's own objective are made until none does. A day whose
 * targets all land inside the solver's 4.5 % this way is served so; only the others are searched.
 */
import { MEAL_ENERGY_BAND } from './model';
import {
  BALANCE_WEIGHT,
  BAND_WEIGHT,
  coefficient,
  KEYS,
  OUTSIDE_WEIGHT,
  mealBandExcess,
  SECOND_WEIGHT,
  SOLVER_MEAL_BAND,
  SOLVER_TOLERANCE,
  type Portion,
  type PortionProblem,
  type StepBox,
} from './portions';

/** At most this many passes over the components: each pass is a few microseconds. */
const MAX_PASSES = 8;

export interface Rounded {
  portions: Portion[];
  /** Every target inside the solver's tolerance: no search needed. */
  inBand: boolean;
  /** The continuous optimum is inside the band: a search may find whole steps that are too. */
  reachable: boolean;
  /** Every box within ±20 % of the day's mean box (`MEAL_ENERGY_BAND`). */
  servable: boolean;
}

/** The model's objective (portions.ts) for whole steps x (first portions) and s (second ones). */
function objective(problem: PortionProblem, x: number[], s: number[]) {
  const { variables, targets, meals } = problem;
  let value = 0;
  let outside = 0;
  for (const key of KEYS) {
    let amount = 0;
    variables.forEach((v, i) => {
      amount += coefficient(v.per100g, key) * v.step * ((x[i] ?? 0) + (s[i] ?? 0));
    });
    const target = Math.max(targets[key], 1);
    const deviation = Math.abs(amount - targets[key]) / target;
    const beyond = Math.max(0, deviation - SOLVER_TOLERANCE);
    outside += beyond;
    value += OUTSIDE_WEIGHT * beyond + deviation;
  }
  const share = Math.max(targets.calories, 1) / Math.max(meals, 1);
  for (let meal = 0; meal < meals; meal += 1) {
    let kcal = 0;
    let any = false;
    variables.forEach((v, i) => {
      if (v.meal !== meal) return;
      any = true;
      kcal += coefficient(v.per100g, 'calories') * v.step * (x[i] ?? 0);
    });
    if (any) value += (BALANCE_WEIGHT * Math.abs(kcal - share)) / Math.max(targets.calories, 1);
  }
  variables.forEach((v, i) => {
    value += (v.cost ?? 0) * (x[i] ?? 0) + SECOND_WEIGHT * v.step * (s[i] ?? 0);
  });
  // The boxes' even split, as the model weighs it (portions.ts, addMealBand).
  const portions = variables.map((v, i) => ({
    grams: v.step * (x[i] ?? 0),
    second: v.step * (s[i] ?? 0),
  }));
  const total = portions.reduce(
    (sum, p, i) =>
      variables[i]!.meal >= 0
        ? sum + coefficient(variables[i]!.per100g, 'calories') * (p.grams + p.second)
        : sum,
    0,
  );
  value +=
    (BAND_WEIGHT * mealBandExcess(problem, portions, SOLVER_MEAL_BAND) * Math.max(total, 0)) /
    Math.max(targets.calories, 1);
  return { value, outside, band: mealBandExcess(problem, portions, MEAL_ENERGY_BAND) };
}

/**
 * Rounds a day's continuous portions to whole steps inside their boxes (first portions in `x`,
 * second ones in `s`, null: none), improving by single-step moves.
 */
export function roundDay(
  problem: PortionProblem,
  relaxed: readonly Portion[],
  boxes: { x: StepBox[]; s: (StepBox | null)[] },
): Rounded {
  const { variables } = problem;
  const clamp = (value: number, box: StepBox) => Math.min(box.high, Math.max(box.low, value));
  const x = variables.map((v, i) =>
    clamp(Math.round((relaxed[i]?.grams ?? v.min) / v.step), boxes.x[i]!),
  );
  const s = variables.map((v, i) => {
    const box = boxes.s[i];
    return box ? clamp(Math.round((relaxed[i]?.second ?? 0) / v.step), box) : 0;
  });
  // Where even the continuous optimum is outside the band, no whole-step search can bring it in.
  const reachable =
    objective(
      problem,
      variables.map((v, i) => (relaxed[i]?.grams ?? v.min) / v.step),
      variables.map((v, i) => (relaxed[i]?.second ?? 0) / v.step),
    ).outside <= 1e-6;
  let best = objective(problem, x, s);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let moved = false;
    for (const [values, box] of [
      [x, boxes.x],
      [s, boxes.s],
    ] as const) {
      values.forEach((at, i) => {
        const range = box[i];
        if (!range) return;
        for (const step of [-1, 1]) {
          const next = at + step;
          if (next < range.low || next > range.high) continue;
          values[i] = next;
          const tried = objective(problem, x, s);
          if (tried.value < best.value - 1e-9) {
            best = tried;
            moved = true;
            return;
          }
          values[i] = at;
        }
      });
    }
    if (!moved) break;
  }
  return {
    portions: variables.map((v, i) => ({
      grams: (x[i] ?? 0) * v.step + 0,
      second: (s[i] ?? 0) * v.step + 0,
    })),
    inBand: best.outside <= 1e-9,
    reachable,
    servable: best.band <= 1e-9,
  };
}
