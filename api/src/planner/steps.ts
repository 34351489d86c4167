/**
 * Portions in whole kitchen steps (docs/planner.md): branch and bound over the steps around the
 * continuous optimum of `portions.ts`, one small search per day.
 */
import type { Highs } from 'highs';
import { MEAL_ENERGY_BAND } from './model';
import {
  coefficient,
  KEYS,
  mealBandExcess,
  portionModel,
  TOLERANCE,
  solveRelaxedMany,
  stepRange,
  type ObjectiveKind,
  type Portion,
  type PortionProblem,
  type StepBox,
} from './portions';
import { roundDay } from './rounding';

/**
 * Branch and bound stops once the best whole-step plan is within 0.05 (summed relative deviation,
 * i.e. inside the 5 % band's own slack) of the bound, or after 200 nodes; the best found stands
 * (a search stopped by its node limit still answers its best whole-step plan). Presolve is on: off,
 * HiGHS spends far longer setting up each of these small searches. The node limit bounds the work;
 * the time limit is only a safety net, far above it, so a busy machine does not change the plan.
 */
const MIP_OPTIONS = {
  mip_abs_gap: 0.05,
  mip_max_nodes: 200,
  presolve: 'on',
  time_limit: 5,
} as const;

/** The most steps a component's second portion may have (its largest portion). */
function secondSteps(v: PortionProblem['variables'][number]): number {
  return Math.floor(v.second / v.step + 1e-9);
}

/** Whole steps around a relaxed optimum: the part of the model branch and bound searches. */
function boxesAround(problem: PortionProblem, relaxed: readonly Portion[]) {
  // A component the relaxation puts on a whole step stays there; one between two steps may take
  // either; a second portion is none, or a whole number of steps of at least a smallest portion.
  const around = (at: number, low: number, high: number): StepBox => {
    if (Math.abs(at - Math.round(at)) < 1e-6) {
      const whole = Math.min(high, Math.max(low, Math.round(at)));
      return { low: whole, high: whole };
    }
    return {
      low: Math.min(high, Math.max(low, Math.floor(at))),
      high: Math.max(low, Math.min(high, Math.ceil(at))),
    };
  };
  return {
    x: problem.variables.map((v, i) => {
      const range = stepRange(v);
      // A balancing side is a few whole servings, each a large step: all of them stay open.
      if (v.cost !== undefined) return range;
      return around((relaxed[i]?.grams ?? v.min) / v.step, range.low, range.high);
    }),
    s: problem.variables.map((v, i) => {
      const at = (relaxed[i]?.second ?? 0) / v.step;
      const least = stepRange(v).low;
      if (v.second <= 0 || at < least / 2) return null;
      return around(Math.max(at, least), least, secondSteps(v));
    }),
  };
}

/**
 * Portions in whole kitchen steps for each problem (one per day), solved as a mixed-integer model
 * (docs/planner.md): the relaxation of all days first (one model), then HiGHS's branch and bound
 * over whole steps around it, day by day: each component on either step around its continuous
 * optimum, a second portion none or at least a smallest portion. Without a whole-step plan in
 * time, the lower step of each box is served; null only where the relaxation found nothing.
 */
export function solvePortionsMany(
  highs: Highs,
  problems: readonly PortionProblem[],
  objectiveKind: ObjectiveKind = 'plan',
): (Portion[] | null)[] {
  const relaxed = solveRelaxedMany(highs, problems, objectiveKind);
  const live = problems.flatMap((problem, k) => {
    const start = relaxed[k];
    return start && problem.variables.length > 0
      ? [{ problem, k, boxes: boxesAround(problem, start) }]
      : [];
  });
  const answers: (Portion[] | null)[] = problems.map((problem) =>
    problem.variables.length === 0 ? [] : null,
  );
  // One branch and bound per day: seven small searches end far sooner than one of seven days.
  for (const { problem, k, boxes } of live) {
    // Rounding first: the search runs only where rounding misses a band the relaxation reaches.
    const rounded = roundDay(problem, relaxed[k] ?? [], boxes);
    if (rounded.servable && (rounded.inBand || !rounded.reachable)) {
      answers[k] = rounded.portions;
      continue;
    }
    let found = search(highs, problem, objectiveKind, boxes);
    // Where the whole steps next to the continuous optimum leave a target outside the 5 % band
    // (the protein pressed on the band's edge by fat from the protein dish), one step further
    // each way is searched, and kept where it is nearer the band.
    if (excess(problem, found) > 0) {
      const wider = search(highs, problem, objectiveKind, widen(problem, boxes));
      if (
        unevenness(problem, wider) <= unevenness(problem, found) &&
        excess(problem, wider) < excess(problem, found)
      )
        found = wider;
    }
    // A box still outside the even split (the steps around the continuous optimum could not
    // hold it): every step of every component's range is searched, and kept where more even.
    if (unevenness(problem, found) > 0) {
      const whole = search(highs, problem, objectiveKind, wholeRange(problem, boxes));
      if (unevenness(problem, whole) < unevenness(problem, found)) found = whole;
    }
    answers[k] = found;
  }
  return answers;
}

/** How far a day's boxes are outside the even split a plan is held to (0: none). */
function unevenness(problem: PortionProblem, portions: readonly Portion[]): number {
  const excess = mealBandExcess(problem, portions, MEAL_ENERGY_BAND);
  return excess > 1e-9 ? excess : 0;
}

/** Every whole step of each component's range (second portions as around the optimum). */
function wholeRange(problem: PortionProblem, boxes: ReturnType<typeof boxesAround>) {
  return { x: problem.variables.map((v) => stepRange(v)), s: boxes.s };
}

/** One step further each way than the boxes around the continuous optimum, within the bounds. */
function widen(problem: PortionProblem, boxes: ReturnType<typeof boxesAround>) {
  return {
    x: boxes.x.map((box, i) => {
      const range = stepRange(problem.variables[i]!);
      return { low: Math.max(range.low, box.low - 1), high: Math.min(range.high, box.high + 1) };
    }),
    s: boxes.s.map((box, i) => {
      if (!box) return null;
      const v = problem.variables[i]!;
      return {
        low: Math.max(stepRange(v).low, box.low - 1),
        high: Math.min(secondSteps(v), box.high + 1),
      };
    }),
  };
}

/** How far a day's portions leave its targets outside the 5 % band (summed relative excess). */
function excess(problem: PortionProblem, portions: readonly Portion[]): number {
  let sum = 0;
  for (const key of KEYS) {
    let amount = 0;
    problem.variables.forEach((v, i) => {
      const p = portions[i];
      amount += coefficient(v.per100g, key) * ((p?.grams ?? 0) + (p?.second ?? 0));
    });
    const target = Math.max(problem.targets[key], 1);
    sum += Math.max(0, Math.abs(amount - target) / target - TOLERANCE);
  }
  return sum;
}

/** Branch and bound over whole steps inside the boxes; the lower steps where it found nothing. */
function search(
  highs: Highs,
  problem: PortionProblem,
  objectiveKind: ObjectiveKind,
  boxes: ReturnType<typeof boxesAround>,
): Portion[] {
  const result = portionModel(problem, objectiveKind, { boxes }).solve(highs, MIP_OPTIONS);
  // `+ 0`: a solver's -0 is served as 0 g.
  const portions = problem.variables.map((v, i) => ({
    grams: Math.round(result.value(`x${i}`)) * v.step + 0,
    second: boxes.s[i] ? Math.round(result.value(`s${i}`)) * v.step + 0 : 0,
  }));
  // A search stopped by a limit before it found a whole-step plan answers zeros: only portions
  // inside their boxes are a plan.
  const inside = (value: number, box: StepBox | null | undefined, step: number) =>
    Number.isFinite(value) &&
    (box ? value >= box.low * step - 1e-6 && value <= box.high * step + 1e-6 : value === 0);
  return result.feasible &&
    portions.every(
      (p, i) =>
        inside(p.grams, boxes.x[i], problem.variables[i]!.step) &&
        inside(p.second, boxes.s[i], problem.variables[i]!.step),
    )
    ? portions
    : problem.variables.map((v, i) => ({
        grams: (boxes.x[i]?.low ?? 0) * v.step,
        second: (boxes.s[i]?.low ?? 0) * v.step,
      }));
}

export function solvePortions(
  highs: Highs,
  problem: PortionProblem,
  objectiveKind: ObjectiveKind = 'plan',
): Portion[] | null {
  return solvePortionsMany(highs, [problem], objectiveKind)[0] ?? null;
}
