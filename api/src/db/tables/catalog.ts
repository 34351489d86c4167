/** The catalogue (docs/spec.md §1, §3): page sections, dishes and sizes, bundles, the fixed plan. */
import {
  COOKING_METHODS,
  DISH_SIZES,
  PRODUCT_LINES,
  PRODUCT_TABS,
  SHELF_LIFE_DAYS,
} from '@mealprep/shared/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@mealprep/shared/locale';
import { type LocalizedText } from './columns';
import { allergen } from './questionnaire';

/** A list in every locale of the shop, item for item (a dish's ingredients). */
export type LocalizedList = Record<Locale, string[]>;

export const pageName = pgEnum('page_name', ['home', 'about']);

/**
 * Home and About sections supplied by the server (docs/spec.md §1). `content` holds the section's
 * fields per locale, e.g. `{ "en-US": { title, description, how_it_works_steps }, "ms-MY": ... }`.
 */
export const pageSections = pgTable(
  'page_sections',
  {
    id: serial('id').primaryKey(),
    page: pageName('page').notNull(),
    key: varchar('key', { length: 50 }).notNull(),
    position: integer('position').notNull(),
    content: jsonb('content').$type<Record<Locale, Record<string, unknown>>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_sections_page_key_unique').on(table.page, table.key)],
);

export const productTab = pgEnum('product_tab', PRODUCT_TABS);
export const productLine = pgEnum('product_line', PRODUCT_LINES);
export const cookingMethod = pgEnum('cooking_method', COOKING_METHODS);
export const dishSize = pgEnum('dish_size', DISH_SIZES);

/**
 * The menu (docs/spec.md §1, §3): one row per flavour, names and descriptions per locale. `image_path`
 * is a path under the public storage address (`dishes/<code>`); empty means the placeholder.
 */
export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    /**
     * The dish page's address (`/food-menu/<slug>`), the same in both languages: made once from
     * the English name by the database's `dish_slug()` (migration 0016) and never changed with
     * the name, so links and search results keep working.
     */
    slug: varchar('slug', { length: 120 }).notNull(),
    tab: productTab('tab').notNull(),
    line: productLine('line').notNull(),
    cookingMethod: cookingMethod('cooking_method').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    allergens: allergen('allergens')
      .array()
      .notNull()
      .default(sql`'{}'`),
    shelfLifeDays: integer('shelf_life_days').notNull().default(SHELF_LIFE_DAYS),
    imagePath: text('image_path').notNull().default(''),
    /**
     * Halal (docs/spec.md §3): no pork, lard or alcohol in any ingredient. False until someone
     * says so: a new dish is never claimed halal by default. A bundle is halal when all its dishes are.
     */
    halal: boolean('halal').notNull().default(false),
    /** What it is made of, most first, per locale (the dish page); empty until written. */
    ingredients: jsonb('ingredients')
      .$type<LocalizedList>()
      .notNull()
      .default({ 'en-US': [], 'ms-MY': [] }),
    /** How to warm it up, per locale; empty until written. */
    reheating: jsonb('reheating')
      .$type<LocalizedText>()
      .notNull()
      .default({ 'en-US': '', 'ms-MY': '' }),
    /** How to keep it, per locale; empty until written. */
    storage: jsonb('storage')
      .$type<LocalizedText>()
      .notNull()
      .default({ 'en-US': '', 'ms-MY': '' }),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dishes_code_unique').on(table.code),
    uniqueIndex('dishes_slug_unique').on(table.slug),
    check('dishes_slug', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('dishes_listing_idx').on(table.tab, table.line, table.position),
    check('dishes_shelf_life', sql`${table.shelfLifeDays} > 0`),
  ],
);

/** Per size: the price (integer sen) and the macros in whole grams; calories are derived. */
export const dishSizes = pgTable(
  'dish_sizes',
  {
    id: serial('id').primaryKey(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    size: dishSize('size').notNull(),
    priceSen: integer('price_sen').notNull(),
    proteinG: integer('protein_g').notNull(),
    carbohydrateG: integer('carbohydrate_g').notNull(),
    fatG: integer('fat_g').notNull(),
  },
  (table) => [
    uniqueIndex('dish_sizes_dish_size_unique').on(table.dishId, table.size),
    check('dish_sizes_price', sql`${table.priceSen} > 0`),
    check(
      'dish_sizes_macros',
      sql`${table.proteinG} >= 0 and ${table.carbohydrateG} >= 0 and ${table.fatG} >= 0`,
    ),
  ],
);

/** Fixed sets of dishes sold at a bundle price (cart type MEAL). */
export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    priceSen: integer('price_sen').notNull(),
    imagePath: text('image_path').notNull().default(''),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('bundles_code_unique').on(table.code),
    check('bundles_price', sql`${table.priceSen} > 0`),
  ],
);

export const bundleItems = pgTable(
  'bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'restrict' }),
    size: dishSize('size').notNull(),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('bundle_items_unique').on(table.bundleId, table.dishId, table.size),
    check('bundle_items_quantity', sql`${table.quantity} > 0`),
  ],
);

/** The fixed weekly plan (docs/spec.md §2 /fixed-meal-plan; cart type STANDARD), priced per week. */
export const fixedMealPlans = pgTable(
  'fixed_meal_plans',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    pricePerWeekSen: integer('price_per_week_sen').notNull(),
    daysPerWeek: integer('days_per_week').notNull(),
    mealsPerDay: integer('meals_per_day').notNull(),
    imagePath: text('image_path').notNull().default(''),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('fixed_meal_plans_code_unique').on(table.code),
    check('fixed_meal_plans_price', sql`${table.pricePerWeekSen} > 0`),
    check(
      'fixed_meal_plans_shape',
      sql`${table.daysPerWeek} between 1 and 7 and ${table.mealsPerDay} between 1 and 5`,
    ),
  ],
);

export const fixedMealPlanItems = pgTable(
  'fixed_meal_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => fixedMealPlans.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    meal: integer('meal').notNull(),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'restrict' }),
    size: dishSize('size').notNull(),
  },
  (table) => [
    uniqueIndex('fixed_meal_plan_items_slot_unique').on(table.planId, table.day, table.meal),
  ],
);

/**
 * One row whose `revision` rises with every change to the catalogue or the page sections
 * (statement triggers, migration 0003). API processes cache catalogue answers per revision, so
 * a change made anywhere is seen by every replica on its next request.
 */
export const catalogRevision = pgTable(
  'catalog_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('catalog_revision_single_row', sql`${table.id} = 1`)],
);
