/** The personalised meal plan (docs/architecture.md §5, §8, §9), in whole grams. */
import { PLAN_STATUSES, PLAN_TARGETS } from './vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import { CalendarDate, Id, Money, Nullable, StringEnum } from '../core/common.contract';
import { DailyRequirements } from './profile.contract';

const totals = {
  calories: Type.Number(),
  protein: Type.Number(),
  carbohydrate: Type.Number(),
  fat: Type.Number(),
};

export const NutritionTotals = Type.Object(totals);
export type NutritionTotals = Static<typeof NutritionTotals>;

/**
 * One counted line of a meal, in whole grams (its calories 4P + 4C + 9F of them): a component,
 * or the meal's cooking oil (recipe_id null).
 */
export const PlanItem = Type.Object({
  recipe_id: Nullable(Type.Integer()),
  name: Type.String(),
  grams: Type.Number(),
  /** Of `grams`, those served as a second portion (a dish whose largest portion falls short). */
  second_portion: Type.Optional(Type.Number()),
  /** Servings, when the line is a balancing side added to close a target (docs/planner.md). */
  side_servings: Type.Optional(Type.Integer()),
  ...totals,
});
export type PlanItem = Static<typeof PlanItem>;

/**
 * A dish one of a meal's dishes may be swapped for: another of its kind the customer chose
 * (docs/planner.md, Editing a plan). `recipe_ids` are the meal's dishes with it swapped in, the
 * body's `recipe_ids` of `{ action: swap }`; `refused` says why it cannot come in (a chosen dish
 * the plan leaves out: an allergen, oil for a no-oil customer), null when it can.
 */
export const PlanSwap = Type.Object({
  recipe_id: Type.Integer(),
  name: Type.String(),
  replaces_id: Type.Integer(),
  replaces: Type.String(),
  recipe_ids: Type.Array(Type.Integer()),
  refused: Nullable(Type.String()),
});
export type PlanSwap = Static<typeof PlanSwap>;

export const PlanMeal = Type.Object({
  meal: Type.Integer(),
  totals: NutritionTotals,
  items: Type.Array(PlanItem),
  /**
   * Why this meal cannot be removed (the day's other boxes, at the largest portions a kitchen
   * serves, could not carry the day), in the caller's language; null when it can.
   */
  remove_refused: Type.Optional(Nullable(Type.String())),
  /** What its dishes may be swapped for (absent on a locked plan). */
  swaps: Type.Optional(Type.Array(PlanSwap)),
  /** Why nothing can be swapped in (one dish of each kind chosen); null when something can. */
  swap_refused: Type.Optional(Nullable(Type.String())),
});
export type PlanMeal = Static<typeof PlanMeal>;

/** A supplement or the home-sourced meal, counted in every day (whole grams). */
export const PlanExtra = Type.Object({
  kind: StringEnum(['supplement', 'home_meal'] as const),
  name: Type.String(),
  ...totals,
});
export type PlanExtra = Static<typeof PlanExtra>;

/** A chosen recipe the plan does not use, with why (e.g. cooked in oil for a no-oil customer). */
export const PlanLeftOut = Type.Object({
  recipe_id: Type.Integer(),
  name: Type.String(),
  reason: Type.String(),
});
export type PlanLeftOut = Static<typeof PlanLeftOut>;

export const PlanDay = Type.Object({
  day: Type.Integer(),
  /** The whole day, the sum of its meals' items and the plan's extras. */
  totals: NutritionTotals,
  meals: Type.Array(PlanMeal),
  /**
   * Why no meal can be added to this day (it has the meals a day asked for, or the chosen
   * recipes make no other), in the caller's language; null when one can.
   */
  add_meal_refused: Type.Optional(Nullable(Type.String())),
});
export type PlanDay = Static<typeof PlanDay>;

export const PlanMiss = Type.Object({
  day: Type.Integer(),
  target: StringEnum(PLAN_TARGETS),
  reason: Type.String(),
});
export type PlanMiss = Static<typeof PlanMiss>;

/**
 * A smallest change to the customer's answers that brings more days on every target
 * (docs/planner.md): what it changes, in words, and its effect measured on a plan built with it.
 */
export const PlanSuggestion = Type.Object({
  id: Type.String(),
  /** The change in the caller's language, e.g. "Add grilled fish fillet to your proteins". */
  text: Type.String(),
  kind: StringEnum([
    'add_recipe',
    'swap_recipe',
    'meals_per_day',
    'allow_sides',
    'allow_light_meals',
    'cook_home_meal',
  ] as const),
  /** Days on every target now, with the change, and in the plan. */
  days_before: Type.Integer(),
  days_after: Type.Integer(),
  days: Type.Integer(),
  /**
   * Targets met over the plan's days now and with the change, of `targets` (days × 4): a change
   * may bring one target on (fat) while another stays off, adding no day on every target.
   */
  targets_before: Type.Optional(Nullable(Type.Integer())),
  targets_after: Type.Optional(Nullable(Type.Integer())),
  targets: Type.Optional(Type.Integer()),
  /** The week's price of the plan with the change (the plan's `price` is the one now). */
  price_after: Type.Optional(Nullable(Money)),
});
export type PlanSuggestion = Static<typeof PlanSuggestion>;

/**
 * `POST /api/v1/user_personalized_meal/{id}` swapping a meal's dishes: `recipe_ids` are the meal's
 * dishes after the swap (a `PlanSwap`'s), one of each kind it has (the remove and add bodies are
 * `PlanEdit`).
 */
export interface PlanSwapEdit {
  action: 'swap';
  day: number;
  meal: number;
  recipe_ids: number[];
}

/** `GET /api/v1/user_personalized_meal/plan` and `/:id`. */
export const MealPlan = Type.Object({
  id: Id,
  status: StringEnum(PLAN_STATUSES),
  locked: Type.Boolean(),
  /** Why a locked plan cannot change, in the caller's language; null when unlocked. */
  locked_reason: Nullable(Type.String()),
  daily_requirements: Nullable(DailyRequirements),
  /** Supplements and the home-sourced meal, counted in every day's totals: their sum ... */
  counted_extras: NutritionTotals,
  /** ... and each of them, listed with every day. */
  extras: Type.Array(PlanExtra),
  left_out: Type.Array(PlanLeftOut),
  days: Type.Array(PlanDay),
  misses: Type.Array(PlanMiss),
  /** Where a day serves a second portion of a dish, in the caller's language. */
  adjustments: Type.Optional(Type.Array(Type.String())),
  /** Changes to the answers that bring more days on target, best first (empty when none helps). */
  suggestions: Type.Optional(Type.Array(PlanSuggestion)),
  /** Server-computed price of one week of this plan. */
  price: Nullable(Money),
  in_cart: Type.Boolean(),
  cart_item_id: Nullable(Type.Integer()),
  /**
   * A subscription week's own plan (docs/subscriptions.md): the week's delivery date. Absent or
   * null for the customer's own plan.
   */
  week_of: Type.Optional(Nullable(CalendarDate)),
});
export type MealPlan = Static<typeof MealPlan>;

/** `POST /api/v1/user_personalized_meal/generate` (202): the plan being made; poll `/plan`. */
export const PlanQueued = Type.Object({ id: Id, status: StringEnum(PLAN_STATUSES) });
export type PlanQueued = Static<typeof PlanQueued>;

/** `DELETE /api/v1/user_personalized_meal/:id` */
export const PlanDeleted = Type.Object({ id: Id });
export type PlanDeleted = Static<typeof PlanDeleted>;
