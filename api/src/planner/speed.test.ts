/**
 * The solver path (docs/planner.md, Speed): models passed to HiGHS as arrays on one reused
 * instance, and whole steps by rounding where rounding reaches the band.
 */
import type { Highs } from 'highs';
import { LinearModel } from './lpmodel';
import { buildPlan, loadSolver, stepRange, type PortionProblem } from '.';
import { roundDay } from './rounding';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

describe('models passed as arrays', () => {
  it('solves a continuous and a whole-number model on the same instance, one after another', () => {
    // Minimise x + y with x + y ≥ 2.5 and x − y = 0.5: continuous x = 1.5, y = 1.
    const build = () => {
      const model = new LinearModel();
      model.addCost('x', 1);
      model.addCost('y', 1);
      model.bound('x', 0, 10, true);
      model.bound('y', 0, 10, true);
      model.row(
        [
          ['x', 1],
          ['y', 1],
        ],
        2.5,
        Number.POSITIVE_INFINITY,
      );
      model.row(
        [
          ['x', 1],
          ['y', -2],
        ],
        Number.NEGATIVE_INFINITY,
        0,
      );
      return model;
    };
    for (let round = 0; round < 3; round += 1) {
      const relaxed = build().solve(highs, {}, true);
      expect(relaxed.feasible).toBe(true);
      expect(relaxed.value('x') + relaxed.value('y')).toBeCloseTo(2.5, 6);
      const whole = build().solve(highs, { time_limit: 5 });
      expect(whole.optimal).toBe(true);
      expect(Number.isInteger(Math.round(whole.value('x') * 1e6) / 1e6)).toBe(true);
      expect(whole.value('x') + whole.value('y')).toBeCloseTo(3, 6);
      expect(whole.value('unknown')).toBeNaN();
    }
  });

  it('says so when a model has no answer', () => {
    const model = new LinearModel();
    model.bound('x', 0, 1);
    model.row([['x', 1]], 2, Number.POSITIVE_INFINITY);
    const solved = model.solve(highs, {});
    expect(solved.feasible).toBe(false);
    expect(solved.value('x')).toBeNaN();
  });
});

describe('rounding before searching', () => {
  // Two 10 g scoops of the same chicken; the day needs 21 scoops' worth (65.1 g protein).
  const chicken = { protein: 31, carbohydrate: 0, fat: 3.6 };
  const per = (grams: number) => ({
    protein: (chicken.protein * grams) / 100,
    carbohydrate: 0,
    fat: (chicken.fat * grams) / 100,
  });
  const scoops = per(210);
  const problem: PortionProblem = {
    variables: [0, 1].map((meal) => ({
      meal,
      per100g: chicken,
      min: 60,
      max: 300,
      step: 10,
      second: 0,
    })),
    targets: {
      calories: scoops.protein * 4 + scoops.fat * 9,
      protein: scoops.protein,
      carbohydrate: 0,
      fat: scoops.fat,
    },
    meals: 2,
  };
  const boxes = {
    x: problem.variables.map(() => ({ low: 10, high: 11 })),
    s: problem.variables.map(() => null),
  };

  it('moves a step where rounding both halves up passes the band', () => {
    // The continuous optimum: 10.5 scoops each. Rounding both up is 22 scoops, 4.8 % over.
    const rounded = roundDay(
      problem,
      [
        { grams: 105, second: 0 },
        { grams: 105, second: 0 },
      ],
      boxes,
    );
    expect(rounded.reachable).toBe(true);
    expect(rounded.inBand).toBe(true);
    expect(rounded.portions.map((portion) => portion.grams).sort()).toEqual([100, 110]);
    for (const [i, portion] of rounded.portions.entries()) {
      const range = stepRange(problem.variables[i]!);
      expect(portion.grams / 10).toBeGreaterThanOrEqual(range.low);
      expect(portion.grams % 10).toBe(0);
    }
  });

  it('leaves the search to branch and bound only where the band is reachable', () => {
    const far = { ...problem, targets: { ...problem.targets, protein: 200 } };
    const rounded = roundDay(
      far,
      [
        { grams: 110, second: 0 },
        { grams: 110, second: 0 },
      ],
      boxes,
    );
    expect(rounded.reachable).toBe(false);
    expect(rounded.inBand).toBe(false);
  });
});

describe('days the rotation makes alike', () => {
  it('solves each distinct day once and serves its portions on every such day', () => {
    const solve = jest.spyOn(LinearModel.prototype, 'solve');
    try {
      const chicken = {
        id: 1,
        category: 'protein' as const,
        name: { 'en-US': 'Chicken', 'ms-MY': 'Ayam' },
        allergens: [],
        per100g: { protein: 31, carbohydrate: 0, fat: 3.6 },
      };
      const rice = {
        ...chicken,
        id: 2,
        category: 'carbohydrate' as const,
        name: { 'en-US': 'Rice', 'ms-MY': 'Nasi' },
        per100g: { protein: 2.7, carbohydrate: 28.2, fat: 0.3 },
      };
      const request = {
        requirements: { calories: 2000, protein: 120, carbohydrate: 220, fat: 60 },
        days: 7,
        mealsPerDay: 3,
        recipes: [chicken, rice],
        allergens: [],
        supplements: [],
        homeMeal: null,
        oil: true,
      };
      const plan = buildPlan(highs, request);
      // One chosen dish a list: every day is the same problem, so the relaxation holds one day.
      const weekModel = solve.mock.contexts[0] as LinearModel;
      solve.mockClear();
      const single = buildPlan(highs, { ...request, days: 1 });
      const dayModel = solve.mock.contexts[0] as LinearModel;
      expect(weekModel.size).toBe(dayModel.size);
      expect(plan.days.map((day) => JSON.stringify(day.meals))).toEqual(
        Array.from({ length: 7 }, () => JSON.stringify(single.days[0]!.meals)),
      );
    } finally {
      solve.mockRestore();
    }
  });
});
