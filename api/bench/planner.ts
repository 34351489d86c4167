/**
 * `npm run bench:planner`: the planner's budgets (issue #5).
 * 1. Generation time, in-process, for 7 days × 5 meals: p50/p95 over 300 plans after warm-up.
 * 2. Accuracy on a reference cohort of 200 synthetic customers (seeded, so every run is the
 *    same cohort): share of days within 5 % of each target, and the mean absolute relative error
 *    of the plan beside the plain L1 optimum of the same LP (same recipes, bounds, whole day,
 *    unrounded) — the best any portioning of those choices can do.
 */
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { ALLERGENS, PLAN_TARGETS, type Allergen, type Goal } from '@mealprep/shared/domain';
import { RECIPES } from '../src/db/seed-data/catalog';
import {
  buildPlan,
  dailyRequirements,
  dayProblem,
  dayTotals,
  loadSolver,
  PORTION_BOUNDS,
  solvePortions,
  totalsOf,
  TOLERANCE,
  type PlannerRecipe,
  type PlanRequest,
} from '../src/planner';

/** The recipes the meal questionnaire offers (each seeded option points at one). */
const OFFERED: PlannerRecipe[] = RECIPES.flatMap((recipe, index) =>
  recipe.option
    ? [
        {
          id: index + 1,
          category: recipe.category,
          name: recipe.name,
          allergens: recipe.allergens,
          per100g: recipe.per100g,
        },
      ]
    : [],
);

/** mulberry32: a small seeded generator, so the cohort is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function customer(rand: () => number): PlanRequest {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const between = (low: number, high: number) => low + rand() * (high - low);
  const some = <T>(list: readonly T[], min: number) => {
    const chosen = list.filter(() => rand() < 0.6);
    return chosen.length >= min ? chosen : list.slice(0, min);
  };
  const gender = rand() < 0.5 ? 'M' : 'F';
  const heightCm = Math.round(gender === 'M' ? between(160, 192) : between(148, 178));
  const bmi = between(18.5, 33);
  const weightKg = Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10;
  const goal: Goal = pick(['healthy', 'fat_loss', 'mass_gain', 'lean_mass_gain', 'custom_macro']);
  const age = Math.round(between(18, 65));
  const requirements = dailyRequirements({
    gender,
    dateOfBirth: DateTime.fromISO('2026-01-01').minus({ years: age, days: 10 }).toISODate() ?? '',
    heightCm,
    weightKg,
    activity: pick(['not_active', 'moderately_active', 'active', 'extra_active']),
    goal,
    bodyType: pick(['endomorph', 'mesomorph', 'ectomorph']),
    customMacros:
      goal === 'custom_macro'
        ? {
            protein: Math.round(weightKg * between(1.4, 2.4)),
            carbohydrate: Math.round(between(120, 320)),
            fat: Math.round(between(45, 90)),
          }
        : null,
    today: DateTime.fromISO('2026-01-01'),
  });
  const allergens = rand() < 0.4 ? [pick(ALLERGENS as readonly Allergen[])] : [];
  const byCategory = (category: string) => OFFERED.filter((r) => r.category === category);
  const recipes = [
    ...some(byCategory('protein'), 1),
    ...some(byCategory('carbohydrate'), 1),
    ...some(byCategory('vegetable'), 1),
    ...(rand() < 0.25 ? [] : some(byCategory('garnish'), 1)),
    ...(rand() < 0.25 ? [] : some(byCategory('sauce'), 1)),
  ];
  return {
    requirements,
    days: pick([5, 6, 7]),
    mealsPerDay: pick([2, 3, 4, 5]),
    recipes,
    allergens,
    supplements:
      rand() < 0.3 ? [{ name: 'Whey', calories: 120, protein: 24, carbohydrate: 3, fat: 1.5 }] : [],
    homeMeal: rand() < 0.2 ? { name: 'Home lunch', protein: 20, carbohydrate: 70, fat: 18 } : null,
    oil: rand() < 0.7,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const highs = await loadSolver();
  // 1. Generation time for 7 days × 5 meals with every offered recipe.
  const full: PlanRequest = {
    requirements: { calories: 2400, protein: 150, carbohydrate: 270, fat: 80 },
    days: 7,
    mealsPerDay: 5,
    recipes: OFFERED,
    allergens: [],
    supplements: [],
    homeMeal: null,
    oil: true,
  };
  for (let i = 0; i < 20; i += 1) buildPlan(highs, full);
  const times: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const start = performance.now();
    buildPlan(highs, full);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log('Generation, 7 days × 5 meals, in-process (300 runs):');
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (budget 50 ms)`,
  );

  // 2. Accuracy on the reference cohort.
  const rand = random(20260521);
  const within: Record<string, number> = { calories: 0, protein: 0, carbohydrate: 0, fat: 0 };
  let days = 0;
  let errorPlan = 0;
  let errorOptimum = 0;
  const reasons = new Map<string, number>();
  for (let n = 0; n < 200; n += 1) {
    const request = customer(rand);
    const plan = buildPlan(highs, request);
    for (const miss of plan.misses) reasons.set(miss.reason, (reasons.get(miss.reason) ?? 0) + 1);
    for (const day of plan.days) {
      days += 1;
      const totals = dayTotals(day, plan.extras);
      // The same day's components, portioned by the plain L1 optimum (unrounded).
      const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
      const meals = day.meals.map((meal) =>
        meal.items.flatMap((item) => {
          const recipe = byId.get(item.recipe_id);
          return recipe ? [recipe] : [];
        }),
      );
      const problem = dayProblem(meals, plan.requirements, plan.extras, request.oil);
      const portions = solvePortions(highs, problem, 'l1') ?? [];
      const optimum = totalsOf([
        plan.extras,
        ...problem.variables.map((variable, index) => {
          const g = (portions[index]?.grams ?? 0) + (portions[index]?.second ?? 0);
          return {
            protein: (variable.per100g.protein * g) / 100,
            carbohydrate: (variable.per100g.carbohydrate * g) / 100,
            fat: (variable.per100g.fat * g) / 100,
          };
        }),
      ]);
      for (const target of PLAN_TARGETS) {
        const expected = plan.requirements[target];
        const relative = Math.abs(totals[target] - expected) / expected;
        if (relative <= TOLERANCE) within[target] = (within[target] ?? 0) + 1;
        errorPlan += relative;
        errorOptimum += Math.abs(optimum[target] - expected) / expected;
      }
    }
  }
  const share = (target: string) => `${(((within[target] ?? 0) / days) * 100).toFixed(1)} %`;
  const mae = errorPlan / (days * PLAN_TARGETS.length);
  const maeOptimum = errorOptimum / (days * PLAN_TARGETS.length);
  console.log(`Accuracy, reference cohort of 200 synthetic customers (${days} days):`);
  console.log(
    `  days within 5 %: calories ${share('calories')}, protein ${share('protein')}, carbohydrate ${share('carbohydrate')}, fat ${share('fat')}`,
  );
  console.log(
    `  mean absolute relative error: plan ${(mae * 100).toFixed(2)} %, L1 optimum ${(maeOptimum * 100).toFixed(2)} %, ratio ${(mae / Math.max(maeOptimum, 1e-9)).toFixed(3)}× (goal ≤ 1.1×)`,
  );
  console.log(`  misses by reason: ${JSON.stringify(Object.fromEntries(reasons))}`);
  console.log(`  portion bounds (g): ${JSON.stringify(PORTION_BOUNDS)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
