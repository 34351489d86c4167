/** What the planner reads and stores (docs/architecture.md §9): recipes, requests, stored plans. */
import type { Allergen, Macros } from '@mealprep/shared/catalogue';
import type {
  DailyRequirements,
  HomeMeal,
  NutritionTotals,
  Supplement,
} from '@mealprep/shared/plan/contracts';
import type { PlanTarget } from '@mealprep/shared/plan';
import type { LocalizedText } from '../db/schema';

export type RecipeCategory = 'protein' | 'carbohydrate' | 'vegetable' | 'garnish' | 'sauce';
/** The order a meal's components are listed in. */
export const MEAL_COMPONENTS: readonly RecipeCategory[] = [
  'protein',
  'carbohydrate',
  'vegetable',
  'garnish',
  'sauce',
];

/**
 * The portions a kitchen serves, in grams of each component as it goes into the box (cooked
 * weights; docs/planner.md, Meals a kitchen serves): a protein from a small fillet (80 g) to a
 * large steak (250 g), a carbohydrate from a side scoop (50 g) to a large plate (250 g, about a
 * bowl and a half of rice), vegetables from a side (50 g) to a main share (200 g), a garnish from
 * a pinch to two tablespoons, a sauce from a drizzle to a 60 ml ramekin. Every component of every
 * meal stays within these, whatever the targets: no second portion, no 560 g of rice.
 */
export const PORTION_BOUNDS: Record<RecipeCategory, { min: number; max: number }> = {
  protein: { min: 80, max: 250 },
  carbohydrate: { min: 50, max: 250 },
  vegetable: { min: 50, max: 200 },
  garnish: { min: 5, max: 20 },
  sauce: { min: 10, max: 60 },
};

/**
 * Each box of a day holds the day's box energy split evenly (docs/planner.md, Meals a kitchen
 * serves): its calories (components and cooking oil) within ±20 % of the day's boxes' mean.
 */
export const MEAL_ENERGY_BAND = 0.2;

/**
 * The steps, in grams, the kitchen weighs each component in (docs/planner.md): a 10 g scoop of
 * protein, carbohydrate or vegetable, 5 g of sauce, 1 g of garnish. The planner's model counts
 * portions in these steps; a kitchen with other scales passes its own (`PlanOptions.steps`).
 */
export const DEFAULT_PORTION_STEPS_G: Record<RecipeCategory, number> = {
  protein: 10,
  carbohydrate: 10,
  vegetable: 10,
  garnish: 1,
  sauce: 5,
};
export type PortionSteps = Record<RecipeCategory, number>;
export interface PlanOptions {
  steps?: PortionSteps;
  /** Continuous portions (no steps): the suggestion search's quick screen of a candidate. */
  relaxed?: boolean;
}
/** Cooking oil is measured by the gram (a teaspoon is 5 g). */
export const OIL_STEP_G = 1;

export interface PlannerRecipe {
  id: number;
  category: RecipeCategory;
  name: LocalizedText;
  allergens: readonly Allergen[];
  per100g: Macros;
  /** Cooked in oil (stir-fried, fried, pan-seared): never given to a customer who chose no oil. */
  cookedInOil?: boolean;
}

/**
 * The seeded components the kitchen cooks in oil, by recipe code. Their names say so (fried
 * shallots, stir-fried greens, pan-seared salmon); a test keeps this list and the seed in step.
 */
export const OIL_COOKED_RECIPES: ReadonlySet<string> = new Set([
  'stir_fried_greens',
  'fried_shallots',
  'salmon',
]);

/** Why a chosen recipe is not in the plan. */
export type LeftOutReason = 'no_oil' | 'allergen';
export interface LeftOut {
  recipe_id: number;
  name: LocalizedText;
  reason: LeftOutReason;
  /** Its list (absent on plans stored before): a swap shows it, unavailable, with its reason. */
  category?: RecipeCategory;
}

export interface PlanRequest {
  requirements: DailyRequirements;
  days: number;
  /** Meals a day as answered; a home-sourced meal takes one of them. */
  mealsPerDay: number;
  /** The customer's chosen recipes (meal questionnaire); garnish/sauce absent when 'none'. */
  recipes: readonly PlannerRecipe[];
  allergens: readonly Allergen[];
  supplements: readonly Supplement[];
  homeMeal: HomeMeal | null;
  /** Cooking oil allowed (the oil preference 'normal_oil'): up to OIL_MAX_G per meal. */
  oil: boolean;
  /** Recipes the questionnaire offers that the customer did not choose: what a suggestion may add. */
  candidates?: readonly PlannerRecipe[];
  /** The meals-a-day answers the questionnaire offers. */
  mealCounts?: readonly number[];
  /** The balancing sides the kitchen sells (docs/planner.md, Balancing sides). */
  sides?: readonly SideItem[];
  /** The customer allows balancing sides on days the dishes alone fall short. */
  allowSides?: boolean;
  /**
   * The customer allows some meals without the protein dish (the carbohydrate with vegetables,
   * garnish and sauce) on days the protein dishes alone pass the protein target (docs/planner.md).
   */
  allowLightMeals?: boolean;
}

/**
 * A balancing side (docs/planner.md): a small item the kitchen sells by the serving (fruit,
 * yoghurt, nuts, a protein shake, a portion of rice or bread), added to a day only where the
 * dishes cannot reach a target; priced by the serving.
 */
export interface SideItem {
  id: number;
  name: LocalizedText;
  allergens: readonly Allergen[];
  per100g: Macros;
  /** Grams of one serving (a pot, a piece, a scoop). */
  servingG: number;
  /** Price of one serving in sen. */
  priceSen: number;
}
/** At most this many servings of one side a day. */
export const SIDE_MAX_SERVINGS = 2;

/** One change to the customer's answers a suggestion makes (docs/planner.md). */
export type AnswerChange =
  | { kind: 'add_recipe'; recipe_id: number; name: LocalizedText; category: RecipeCategory }
  /** A chosen dish replaced by an offered one of its list with less protein per calorie. */
  | {
      kind: 'swap_recipe';
      remove_id: number;
      removed: LocalizedText;
      recipe_id: number;
      name: LocalizedText;
      category: RecipeCategory;
    }
  | { kind: 'meals_per_day'; meals: number }
  | { kind: 'allow_sides' }
  /** Some meals may come without the protein dish where it passes the protein target. */
  | { kind: 'allow_light_meals' }
  /** The kitchen cooks the meal the customer makes at home (its slot becomes a cooked meal). */
  | { kind: 'cook_home_meal'; name: string };

/** A smallest change to the answers that brings more days on target, with its effect. */
export interface StoredSuggestion {
  id: string;
  changes: AnswerChange[];
  /** Days on every target now, and once the change is made (from a plan built with it). */
  before: number;
  after: number;
  days: number;
  /**
   * Targets met over the plan's days (days × 4) now and with the change: a change that brings fat
   * onto target while the protein stays over adds no day on every target (absent on older plans).
   */
  targetsBefore?: number;
  targetsAfter?: number;
  /**
   * The week's price of the plan built with the change, in sen: a change that adds balancing
   * sides or meals costs more, and says so before it is applied (absent on older plans).
   */
  priceAfterSen?: number;
}

/** Where a day has a second portion of a dish because one portion at its largest falls short. */
export interface StoredAdjustment {
  day: number;
  meal: number;
  recipe_id: number;
  name: LocalizedText;
  grams: number;
  second: number;
}

/** Grams of cooking oil a meal may be cooked with when the customer allows oil. */
export const OIL_MAX_G = 15;
/** The name the plan gives a meal's cooking oil. */
export const COOKING_OIL_NAME: LocalizedText = { 'en-US': 'Cooking oil', 'ms-MY': 'Minyak masak' };
/** Cooking oil: pure fat. */
export const OIL_PER_100G: Macros = { protein: 0, carbohydrate: 0, fat: 100 };

export interface StoredItem {
  recipe_id: number;
  name: LocalizedText;
  /** Grams served, a second portion included. */
  grams: number;
  /**
   * Grams of that which are a second portion (absent or 0: one portion). Only on plans stored
   * before the servable ranges (docs/planner.md): the planner serves no second portion now.
   */
  second?: number;
  /** Grams of cooking oil this component is cooked with (counted in its fat). */
  oil: number;
  /** Servings, when this line is a balancing side (absent: a component of the meal). */
  side?: number;
  protein: number;
  carbohydrate: number;
  fat: number;
}
export interface StoredMeal {
  meal: number;
  items: StoredItem[];
}
export interface StoredDay {
  day: number;
  meals: StoredMeal[];
}
export const MISS_REASONS = [
  'extras_exceed',
  'minimum_portions',
  'maximum_portions',
  'allergen_excluded',
  'no_meals',
  'recipe_mix',
] as const;
export type MissReason = (typeof MISS_REASONS)[number];
export interface StoredMiss {
  day: number;
  target: PlanTarget;
  reason: MissReason;
  actual: number;
  expected: number;
}

/** A generated plan as stored (names in both languages; calories derived when answered). */
export interface GeneratedPlan {
  requirements: DailyRequirements;
  extras: NutritionTotals;
  days: StoredDay[];
  misses: StoredMiss[];
  /** The recipes the plan may use, for edits (adding a meal) without re-reading answers. */
  recipes: PlannerRecipe[];
  /** Cooked meals a day (meals answered less the home-sourced one). */
  cookedMeals: number;
  oil: boolean;
  /** What `extras` is made of, listed with the plan (absent on plans stored before). */
  supplements?: Supplement[];
  homeMeal?: HomeMeal | null;
  /** Chosen recipes the plan does not use, and why. */
  leftOut?: LeftOut[];
  /** Smallest answer changes that bring more days on target (absent: none computed). */
  suggestions?: StoredSuggestion[];
  /** The kitchen's portion steps the plan was made with (absent on plans stored before: 5 g). */
  steps?: PortionSteps;
  /** The balancing sides the plan may add (the customer allowed them; none of their allergens). */
  sides?: SideItem[];
}
