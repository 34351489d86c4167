import type { GeneratedPlan, RecipeCategory } from './model';

/**
 * The price of a personalised plan (one week as generated), computed on the server only from
 * its portioned meals — never read from a request:
 *   each cooked meal box: RM 8.00 (cooking, packaging)
 *   plus per gram: protein component 3 sen, carbohydrate, vegetable, garnish and sauce 1 sen.
 * So a box of 180 g chicken, 200 g rice, 100 g broccoli, 10 g garnish and 40 g sauce costs
 * RM 8.00 + RM 5.40 + RM 3.50 = RM 16.90, in line with the à la carte menu. Cooking oil is free.
 * A balancing side costs its own price per serving (it is not a box of its own).
 */
export const MEAL_BOX_SEN = 800;
export const SEN_PER_GRAM: Record<RecipeCategory, number> = {
  protein: 3,
  carbohydrate: 1,
  vegetable: 1,
  garnish: 1,
  sauce: 1,
};

export function planPriceSen(plan: Pick<GeneratedPlan, 'days' | 'recipes' | 'sides'>): number {
  const categoryOf = new Map(plan.recipes.map((recipe) => [recipe.id, recipe.category]));
  const sideSen = new Map((plan.sides ?? []).map((side) => [side.id, side.priceSen]));
  let total = 0;
  for (const day of plan.days) {
    for (const meal of day.meals) {
      total += MEAL_BOX_SEN;
      for (const item of meal.items) {
        if (item.side) {
          // A balancing side is sold by the serving, at the kitchen's price (docs/planner.md).
          total += item.side * (sideSen.get(item.recipe_id) ?? 0);
          continue;
        }
        total += Math.round(item.grams) * SEN_PER_GRAM[categoryOf.get(item.recipe_id) ?? 'protein'];
      }
    }
  }
  return total;
}
