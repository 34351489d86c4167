import type { Highs } from 'highs';
import { buildPlan, DEFAULT_PORTION_STEPS_G, loadSolver, type PlanRequest } from '.';
import { seededRecipe as recipe, SEEDED_SIDES as SIDES } from '../test/seededPlanner';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

/**
 * No oil, lean beef as the only protein and no rice (an allergy): the beef is the day's fat as
 * well, so the continuous optimum holds the protein on the band's upper edge, and the whole steps
 * next to it pass the band (docs/planner.md, whole steps one step further).
 */
const pressed: PlanRequest = {
  requirements: { calories: 2252, protein: 100, carbohydrate: 319, fat: 64 },
  days: 6,
  // Two boxes: five would pass the protein with the smallest servable beef alone.
  mealsPerDay: 2,
  recipes: [
    'lean_beef',
    'wholewheat_pasta',
    'baked_potato',
    'wholemeal_toast',
    'stir_fried_greens',
    'black_pepper_sauce',
  ].map(recipe),
  allergens: ['rice', 'peanut'],
  supplements: [],
  homeMeal: null,
  oil: false,
  sides: SIDES,
  allowSides: true,
};

describe('whole steps one step further (docs/planner.md)', () => {
  it('finds whole-step portions inside the band where the steps next to the optimum fall outside', () => {
    const plan = buildPlan(highs, pressed);
    expect(plan.misses).toEqual([]);
    for (const item of plan.days.flatMap((day) => day.meals.flatMap((meal) => meal.items))) {
      const found = plan.recipes.find((entry) => entry.id === item.recipe_id);
      if (item.side || !found) continue;
      // Still the kitchen's own steps, within the portion bounds.
      expect(item.grams % DEFAULT_PORTION_STEPS_G[found.category]).toBe(0);
    }
  });
});
