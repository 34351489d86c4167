import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  Allergen,
  CookingMethod,
  DishSizeCode,
  PageName,
  ProductLine,
  ProductTab,
} from '@mealprep/shared/catalogue';
import type { Database } from '../db';
import {
  bundleItems,
  bundles,
  catalogRevision,
  dishes,
  dishSizes,
  fixedMealPlanItems,
  fixedMealPlans,
  pageSections,
  type LocalizedList,
  type LocalizedText,
} from '../db/schema';

export interface DishSizeRow {
  size: DishSizeCode;
  priceSen: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

export interface DishRow {
  id: number;
  code: string;
  slug: string;
  tab: ProductTab;
  line: ProductLine;
  cookingMethod: CookingMethod;
  name: LocalizedText;
  description: LocalizedText;
  allergens: Allergen[];
  shelfLifeDays: number;
  imagePath: string;
  halal: boolean;
  /** S then L */
  sizes: DishSizeRow[];
}

/** A dish with what its own page says besides the menu card. */
export interface DishDetailsRow extends DishRow {
  ingredients: LocalizedList;
  reheating: LocalizedText;
  storage: LocalizedText;
}

export interface MenuFilter {
  tab?: ProductTab;
  line?: ProductLine;
  excludeAllergens?: Allergen[];
  q?: string;
  page: number;
  perPage: number;
}

/** A dish as part of a bundle or the fixed plan: its name, picture and that size's macros. */
export interface DishPortionRow {
  dishId: number;
  name: LocalizedText;
  imagePath: string;
  halal: boolean;
  size: DishSizeCode;
  priceSen: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

export interface BundleRow {
  id: number;
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  priceSen: number;
  imagePath: string;
  items: (DishPortionRow & { quantity: number })[];
}

export interface FixedMealPlanRow {
  id: number;
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  pricePerWeekSen: number;
  daysPerWeek: number;
  mealsPerDay: number;
  imagePath: string;
  meals: (DishPortionRow & { day: number; meal: number })[];
}

export type PageSectionRow = typeof pageSections.$inferSelect;

/** `%`, `_` and `\` typed by a customer are literal characters in the search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The dish's sizes as one JSON array (S then L: the enum's order), read with the dish. The
 * outer column is written out in full: inside a select list Drizzle renders `${dishes.id}`
 * unqualified, which the subquery would read as its own `id`.
 */
const sizesOfDish = sql<DishSizeRow[]>`coalesce((
  select json_agg(json_build_object(
    'size', s.size, 'priceSen', s.price_sen, 'proteinG', s.protein_g,
    'carbohydrateG', s.carbohydrate_g, 'fatG', s.fat_g) order by s.size)
  from ${dishSizes} s where s.dish_id = "dishes"."id"), '[]'::json)`;

const dishColumns = {
  id: dishes.id,
  code: dishes.code,
  slug: dishes.slug,
  tab: dishes.tab,
  line: dishes.line,
  cookingMethod: dishes.cookingMethod,
  name: dishes.name,
  description: dishes.description,
  allergens: dishes.allergens,
  shelfLifeDays: dishes.shelfLifeDays,
  imagePath: dishes.imagePath,
  halal: dishes.halal,
  sizes: sizesOfDish,
};

const portionColumns = {
  dishId: dishes.id,
  name: dishes.name,
  imagePath: dishes.imagePath,
  halal: dishes.halal,
  size: dishSizes.size,
  priceSen: dishSizes.priceSen,
  proteinG: dishSizes.proteinG,
  carbohydrateG: dishSizes.carbohydrateG,
  fatG: dishSizes.fatG,
};

/** Read-only access to the menu, bundles, the fixed plan and the page sections. */
export class CatalogRepository {
  constructor(private readonly db: Database) {
    this.revisionQuery = db
      .select({ revision: catalogRevision.revision })
      .from(catalogRevision)
      .where(eq(catalogRevision.id, 1))
      .prepare('catalog_revision');
  }

  /** Read on every catalogue request: prepared once. */
  private readonly revisionQuery;

  /** The catalogue's revision: it rises with every change (triggers of migration 0003). */
  async revision(): Promise<number> {
    const [row] = await this.revisionQuery.execute();
    return row?.revision ?? 0;
  }

  /** One page of dishes in menu order, with the total of the filtered list. */
  async listDishes(
    filter: MenuFilter,
    tx: Database = this.db,
  ): Promise<{ rows: DishRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.tab) conditions.push(eq(dishes.tab, filter.tab));
    if (filter.line) conditions.push(eq(dishes.line, filter.line));
    if (filter.excludeAllergens && filter.excludeAllergens.length > 0) {
      const list = sql.join(
        filter.excludeAllergens.map((allergen) => sql`${allergen}`),
        sql`, `,
      );
      conditions.push(sql`not (${dishes.allergens} && array[${list}]::allergen[])`);
    }
    if (filter.q) {
      // Both languages, names and descriptions, whatever the case (docs/spec.md §1 en-US and ms-MY).
      const pattern = likePattern(filter.q);
      const search = or(
        ...(['en-US', 'ms-MY'] as const).flatMap((locale) => [
          ilike(sql`${dishes.name}->>${locale}`, pattern),
          ilike(sql`${dishes.description}->>${locale}`, pattern),
        ]),
      );
      if (search) conditions.push(search);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await tx
      .select({ ...dishColumns, total: sql<number>`cast(count(*) over () as integer)` })
      .from(dishes)
      .where(where)
      .orderBy(asc(dishes.position), asc(dishes.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    // Past the last page there is no row to carry the total.
    const total = rows[0]?.total ?? (filter.page > 1 ? await tx.$count(dishes, where) : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  async findDish(id: number, tx: Database = this.db): Promise<DishRow | null> {
    const [row] = await tx.select(dishColumns).from(dishes).where(eq(dishes.id, id)).limit(1);
    return row ?? null;
  }

  /** The dish whose page is at `/food-menu/<slug>`, with what that page says. */
  async findDishBySlug(slug: string, tx: Database = this.db): Promise<DishDetailsRow | null> {
    const [row] = await tx
      .select({
        ...dishColumns,
        ingredients: dishes.ingredients,
        reheating: dishes.reheating,
        storage: dishes.storage,
      })
      .from(dishes)
      .where(eq(dishes.slug, slug))
      .limit(1);
    return row ?? null;
  }

  async listBundles(tx: Database = this.db): Promise<BundleRow[]> {
    const [list, items] = await Promise.all([
      tx.select().from(bundles).orderBy(asc(bundles.position), asc(bundles.id)),
      tx
        .select({
          ...portionColumns,
          bundleId: bundleItems.bundleId,
          quantity: bundleItems.quantity,
        })
        .from(bundleItems)
        .innerJoin(dishes, eq(dishes.id, bundleItems.dishId))
        .innerJoin(
          dishSizes,
          and(eq(dishSizes.dishId, bundleItems.dishId), eq(dishSizes.size, bundleItems.size)),
        )
        .orderBy(asc(bundleItems.bundleId), asc(bundleItems.position), asc(bundleItems.id)),
    ]);
    return list.map((bundle) => ({
      id: bundle.id,
      code: bundle.code,
      name: bundle.name,
      description: bundle.description,
      priceSen: bundle.priceSen,
      imagePath: bundle.imagePath,
      items: items
        .filter((item) => item.bundleId === bundle.id)
        .map(({ bundleId: _bundleId, ...item }) => item),
    }));
  }

  /** The fixed weekly plan (the first by position). */
  async findFixedMealPlan(tx: Database = this.db): Promise<FixedMealPlanRow | null> {
    const [plan] = await tx
      .select()
      .from(fixedMealPlans)
      .orderBy(asc(fixedMealPlans.position), asc(fixedMealPlans.id))
      .limit(1);
    if (!plan) return null;
    const meals = await tx
      .select({ ...portionColumns, day: fixedMealPlanItems.day, meal: fixedMealPlanItems.meal })
      .from(fixedMealPlanItems)
      .innerJoin(dishes, eq(dishes.id, fixedMealPlanItems.dishId))
      .innerJoin(
        dishSizes,
        and(
          eq(dishSizes.dishId, fixedMealPlanItems.dishId),
          eq(dishSizes.size, fixedMealPlanItems.size),
        ),
      )
      .where(eq(fixedMealPlanItems.planId, plan.id))
      .orderBy(asc(fixedMealPlanItems.day), asc(fixedMealPlanItems.meal));
    return {
      id: plan.id,
      code: plan.code,
      name: plan.name,
      description: plan.description,
      pricePerWeekSen: plan.pricePerWeekSen,
      daysPerWeek: plan.daysPerWeek,
      mealsPerDay: plan.mealsPerDay,
      imagePath: plan.imagePath,
      meals,
    };
  }

  async pageSections(page: PageName, tx: Database = this.db): Promise<PageSectionRow[]> {
    return tx
      .select()
      .from(pageSections)
      .where(eq(pageSections.page, page))
      .orderBy(asc(pageSections.position), asc(pageSections.id));
  }
}
