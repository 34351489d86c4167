import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ALLERGENS,
  CART_ITEM_TYPES,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  CART_SERVINGS_MAX,
  CART_SERVINGS_MIN,
  COOKING_METHODS,
  DISH_SIZES,
  PRODUCT_LINES,
  PRODUCT_TABS,
  SHELF_LIFE_DAYS,
} from '@mealprep/shared/domain';

/** Text in every locale of the shop (docs/spec.md §1: en-US and ms-MY). */
export interface LocalizedText {
  'en-US': string;
  'ms-MY': string;
}

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ['customer', 'admin']);
export const gender = pgEnum('gender', ['M', 'F']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** An argon2id PHC string (lib/password.ts); first-release rows may hold `scrypt$...`. */
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNo: varchar('phone_no', { length: 20 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: gender('gender'),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('MY'),
    /** Path under the public storage address, e.g. `/storage/profile/ab12.png`. */
    profileImage: text('profile_image'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail addresses are unique whatever their case; a duplicate is a 422, never a 500.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Customers register with the full docs/spec.md §3 form; the seeded admin has no personal details.
    check(
      'users_customer_details',
      sql`${table.role} = 'admin' or (${table.phoneNo} is not null and ${table.dateOfBirth} is not null and ${table.gender} is not null)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie's token (hex); the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_id_idx').on(table.userId),
  ],
);

/** Every e-mail the shop sends is a row first (docs/architecture.md §7); SMTP delivery marks it sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 50 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('email_outbox_to_address_idx').on(sql`lower(${table.toAddress})`)],
);

/** Client-side errors reported through `POST /api/log` (docs/spec.md §7, docs/architecture.md §2). */
export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    statusCode: integer('status_code').notNull(),
    message: text('message').notNull(),
    /** When the browser saw the error (its clock). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** As reported; not a foreign key, so a log outlives its user and cannot fail on a bad id. */
    userId: integer('user_id'),
    remote: varchar('remote', { length: 100 }),
    remoteVersion: varchar('remote_version', { length: 100 }),
    url: varchar('url', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: createdAt(),
  },
  (table) => [
    // The admin log screen filters by status or user and always sorts newest first. `ORDER BY
    // x DESC` means NULLS FIRST, so the indexes say so too, or the planner cannot walk them.
    index('logs_created_at_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('logs_status_code_idx').on(
      table.statusCode,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('logs_user_id_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('logs_remote_idx').on(table.remote, table.remoteVersion),
  ],
);

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
]);
export const allergen = pgEnum('allergen', ALLERGENS);

/**
 * Components the meal questionnaire offers and the planner portions (docs/architecture.md §9), with
 * macros per 100 g as served; calories are derived (shared `caloriesOf`), never stored.
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
  },
  (table) => [
    uniqueIndex('recipes_code_unique').on(table.code),
    check(
      'recipes_macros_per_100g',
      sql`${table.proteinPer100g} >= 0 and ${table.carbohydratePer100g} >= 0 and ${table.fatPer100g} >= 0 and ${table.proteinPer100g} + ${table.carbohydratePer100g} + ${table.fatPer100g} <= 100`,
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
    content: jsonb('content').$type<Record<'en-US' | 'ms-MY', Record<string, unknown>>>().notNull(),
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
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dishes_code_unique').on(table.code),
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

export const cartItemType = pgEnum('cart_item_type', CART_ITEM_TYPES);

/**
 * A customer's cart lines (docs/spec.md §3, §7). The product is a foreign key per type, so a line never
 * points at nothing (a PERSONALIZED line is pointed at by its plan, `meal_plans.cart_item_id`), and prices are always read from the product (never stored here). One line
 * per product, size and servings: adding the same again raises its quantity (guarded in SQL).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: cartItemType('type').notNull(),
    dishId: integer('dish_id').references(() => dishes.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    fixedMealPlanId: integer('fixed_meal_plan_id').references(() => fixedMealPlans.id, {
      onDelete: 'cascade',
    }),
    size: dishSize('size'),
    servings: integer('servings').notNull().default(CART_SERVINGS_MIN),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // Its index leads with user_id, so it also serves "this customer's cart".
    unique('cart_items_line_unique')
      .on(
        table.userId,
        table.type,
        table.dishId,
        table.bundleId,
        table.fixedMealPlanId,
        table.size,
        table.servings,
      )
      .nullsNotDistinct(),
    check(
      'cart_items_quantity',
      sql`${table.quantity} between ${sql.raw(String(CART_QUANTITY_MIN))} and ${sql.raw(String(CART_QUANTITY_MAX))}`,
    ),
    check(
      'cart_items_servings',
      sql`${table.servings} between ${sql.raw(String(CART_SERVINGS_MIN))} and ${sql.raw(String(CART_SERVINGS_MAX))}`,
    ),
    check(
      'cart_items_product',
      sql`(${table.type} = 'RECIPE' and ${table.dishId} is not null and ${table.size} is not null and ${table.bundleId} is null and ${table.fixedMealPlanId} is null)
        or (${table.type} = 'MEAL' and ${table.bundleId} is not null and ${table.dishId} is null and ${table.fixedMealPlanId} is null and ${table.size} is null)
        or (${table.type} = 'STANDARD' and ${table.fixedMealPlanId} is not null and ${table.dishId} is null and ${table.bundleId} is null and ${table.size} is null)
        or (${table.type} = 'PERSONALIZED' and ${table.dishId} is null and ${table.bundleId} is null and ${table.fixedMealPlanId} is null and ${table.size} is null)`,
    ),
  ],
);
