/**
 * `npm run bench:planner`: the planner's budgets (docs/planner.md, Figures).
 * 1. Generation time, in-process, for 7 days × 5 meals: p50/p95 over BENCH_RUNS plans (300) after
 *    warm-up, without and with the suggestion search.
 * 2. Accuracy on two cohorts of 200 synthetic customers each (seeded, so every run is the same):
 *    the fixed reference cohort and a held-out one made with another seed and other mixes of
 *    goals, allergies, meal counts, supplements and home-sourced meals. For each: days within 5 %
 *    of each target as chosen and once the best suggestion is accepted; the mean absolute relative
 *    error beside the plain L1 optimum of the same model (same components, bounds and second
 *    portions, continuous: the best any portioning could do); misses by reason; the suggestions
 *    taken (sides, light meals, the home meal cooked); and property checks that no plan holds a
 *    declared allergen or an oil-cooked dish for a no-oil customer, nor a box or component no
 *    kitchen would serve (docs/planner.md, Meals a kitchen serves).
 */
import { performance } from 'node:perf_hooks';
import type { Highs } from 'highs';
import { DateTime } from 'luxon';
import { ALLERGENS, caloriesOf, type Allergen } from '@mealprep/shared/catalogue';
import { PLAN_TARGETS, type Goal } from '@mealprep/shared/plan';
import type { HomeMeal } from '@mealprep/shared/plan/contracts';
import { RECIPES } from '../src/db/seed-data/catalog';
import {
  applyChanges,
  buildPlan,
  dailyRequirements,
  OIL_COOKED_RECIPES,
  planWithSuggestions,
  type GeneratedPlan,
  dayProblem,
  dayTotals,
  loadSolver,
  MEAL_ENERGY_BAND,
  PORTION_BOUNDS,
  solveRelaxed,
  totalsOf,
  TOLERANCE,
  type PlannerRecipe,
  type PlanRequest,
  type SideItem,
} from '../src/planner';

/** The recipes the meal questionnaire offers (each seeded option points at one). */
const OFFERED: PlannerRecipe[] = RECIPES.flatMap(({ category, ...recipe }, index) =>
  recipe.option && category !== 'side'
    ? [
        {
          id: index + 1,
          category,
          name: recipe.name,
          allergens: recipe.allergens,
          per100g: recipe.per100g,
          cookedInOil: OIL_COOKED_RECIPES.has(recipe.code),
        },
      ]
    : [],
);

/** The balancing sides the kitchen sells (ids by seed position, as the seed inserts them). */
const SIDES: SideItem[] = RECIPES.flatMap((recipe, index) =>
  recipe.side
    ? [
        {
          id: index + 1,
          name: recipe.name,
          allergens: recipe.allergens,
          per100g: recipe.per100g,
          servingG: recipe.side.servingG,
          priceSen: recipe.side.priceSen,
        },
      ]
    : [],
);

/** How a cohort is drawn: the reference cohort's mix, or the held-out one's. */
interface CohortMix {
  goals: readonly Goal[];
  allergyChance: number;
  mostAllergies: number;
  mealCounts: readonly number[];
  supplement: { chance: number; item: HomeMeal };
  homeMeal: { chance: number; item: HomeMeal };
}

const REFERENCE: CohortMix = {
  goals: ['healthy', 'fat_loss', 'mass_gain', 'lean_mass_gain', 'custom_macro'],
  allergyChance: 0.4,
  mostAllergies: 1,
  mealCounts: [2, 3, 4, 5],
  supplement: { chance: 0.3, item: { name: 'Whey', protein: 24, carbohydrate: 3, fat: 1.5 } },
  homeMeal: {
    chance: 0.2,
    item: { name: 'Home lunch', protein: 20, carbohydrate: 70, fat: 18 },
  },
};

const HELD_OUT: CohortMix = {
  goals: ['mass_gain', 'mass_gain', 'fat_loss', 'custom_macro', 'healthy'],
  allergyChance: 0.55,
  mostAllergies: 2,
  mealCounts: [1, 2, 3, 3, 4, 5, 5],
  supplement: {
    chance: 0.45,
    item: { name: 'Mass gainer', protein: 30, carbohydrate: 75, fat: 6 },
  },
  homeMeal: {
    chance: 0.35,
    item: { name: 'Nasi lemak at home', protein: 15, carbohydrate: 80, fat: 25 },
  },
};

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

function customer(rand: () => number, mix: CohortMix): PlanRequest {
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
  const goal: Goal = pick(mix.goals);
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
  const allergens: Allergen[] = [];
  if (rand() < mix.allergyChance) {
    // The reference cohort draws no count (one allergy), so it stays the cohort it always was.
    const count = mix.mostAllergies > 1 ? 1 + Math.floor(rand() * mix.mostAllergies) : 1;
    for (let i = 0; i < count; i += 1) {
      const allergen = pick(ALLERGENS as readonly Allergen[]);
      if (!allergens.includes(allergen)) allergens.push(allergen);
    }
  }
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
    mealsPerDay: pick(mix.mealCounts),
    recipes,
    allergens,
    supplements:
      rand() < mix.supplement.chance
        ? [{ ...mix.supplement.item, calories: caloriesOf(mix.supplement.item) }]
        : [],
    homeMeal: rand() < mix.homeMeal.chance ? mix.homeMeal.item : null,
    oil: rand() < 0.7,
    candidates: OFFERED.filter((offered) => !recipes.includes(offered)),
    mealCounts: [1, 2, 3, 4, 5],
    sides: SIDES,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

function timed(label: string, budget: number, run: () => void) {
  for (let i = 0; i < Math.min(20, RUNS); i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (budget ${budget} ms)`,
  );
}

/** Days within 5 % per target, and the sum of relative errors, of a set of plans. */
class Tally {
  within: Record<string, number> = { calories: 0, protein: 0, carbohydrate: 0, fat: 0 };
  days = 0;
  error = 0;
  allOn = 0;
  /** Missed targets by target, direction and reason: the failure classes. */
  classes = new Map<string, number>();
  sideServings = 0;
  sideSen = 0;
  add(plan: GeneratedPlan) {
    for (const miss of plan.misses) {
      const key = `${miss.target} ${miss.actual > miss.expected ? 'over' : 'under'} (${miss.reason})`;
      this.classes.set(key, (this.classes.get(key) ?? 0) + 1);
    }
    const sideSen = new Map((plan.sides ?? []).map((side) => [side.id, side.priceSen]));
    for (const item of plan.days.flatMap((day) => day.meals.flatMap((meal) => meal.items))) {
      if (!item.side) continue;
      this.sideServings += item.side;
      this.sideSen += item.side * (sideSen.get(item.recipe_id) ?? 0);
    }
    for (const day of plan.days) {
      this.days += 1;
      if (!plan.misses.some((miss) => miss.day === day.day)) this.allOn += 1;
      const totals = dayTotals(day, plan.extras);
      for (const target of PLAN_TARGETS) {
        const expected = plan.requirements[target];
        const relative = Math.abs(totals[target] - expected) / expected;
        if (relative <= TOLERANCE) this.within[target] = (this.within[target] ?? 0) + 1;
        this.error += relative;
      }
    }
  }
  shares() {
    const share = (target: string) =>
      `${(((this.within[target] ?? 0) / Math.max(this.days, 1)) * 100).toFixed(1)} %`;
    const all = `${((this.allOn / Math.max(this.days, 1)) * 100).toFixed(1)} %`;
    return `calories ${share('calories')}, protein ${share('protein')}, carbohydrate ${share('carbohydrate')}, fat ${share('fat')}; every target ${all}`;
  }
  failures() {
    return [...this.classes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
  }
}

/** The plain L1 optimum of a plan's own components (continuous), summed relative error. */
function optimumError(highs: Highs, plan: GeneratedPlan): number {
  let error = 0;
  const byId = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  for (const day of plan.days) {
    const meals = day.meals.map((meal) =>
      meal.items.flatMap((item) => {
        const recipe = byId.get(item.recipe_id);
        return recipe ? [recipe] : [];
      }),
    );
    const problem = dayProblem(meals, plan.requirements, plan.extras, plan.oil, plan.steps);
    const portions = solveRelaxed(highs, problem, 'l1') ?? [];
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
      error += Math.abs(optimum[target] - expected) / expected;
    }
  }
  return error;
}

/**
 * What no kitchen would serve (docs/planner.md, Meals a kitchen serves): a component outside its
 * range (or a second portion), or a box more than ±20 % from its day's mean box (a calorie of
 * slack: the figures are kept to a tenth of a gram).
 */
function unservable(plan: GeneratedPlan): number {
  const categoryOf = new Map(plan.recipes.map((recipe) => [recipe.id, recipe.category]));
  let count = 0;
  for (const day of plan.days) {
    const boxes = day.meals.map((meal) =>
      meal.items.filter((item) => !item.side).reduce((sum, item) => sum + caloriesOf(item), 0),
    );
    const mean = boxes.reduce((sum, kcal) => sum + kcal, 0) / Math.max(boxes.length, 1);
    count += boxes.filter((kcal) => Math.abs(kcal - mean) > MEAL_ENERGY_BAND * mean + 1).length;
    for (const item of day.meals.flatMap((meal) => meal.items)) {
      const category = item.side ? undefined : categoryOf.get(item.recipe_id);
      if (!category) continue;
      const { min, max } = PORTION_BOUNDS[category];
      if (item.grams < min || item.grams > max || item.second) count += 1;
    }
  }
  return count;
}

/** Plans holding a declared allergen, or an oil-cooked dish for a no-oil customer. */
function violations(request: PlanRequest, plan: GeneratedPlan): number {
  const all = new Map<number, Pick<PlannerRecipe, 'allergens' | 'cookedInOil'>>(
    [...OFFERED, ...request.recipes, ...SIDES].map((recipe) => [recipe.id, recipe]),
  );
  let count = 0;
  for (const item of plan.days.flatMap((day) => day.meals.flatMap((meal) => meal.items))) {
    // A side only where the customer allowed sides.
    if (item.side && !request.allowSides) count += 1;
    const recipe = all.get(item.recipe_id);
    if (!recipe) continue;
    if (recipe.allergens.some((allergen) => request.allergens.includes(allergen))) count += 1;
    if (!request.oil && recipe.cookedInOil) count += 1;
  }
  return count;
}

function cohort(highs: Highs, name: string, seed: number, mix: CohortMix) {
  const rand = random(seed);
  const chosen = new Tally();
  const accepted = new Tally();
  let errorOptimum = 0;
  let suggested = 0;
  let acceptedSides = 0;
  /** Customers whose best suggestion allows light meals, or has the kitchen cook the home meal. */
  let acceptedLight = 0;
  let acceptedHome = 0;
  let bad = 0;
  let unserved = 0;
  const started = performance.now();
  const reasons = new Map<string, number>();
  const customers = 200;
  for (let n = 0; n < customers; n += 1) {
    const request = customer(rand, mix);
    const plan = planWithSuggestions(highs, request);
    for (const miss of plan.misses) reasons.set(miss.reason, (reasons.get(miss.reason) ?? 0) + 1);
    chosen.add(plan);
    errorOptimum += optimumError(highs, plan);
    bad += violations(request, plan);
    unserved += unservable(plan);
    const best = plan.suggestions?.[0];
    if (best) {
      suggested += 1;
      if (best.changes.some((change) => change.kind === 'allow_sides')) acceptedSides += 1;
      if (best.changes.some((change) => change.kind === 'allow_light_meals')) acceptedLight += 1;
      if (best.changes.some((change) => change.kind === 'cook_home_meal')) acceptedHome += 1;
      const changed = applyChanges(request, best.changes);
      const after = buildPlan(highs, changed);
      bad += violations(changed, after);
      unserved += unservable(after);
      accepted.add(after);
    } else accepted.add(plan);
  }
  const mae = chosen.error / (chosen.days * PLAN_TARGETS.length);
  const maeOptimum = errorOptimum / (chosen.days * PLAN_TARGETS.length);
  console.log(`Accuracy, ${name} (seed ${seed}, ${customers} customers, ${chosen.days} days):`);
  console.log(`  days within 5 %, as chosen: ${chosen.shares()}`);
  console.log(
    `  days within 5 %, best suggestion accepted (${suggested} customers had one): ${accepted.shares()} (goal ≥ 95 %)`,
  );
  console.log(
    `  mean absolute relative error: plan ${(mae * 100).toFixed(2)} %, L1 optimum ${(maeOptimum * 100).toFixed(2)} %, ratio ${(mae / Math.max(maeOptimum, 1e-9)).toFixed(3)}× (goal ≤ 1.1×)`,
  );
  console.log(`  misses by reason, as chosen: ${JSON.stringify(Object.fromEntries(reasons))}`);
  console.log(`  failure classes, as chosen: ${chosen.failures()}`);
  console.log(`  failure classes, best suggestion accepted: ${accepted.failures()}`);
  console.log(
    `  balancing sides, best suggestion accepted: ${accepted.sideServings} servings over ${accepted.days} days, RM ${(accepted.sideSen / 100).toFixed(2)} in all (RM ${(accepted.sideSen / 100 / Math.max(accepted.days, 1)).toFixed(2)} a day); ${acceptedSides} customers took sides`,
  );
  console.log(
    `  best suggestion accepted: ${acceptedLight} customers allowed light meals, ${acceptedHome} had the kitchen cook their home meal`,
  );
  console.log(`  time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  allergen or no-oil violations: ${bad} (must be 0)`);
  console.log(
    `  boxes outside ±${MEAL_ENERGY_BAND * 100} % of their day's mean box, or components outside their range: ${unserved} (must be 0)`,
  );
}

async function main() {
  const highs = await loadSolver();
  console.log(`Generation, 7 days × 5 meals, in-process (${RUNS} runs):`);
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
  timed('plan', 50, () => buildPlan(highs, full));
  // A customer whose choices miss: the suggestion search runs in full.
  const pick = (...codes: string[]) =>
    OFFERED.filter((recipe) => codes.includes(RECIPES[recipe.id - 1]?.code ?? ''));
  const narrow: PlanRequest = {
    ...full,
    recipes: pick('grilled_chicken_breast', 'baked_potato', 'broccoli'),
    oil: false,
    candidates: OFFERED.filter(
      (recipe) => !pick('grilled_chicken_breast', 'baked_potato', 'broccoli').includes(recipe),
    ),
    mealCounts: [1, 2, 3, 4, 5],
  };
  timed('plan with suggestions', 150, () => planWithSuggestions(highs, narrow));
  cohort(highs, 'reference cohort', 20260521, REFERENCE);
  cohort(highs, 'held-out cohort', 4177, HELD_OUT);
  console.log(
    `  portion bounds (g): ${JSON.stringify(PORTION_BOUNDS)}; each box within ±${MEAL_ENERGY_BAND * 100} % of its day's mean box`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
