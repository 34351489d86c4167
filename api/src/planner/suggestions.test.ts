import type { Highs } from 'highs';
import { DateTime } from 'luxon';
import {
  applyChanges,
  buildPlan,
  dailyRequirements,
  daysOnTarget,
  loadSolver,
  mayAdd,
  MAX_CHANGES,
  planWithSuggestions,
  type PlanRequest,
} from '.';
import { seededRecipe as recipe } from '../test/seededPlanner';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

/**
 * A customer with no oil, no garnish and no sauce who declared a peanut allergy and chose only lean
 * chicken, potato and broccoli: the fat target is out of reach of those choices.
 */
const lean: PlanRequest = {
  requirements: { calories: 2400, protein: 150, carbohydrate: 270, fat: 80 },
  days: 7,
  mealsPerDay: 3,
  recipes: [recipe('grilled_chicken_breast'), recipe('baked_potato'), recipe('broccoli')],
  allergens: ['peanut'],
  supplements: [],
  homeMeal: null,
  oil: false,
  candidates: [
    'salmon',
    'peanut_sauce',
    'sesame_seeds',
    'fried_shallots',
    'lean_beef',
    'egg',
    'tempeh',
    'white_rice',
  ].map(recipe),
  mealCounts: [1, 2, 3, 4, 5],
};

describe('suggestions that close the miss', () => {
  it('never offers an allergen, a dish cooked in oil to a no-oil customer, or a list answered none', () => {
    expect(mayAdd(recipe('salmon'), lean)).toBe(false);
    expect(mayAdd(recipe('stir_fried_greens'), lean)).toBe(false);
    expect(mayAdd(recipe('peanut_sauce'), lean)).toBe(false);
    expect(mayAdd(recipe('sesame_seeds'), lean)).toBe(false);
    expect(mayAdd(recipe('grilled_chicken_breast'), lean)).toBe(false);
    expect(mayAdd(recipe('lean_beef'), lean)).toBe(true);
    expect(mayAdd(recipe('salmon'), { ...lean, oil: true })).toBe(true);
    expect(mayAdd(recipe('prawns'), { ...lean, allergens: ['seafood'] })).toBe(false);
    const withSauce = { ...lean, recipes: [...lean.recipes, recipe('teriyaki_sauce')] };
    expect(mayAdd(recipe('black_pepper_sauce'), withSauce)).toBe(true);
  });

  it('finds the smallest change that brings more days on target, and measures it on the real plan', () => {
    const plan = planWithSuggestions(highs, lean);
    const before = daysOnTarget(plan);
    expect(before).toBeLessThan(7);
    const suggestions = plan.suggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    const forbidden = new Set(
      ['salmon', 'peanut_sauce', 'sesame_seeds', 'fried_shallots'].map((code) => recipe(code).id),
    );
    for (const suggestion of suggestions) {
      expect(suggestion.before).toBe(before);
      expect(suggestion.days).toBe(7);
      // More days on every target, or as many and more targets met.
      if (suggestion.after === before)
        expect(suggestion.targetsAfter).toBeGreaterThan(suggestion.targetsBefore!);
      else expect(suggestion.after).toBeGreaterThan(before);
      expect(suggestion.changes.length).toBeLessThanOrEqual(MAX_CHANGES);
      for (const change of suggestion.changes) {
        if (change.kind === 'add_recipe') expect(forbidden.has(change.recipe_id)).toBe(false);
      }
      // The effect is what the plan made with the change gives.
      const rebuilt = buildPlan(highs, applyChanges(lean, suggestion.changes));
      expect(daysOnTarget(rebuilt)).toBe(suggestion.after);
    }
    // Best first.
    const afters = suggestions.map((suggestion) => suggestion.after);
    expect([...afters].sort((a, b) => b - a)).toEqual(afters);
  });

  it('offers fewer meals a day where the smallest portions of many meals overshoot a target', () => {
    const small: PlanRequest = {
      ...lean,
      oil: true,
      mealsPerDay: 4,
      // Four boxes of at least 80 g of chicken (the smallest portion a kitchen serves) pass 100 g.
      requirements: { calories: 1578, protein: 100, carbohydrate: 200, fat: 42 },
      candidates: [],
    };
    const plan = planWithSuggestions(highs, small);
    expect(
      plan.misses.some((miss) => miss.target === 'protein' && miss.actual > miss.expected),
    ).toBe(true);
    const fewer = plan.suggestions?.find((entry) =>
      entry.changes.some((change) => change.kind === 'meals_per_day' && change.meals === 3),
    );
    expect(fewer).toBeDefined();
    expect(fewer!.after).toBeGreaterThan(fewer!.before);
  });

  it('offers nothing when every day is on target already', () => {
    const balanced: PlanRequest = {
      ...lean,
      oil: true,
      mealsPerDay: 4,
      recipes: [
        'grilled_chicken_breast',
        'lean_beef',
        'grilled_fish',
        'white_rice',
        'wholewheat_pasta',
        'broccoli',
        'mixed_vegetables',
        'sesame_seeds',
        'teriyaki_sauce',
      ].map(recipe),
      requirements: dailyRequirements({
        gender: 'M',
        dateOfBirth: '1990-05-01',
        heightCm: 175,
        weightKg: 75,
        activity: 'not_active',
        goal: 'lean_mass_gain',
        bodyType: 'mesomorph',
        customMacros: null,
        today: DateTime.fromISO('2026-01-01'),
      }),
    };
    const plan = planWithSuggestions(highs, balanced);
    expect(daysOnTarget(plan)).toBe(7);
    expect(plan.suggestions).toEqual([]);
  });

  it('applies an added recipe and a meal count to the answers', () => {
    const changed = applyChanges(lean, [
      {
        kind: 'add_recipe',
        recipe_id: recipe('lean_beef').id,
        name: recipe('lean_beef').name,
        category: 'protein',
      },
      { kind: 'meals_per_day', meals: 4 },
    ]);
    expect(changed.recipes.map((entry) => entry.id)).toContain(recipe('lean_beef').id);
    expect(changed.candidates?.some((entry) => entry.id === recipe('lean_beef').id)).toBe(false);
    expect(changed.mealsPerDay).toBe(4);
  });
});
