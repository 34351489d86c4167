/**
 * The kitchen's recipes as the planner reads them: the components a meal is made of, and the
 * balancing sides sold by the serving (docs/planner.md, Balancing sides).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { ALLERGENS, type Allergen } from '@mealprep/shared/catalogue';
import type { Database } from '../db';
import { recipes, type LocalizedText } from '../db/schema';
import type { SideItem } from '../planner/model';

type Row = typeof recipes.$inferSelect;

const allergensOf = (row: Row) =>
  row.allergens.filter((a): a is Allergen => (ALLERGENS as readonly string[]).includes(a));
const per100gOf = (row: Row) => ({
  protein: row.proteinPer100g,
  carbohydrate: row.carbohydratePer100g,
  fat: row.fatPer100g,
});

/** Meal components by id (a side is never one: it is not a meal question's option). */
export async function componentRows(db: Database, ids: number[]): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(recipes)
    .where(inArray(recipes.id, ids))
    .orderBy(asc(recipes.position));
  return rows.flatMap((row) =>
    row.category === 'side'
      ? []
      : [
          {
            id: row.id,
            code: row.code,
            category: row.category,
            subcategory: row.subcategory,
            name: row.name,
            allergens: allergensOf(row),
            per100g: per100gOf(row),
          },
        ],
  );
}

/** The balancing sides the kitchen sells, with their serving and price. */
export async function kitchenSides(db: Database): Promise<SideItem[]> {
  const rows = await db
    .select()
    .from(recipes)
    .where(eq(recipes.category, 'side'))
    .orderBy(asc(recipes.position));
  return rows.flatMap((row) =>
    row.servingG && row.priceSen !== null
      ? [
          {
            id: row.id,
            name: row.name,
            allergens: allergensOf(row),
            per100g: per100gOf(row),
            servingG: row.servingG,
            priceSen: row.priceSen,
          },
        ]
      : [],
  );
}

export interface RecipeRow {
  id: number;
  code: string;
  category: 'protein' | 'carbohydrate' | 'vegetable' | 'garnish' | 'sauce';
  subcategory: string | null;
  name: LocalizedText;
  allergens: Allergen[];
  per100g: { protein: number; carbohydrate: number; fat: number };
}
