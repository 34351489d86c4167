import type { Highs } from 'highs';
import { RECIPES } from '../db/seed-data/catalog';
import {
  applyChanges,
  buildPlan,
  daysOnTarget,
  loadSolver,
  OIL_COOKED_RECIPES,
  planWithSuggestions,
  singleChanges,
  suggestionText,
  type GeneratedPlan,
  type PlanRequest,
} from '.';
import { seededRecipe as recipe } from '../test/seededPlanner';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

const items = (plan: GeneratedPlan) =>
  plan.days.flatMap((day) => day.meals.flatMap((meal) => meal.items));
const category = (plan: GeneratedPlan, id: number) =>
  plan.recipes.find((entry) => entry.id === id)?.category;

/**
 * A customer whose protein target is low beside a high carbohydrate one (docs/planner.md, Light
 * meals): four meals, each with at least 80 g of chicken or beef (the smallest portion a kitchen
 * serves), plus the rice's own protein, pass 80 g of protein whatever the portions.
 */
const lowProtein: PlanRequest = {
  requirements: { calories: 2060, protein: 80, carbohydrate: 300, fat: 60 },
  days: 5,
  mealsPerDay: 4,
  recipes: [
    recipe('grilled_chicken_breast'),
    recipe('lean_beef'),
    recipe('white_rice'),
    recipe('broccoli'),
  ],
  allergens: ['peanut'],
  supplements: [],
  homeMeal: null,
  oil: true,
  candidates: ['salmon', 'peanut_sauce', 'stir_fried_greens', 'baked_potato', 'grilled_fish'].map(
    recipe,
  ),
  mealCounts: [1, 2, 3, 4, 5],
};

describe('light meals (docs/planner.md, Light meals)', () => {
  it('serve some meals without the protein dish only where allowed, bringing the protein on target', () => {
    const every = buildPlan(highs, lowProtein);
    expect(every.misses.filter((miss) => miss.target === 'protein')).toHaveLength(5);
    for (const day of every.days)
      for (const meal of day.meals)
        expect(meal.items.some((item) => category(every, item.recipe_id) === 'protein')).toBe(true);

    const light = buildPlan(highs, { ...lowProtein, allowLightMeals: true });
    expect(daysOnTarget(light)).toBe(5);
    for (const day of light.days) {
      const withProtein = day.meals.filter((meal) =>
        meal.items.some((item) => category(light, item.recipe_id) === 'protein'),
      );
      // Some meals lose the protein dish, never all; every meal keeps its carbohydrate.
      expect(withProtein.length).toBeGreaterThanOrEqual(1);
      expect(withProtein.length).toBeLessThan(day.meals.length);
      for (const meal of day.meals)
        expect(meal.items.some((item) => category(light, item.recipe_id) === 'carbohydrate')).toBe(
          true,
        );
    }
  });

  it('change nothing where the protein dishes do not pass the target', () => {
    const high = { ...lowProtein, requirements: { ...lowProtein.requirements, protein: 160 } };
    const plan = buildPlan(highs, { ...high, allowLightMeals: true });
    expect(plan.days).toEqual(buildPlan(highs, high).days);
  });

  it('are offered as a suggestion with their effect, and never with an excluded or oil-cooked dish', () => {
    const plan = planWithSuggestions(highs, { ...lowProtein, oil: false });
    const light = plan.suggestions?.find((entry) =>
      entry.changes.some((change) => change.kind === 'allow_light_meals'),
    );
    expect(light).toBeDefined();
    // Without oil the fat stays short, so the effect is in targets met: the protein comes nearer.
    expect(light!.targetsAfter).toBeGreaterThan(light!.targetsBefore!);
    const lightPlan = buildPlan(highs, applyChanges({ ...lowProtein, oil: false }, light!.changes));
    const proteinMisses = (plan: GeneratedPlan) =>
      plan.misses.filter((miss) => miss.target === 'protein').length;
    expect(proteinMisses(lightPlan)).toBeLessThan(proteinMisses(plan));
    for (const suggestion of plan.suggestions ?? []) {
      const accepted = buildPlan(
        highs,
        applyChanges({ ...lowProtein, oil: false }, suggestion.changes),
      );
      for (const item of items(accepted)) {
        const seed = RECIPES[item.recipe_id - 1]!;
        expect(seed.allergens).not.toContain('peanut');
        expect(OIL_COOKED_RECIPES.has(seed.code)).toBe(false);
        expect(item.oil).toBe(0);
      }
    }
  });

  it('are not offered where no carbohydrate could carry a meal (all ruled out by allergies)', () => {
    const noRice = { ...lowProtein, allergens: ['rice' as const] };
    expect(singleChanges(noRice).some((change) => change.kind === 'allow_light_meals')).toBe(false);
    expect(singleChanges(lowProtein).some((change) => change.kind === 'allow_light_meals')).toBe(
      true,
    );
    // Allowed anyway, the plan keeps every meal's protein dish rather than serving a bare vegetable.
    const plan = buildPlan(highs, { ...noRice, allowLightMeals: true });
    for (const day of plan.days)
      for (const meal of day.meals)
        expect(meal.items.some((item) => category(plan, item.recipe_id) === 'protein')).toBe(true);
  });
});

/**
 * A customer on a mass gainer who eats nasi lemak at home: the two alone give 155 g of carbohydrate
 * against a 118 g target, so no portioning of the cooked meals can meet it.
 */
const gainer: PlanRequest = {
  requirements: { calories: 1450, protein: 150, carbohydrate: 118, fat: 40 },
  days: 5,
  // Three: four boxes of at least the smallest portions a kitchen serves would pass 952 kcal.
  mealsPerDay: 3,
  recipes: [recipe('grilled_chicken_breast'), recipe('baked_potato'), recipe('broccoli')],
  allergens: ['seafood'],
  supplements: [{ name: 'Mass gainer', protein: 30, carbohydrate: 75, fat: 6, calories: 498 }],
  homeMeal: { name: 'Nasi lemak', protein: 15, carbohydrate: 80, fat: 25 },
  oil: true,
  candidates: ['salmon', 'peanut_sauce', 'grilled_fish', 'prawns'].map(recipe),
  mealCounts: [1, 2, 3, 4, 5],
};

describe('the home-sourced meal cooked by the kitchen', () => {
  it('is offered where the home meal passes a target on its own, and meets every target once made', () => {
    const plan = planWithSuggestions(highs, gainer);
    expect(plan.misses.some((miss) => miss.reason === 'extras_exceed')).toBe(true);
    const best = plan.suggestions?.[0];
    expect(best?.changes).toEqual([{ kind: 'cook_home_meal', name: 'Nasi lemak' }]);
    expect(best!.after).toBe(5);
    const accepted = buildPlan(highs, applyChanges(gainer, best!.changes));
    expect(accepted.homeMeal).toBeNull();
    // The slot the home meal took is cooked now; the supplement is still counted.
    expect(accepted.cookedMeals).toBe(3);
    expect(accepted.extras.carbohydrate).toBe(75);
    expect(daysOnTarget(accepted)).toBe(5);
    for (const item of items(accepted))
      expect(RECIPES[item.recipe_id - 1]!.allergens).not.toContain('seafood');
  });

  it('is not offered to a customer without a home meal', () => {
    expect(
      singleChanges({ ...gainer, homeMeal: null }).some(
        (change) => change.kind === 'cook_home_meal',
      ),
    ).toBe(false);
  });
});

describe('suggestion texts', () => {
  it('say both changes in en-US and ms-MY', () => {
    expect(suggestionText('en-US', [{ kind: 'allow_light_meals' }])).toMatch(
      /^Allow some meals without the protein dish/,
    );
    expect(suggestionText('ms-MY', [{ kind: 'allow_light_meals' }])).toMatch(
      /^Benarkan sesetengah hidangan tanpa lauk protein/,
    );
    expect(suggestionText('en-US', [{ kind: 'cook_home_meal', name: 'Nasi lemak' }])).toBe(
      'Let our kitchen cook the meal you make at home (Nasi lemak)',
    );
    expect(suggestionText('ms-MY', [{ kind: 'cook_home_meal', name: 'Nasi lemak' }])).toBe(
      'Biar dapur kami memasak hidangan yang anda sediakan di rumah (Nasi lemak)',
    );
  });
});
