/** The questionnaires (docs/spec.md §3): question types, recipes and answer options. */
import { ALLERGENS } from '@mealprep/shared/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { type LocalizedText } from './columns';

export const questionGroup = pgEnum('question_group', ['essential', 'meal']);
export const questionSelection = pgEnum('question_selection', ['single', 'multiple']);

/** The questionnaire's question types (docs/spec.md §3 "each question has question_type.name"). */
export const questionTypes = pgTable(
  'question_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    group: questionGroup('group').notNull(),
    selection: questionSelection('selection').notNull(),
    /** Only the allergies step may be skipped (docs/spec.md §4). */
    skippable: boolean('skippable').notNull().default(false),
    position: integer('position').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
  },
  (table) => [uniqueIndex('question_types_name_unique').on(table.name)],
);

export const recipeCategory = pgEnum('recipe_category', [
  'protein',
  'carbohydrate',
  'vegetable',
  'garnish',
  'sauce',
  'side',
]);
export const allergen = pgEnum('allergen', ALLERGENS);

/**
 * Components the meal questionnaire offers and the planner portions (docs/architecture.md §9), with
 * macros per 100 g as served; calories are derived (shared `caloriesOf`), never stored. A 'side' is
 * a balancing side the planner may add by the serving, at its own price (docs/planner.md).
 * `subcategory` groups them as the profile's `meal_preferences` do (chicken, rice, sauce, ...).
 */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull(),
    category: recipeCategory('category').notNull(),
    subcategory: varchar('subcategory', { length: 30 }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    allergens: allergen('allergens')
      .array()
      .notNull()
      .default(sql`'{}'`),
    proteinPer100g: numeric('protein_per_100g', {
      precision: 5,
      scale: 1,
      mode: 'number',
    }).notNull(),
    carbohydratePer100g: numeric('carbohydrate_per_100g', {
      precision: 5,
      scale: 1,
      mode: 'number',
    }).notNull(),
    fatPer100g: numeric('fat_per_100g', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    /** A balancing side (category 'side', docs/planner.md): grams of one serving ... */
    servingG: integer('serving_g'),
    /** ... and its price in sen; both set exactly for a side. */
    priceSen: integer('price_sen'),
  },
  (table) => [
    uniqueIndex('recipes_code_unique').on(table.code),
    check(
      'recipes_macros_per_100g',
      sql`${table.proteinPer100g} >= 0 and ${table.carbohydratePer100g} >= 0 and ${table.fatPer100g} >= 0 and ${table.proteinPer100g} + ${table.carbohydratePer100g} + ${table.fatPer100g} <= 100`,
    ),
    check(
      'recipes_side_serving',
      sql`(${table.category}::text = 'side') = (${table.servingG} is not null and ${table.servingG} > 0 and ${table.priceSen} is not null and ${table.priceSen} >= 0)`,
    ),
  ],
);

/** Answer options; meal list options (protein, carbohydrate, ...) point at their recipe. */
export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionTypeId: integer('question_type_id')
      .notNull()
      .references(() => questionTypes.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 50 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    /** Machine-readable value where the code is not enough (meals per day, days per week). */
    value: integer('value'),
    /** 'none' for garnish and sauce clears the other choices (docs/spec.md §4). */
    exclusive: boolean('exclusive').notNull().default(false),
    position: integer('position').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('question_options_type_code_unique').on(table.questionTypeId, table.code),
  ],
);
