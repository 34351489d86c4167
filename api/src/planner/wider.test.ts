import type { Highs } from 'highs';
import { RECIPES } from '../db/seed-data/catalog';
import {
  buildPlan,
  DEFAULT_PORTION_STEPS_G,
  loadSolver,
  OIL_COOKED_RECIPES,
  type PlannerRecipe,
  type PlanRequest,
  type SideItem,
} from '.';

let highs: Highs;
beforeAll(async () => {
  highs = await loadSolver();
});

const recipe = (code: string): PlannerRecipe => {
  const index = RECIPES.findIndex((entry) => entry.code === code);
  const seed = RECIPES[index]!;
  if (seed.category === 'side') throw new Error(`${code} is a side`);
  return {
    id: index + 1,
    category: seed.category,
    name: seed.name,
    allergens: seed.allergens,
    per100g: seed.per100g,
    cookedInOil: OIL_COOKED_RECIPES.has(code),
  };
};

const SIDES: SideItem[] = RECIPES.flatMap((seed, index) =>
  seed.side
    ? [
        {
          id: index + 1,
          name: seed.name,
          allergens: seed.allergens,
          per100g: seed.per100g,
          servingG: seed.side.servingG,
          priceSen: seed.side.priceSen,
        },
      ]
    : [],
);

/**
 * No oil, lean beef as the only protein and no rice (an allergy): the beef is the day's fat as
 * well, so the continuous optimum holds the protein on the band's upper edge, and the whole steps
 * next to it pass the band (docs/planner.md, whole steps one step further).
 */
const pressed: PlanRequest = {
  requirements: { calories: 2308, protein: 114, carbohydrate: 319, fat: 64 },
  days: 6,
  mealsPerDay: 5,
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
