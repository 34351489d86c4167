/**
 * The customer's questionnaire answers (docs/spec.md §3, §5) and personalised meal plans, which are
 * also the generation jobs (docs/architecture.md §8: claimed with FOR UPDATE SKIP LOCKED).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  OIL_PREFERENCES,
  PLAN_STATUSES,
  QUESTIONNAIRES,
  type QuestionnaireDraft,
} from '@mealprep/shared/plan';
import type { CustomMacros, HomeMeal, Supplement } from '@mealprep/shared/plan/contracts';
import { cartItems, questionOptions, users } from '../schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const option = (name: string) =>
  integer(name).references(() => questionOptions.id, { onDelete: 'restrict' });

export const oilPreference = pgEnum('oil_preference', OIL_PREFERENCES);

/** One row per customer: the essentials (saved together) and the meal single choices. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityLevelId: option('activity_level_id'),
    goalId: option('goal_id'),
    goalDescription: varchar('goal_description', { length: 500 }),
    bodyTypeId: option('body_type_id'),
    heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 1, mode: 'number' }),
    mealCountId: option('meal_count_id'),
    mealDayId: option('meal_day_id'),
    supplements: jsonb('supplements').$type<Supplement[]>().notNull().default([]),
    homeMeal: jsonb('home_meal').$type<HomeMeal>(),
    customMacros: jsonb('custom_macros').$type<CustomMacros>(),
    essentialsAt: timestamp('essentials_at', { withTimezone: true, mode: 'date' }),
    oil: oilPreference('oil').notNull().default('normal_oil'),
    /** Balancing sides allowed on days the dishes fall short (docs/planner.md), by a suggestion. */
    balancingSides: boolean('balancing_sides').notNull().default(false),
    /** Meals without the protein dish allowed where it passes the protein target (docs/planner.md). */
    lightMeals: boolean('light_meals').notNull().default(false),
    seasoningId: option('seasoning_id'),
    spiceId: option('spice_id'),
    mealsAt: timestamp('meals_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    check(
      'user_preferences_body',
      sql`(${table.heightCm} is null or ${table.heightCm} between 50 and 272) and (${table.weightKg} is null or ${table.weightKg} between 20 and 400)`,
    ),
  ],
);

/** Declared allergies / dietary preferences (options of the allergies question). */
export const userAllergies = pgTable(
  'user_allergies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => questionOptions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.optionId] })],
);

/**
 * The meal list choices: an option of protein, carbohydrate, vegetable, garnish or sauce; the
 * recipe it offers is the option's `recipe_id`, and an exclusive option is 'none'.
 */
export const userMealChoices = pgTable(
  'user_meal_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => questionOptions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.optionId] })],
);

export const questionnaireKind = pgEnum('questionnaire', QUESTIONNAIRES);

/**
 * A questionnaire answered part-way, one per customer and questionnaire,
 * so another device resumes it; saving that questionnaire's answers deletes it.
 */
export const questionnaireDrafts = pgTable(
  'questionnaire_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaire: questionnaireKind('questionnaire').notNull(),
    /** As `readQuestionnaireDraft` (@mealprep/shared/plan) accepted it. */
    draft: jsonb('draft').$type<QuestionnaireDraft>().notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionnaire] })],
);

export const planStatus = pgEnum('plan_status', PLAN_STATUSES);

/**
 * A personalised meal plan and its generation job. `pending` rows are the queue: a worker
 * claims one with FOR UPDATE SKIP LOCKED and a lease (`claimed_until`), so a crashed worker's
 * job is taken again once the lease lapses. `locked_at` is set when an order holding the plan
 * is paid (docs/spec.md §4): a locked plan is never edited, regenerated or deleted. A customer has at
 * most one unlocked plan; regenerating reuses that row so a cart line keeps pointing at it.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: planStatus('status').notNull().default('pending'),
    /** The planner's request, taken from the answers when generation was asked for. */
    request: jsonb('request').notNull(),
    /** The planner's result (api/src/planner GeneratedPlan) once ready. */
    result: jsonb('result'),
    failure: text('failure'),
    /** Raised on every (re)generation and edit: a worker's result for an older one is dropped. */
    revision: integer('revision').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    /**
     * A subscription week's own plan (subscription_weeks.plan_id names it), made from the saved
     * answers before that week's order (docs/subscriptions.md "A personalised plan every week").
     * Not the customer's plan of the dashboard and the cart: it is never "the unlocked plan".
     */
    forWeek: boolean('for_week').notNull().default(false),
    /** The customer's cart line for this plan (type PERSONALIZED), if it is in the cart. */
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('meal_plans_cart_item').on(table.cartItemId),
    uniqueIndex('meal_plans_one_unlocked')
      .on(table.userId)
      .where(sql`${table.lockedAt} is null and not ${table.forWeek}`),
    index('meal_plans_user').on(table.userId, table.id.desc()),
    index('meal_plans_pending')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    check('meal_plans_result', sql`${table.status} <> 'ready' or ${table.result} is not null`),
  ],
);
