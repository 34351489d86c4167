import { RECIPES } from '../db/seed-data/catalog';
import { OIL_COOKED_RECIPES, type PlannerRecipe, type SideItem } from '../planner';

/**
 * The planner's inputs as the seed stores them, for the planner's tests: a component by its code
 * (ids by position, as the seed inserts them) and every balancing side.
 */
export function seededRecipe(code: string): PlannerRecipe {
  const index = RECIPES.findIndex((entry) => entry.code === code);
  const seed = RECIPES[index];
  if (!seed) throw new Error(`no seeded component ${code}`);
  if (seed.category === 'side') throw new Error(`${code} is a side`);
  return {
    id: index + 1,
    category: seed.category,
    name: seed.name,
    allergens: seed.allergens,
    per100g: seed.per100g,
    cookedInOil: OIL_COOKED_RECIPES.has(code),
  };
}

export const SEEDED_SIDES: SideItem[] = RECIPES.flatMap((seed, index) =>
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
