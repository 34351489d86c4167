/**
 * The questionnaires (docs/spec.md §3 essentials and meal answers, §5 completeness rules) and the
 * personalised meal plan (docs/architecture.md §5, §9). The same rules run in the browser (Next is
 * enabled when a step is complete) and on the server (an incomplete answer is refused).
 */
import type { OilPreference } from './vocabulary';
import type { CustomMacros, HomeMeal, Supplement } from './profile.contract';

export const ESSENTIAL_STEPS = [
  'activity_level',
  'goal',
  'body_type',
  'allergies',
  'supplements',
  'meal_count',
] as const;
export type EssentialStep = (typeof ESSENTIAL_STEPS)[number];

/** Oil first, then the lists, then the single choices (docs/spec.md §2 screen content). */
export const MEAL_STEPS = [
  'oil',
  'protein',
  'carbohydrate',
  'vegetable',
  'garnish',
  'sauce',
  'seasoning',
  'spices',
] as const;
export type MealStep = (typeof MEAL_STEPS)[number];
export const MEAL_LIST_STEPS = [
  'protein',
  'carbohydrate',
  'vegetable',
  'garnish',
  'sauce',
] as const;
export type MealListStep = (typeof MEAL_LIST_STEPS)[number];
/** Only garnish and sauce offer 'none' (docs/spec.md §4). */
export const NONE_STEPS = ['garnish', 'sauce'] as const;
export type NoneStep = (typeof NONE_STEPS)[number];
export const DEFAULT_OIL: OilPreference = 'normal_oil';

export const GOALS = [
  'healthy',
  'fat_loss',
  'mass_gain',
  'lean_mass_gain',
  'custom_macro',
] as const;
export type Goal = (typeof GOALS)[number];
export const ACTIVITY_LEVELS = [
  'not_active',
  'moderately_active',
  'active',
  'extra_active',
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** `POST /api/v1/user_preferences/questions/essentials` (docs/spec.md §3 without has_supplements). */
export interface EssentialsAnswers {
  activity_level_id: number | null;
  goal_id: number | null;
  goal_description: string | null;
  body_type_id: number | null;
  height: number | null;
  weight: number | null;
  meal_count_id: number | null;
  meal_day_id: number | null;
  allergies: number[];
  supplements: Supplement[];
  home_meal: HomeMeal | null;
  custom_macros: CustomMacros | null;
}

/** `POST /api/v1/user_preferences/questions/meal_prefences`. */
export interface MealAnswers {
  oil: OilPreference;
  recipe_ids: number[];
  /** Steps answered 'none' (garnish, sauce). */
  none: NoneStep[];
  seasoning_id: number | null;
  spice_id: number | null;
  /** Balancing sides allowed on days the dishes fall short (docs/planner.md); absent: unchanged. */
  balancing_sides?: boolean;
  /** Light meals (without the protein dish) allowed (docs/planner.md); absent: unchanged. */
  light_meals?: boolean;
}

/** What the questionnaire screens keep while the customer moves between steps. */
export interface EssentialsDraft extends EssentialsAnswers {
  has_supplements: boolean | null;
  allergies_skipped: boolean;
  goal_code: Goal | null;
}

/** The essentials draft of a customer who has answered nothing yet. */
export const BLANK_ESSENTIALS_DRAFT: Readonly<EssentialsDraft> = {
  activity_level_id: null,
  goal_id: null,
  goal_description: null,
  body_type_id: null,
  height: null,
  weight: null,
  meal_count_id: null,
  meal_day_id: null,
  allergies: [],
  supplements: [],
  home_meal: null,
  custom_macros: null,
  has_supplements: null,
  allergies_skipped: false,
  goal_code: null,
};

const positive = (value: number | null | undefined): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

export function supplementComplete(supplement: Supplement): boolean {
  return (
    supplement.name.trim().length > 0 &&
    positive(supplement.calories) &&
    positive(supplement.protein) &&
    positive(supplement.fat) &&
    positive(supplement.carbohydrate)
  );
}

/** docs/spec.md §5: name, protein, carbohydrates, fat required (zero grams allowed); calories not. */
export function homeMealComplete(meal: HomeMeal): boolean {
  const grams = (value: number) => Number.isFinite(value) && value >= 0;
  return (
    meal.name.trim().length > 0 &&
    grams(meal.protein) &&
    grams(meal.carbohydrate) &&
    grams(meal.fat)
  );
}

export function customMacrosComplete(macros: CustomMacros | null): boolean {
  return (
    macros !== null &&
    positive(macros.protein) &&
    positive(macros.carbohydrate) &&
    positive(macros.fat)
  );
}

/** docs/spec.md §5 "Essentials step completeness", one rule per step. */
export function essentialStepComplete(step: EssentialStep, draft: EssentialsDraft): boolean {
  switch (step) {
    case 'activity_level':
      return draft.activity_level_id !== null;
    case 'goal':
      return (
        draft.goal_id !== null &&
        (draft.goal_code !== 'custom_macro' || customMacrosComplete(draft.custom_macros))
      );
    case 'body_type':
      return draft.body_type_id !== null && positive(draft.height) && positive(draft.weight);
    case 'allergies':
      return draft.allergies.length > 0 || draft.allergies_skipped;
    case 'supplements':
      if (draft.has_supplements === false) return true;
      if (draft.has_supplements !== true) return false;
      if (draft.supplements.length === 0 && draft.home_meal === null) return false;
      return (
        draft.supplements.every(supplementComplete) &&
        (draft.home_meal === null || homeMealComplete(draft.home_meal))
      );
    case 'meal_count':
      return draft.meal_count_id !== null && draft.meal_day_id !== null;
  }
}

/** docs/spec.md §5: all essentials complete when these are set (allergies and supplements optional). */
export function essentialsComplete(
  answers: Pick<
    EssentialsAnswers,
    | 'activity_level_id'
    | 'goal_id'
    | 'body_type_id'
    | 'height'
    | 'weight'
    | 'meal_count_id'
    | 'meal_day_id'
  >,
): boolean {
  return (
    answers.activity_level_id !== null &&
    answers.goal_id !== null &&
    answers.body_type_id !== null &&
    positive(answers.height) &&
    positive(answers.weight) &&
    answers.meal_count_id !== null &&
    answers.meal_day_id !== null
  );
}

/** The meal answers the screens keep: chosen recipe ids per list step. */
export interface MealDraft {
  oil: OilPreference | null;
  lists: Record<MealListStep, number[]>;
  none: NoneStep[];
  seasoning_id: number | null;
  spice_id: number | null;
  /** Balancing sides allowed (docs/planner.md); absent: as saved. */
  balancing_sides?: boolean;
  /** Light meals allowed (docs/planner.md); absent: as saved. */
  light_meals?: boolean;
}

/** docs/spec.md §5 "Meal steps": a list needs a choice ('none' counts), single choices need one. */
export function mealStepComplete(step: MealStep, draft: MealDraft): boolean {
  switch (step) {
    case 'oil':
      return draft.oil !== null;
    case 'seasoning':
      return draft.seasoning_id !== null;
    case 'spices':
      return draft.spice_id !== null;
    default:
      return draft.lists[step].length > 0 || (isNoneStep(step) && draft.none.includes(step));
  }
}

export function isNoneStep(step: string): step is NoneStep {
  return (NONE_STEPS as readonly string[]).includes(step);
}

/** Every step, oil included: an unanswered oil is never saved as the default. */
export function mealAnswersComplete(draft: MealDraft): boolean {
  return MEAL_STEPS.every((step) => mealStepComplete(step, draft));
}

/**
 * docs/spec.md §4 list choice: choosing 'none' clears the others, choosing another removes 'none', and
 * choosing an already chosen item removes it. `choice` is a recipe id or 'none'.
 */
export function toggleMealChoice(
  draft: MealDraft,
  step: MealListStep,
  choice: number | 'none',
): MealDraft {
  const lists = { ...draft.lists };
  let none = draft.none.filter((entry) => entry !== step);
  if (choice === 'none') {
    if (!isNoneStep(step)) return draft;
    lists[step] = [];
    if (!draft.none.includes(step)) none = [...none, step];
    return { ...draft, lists, none };
  }
  const current = lists[step];
  lists[step] = current.includes(choice)
    ? current.filter((id) => id !== choice)
    : [...current, choice];
  return { ...draft, lists, none };
}

/** `POST /api/v1/user_personalized_meal/{id}` */
export type PlanEdit =
  | { action: 'remove'; day: number; meal: number }
  /** `meal` and `recipe_ids` put a removed meal back where it was (an undo). */
  | { action: 'add'; day: number; meal?: number; recipe_ids?: number[] };

/** docs/spec.md §9 meal generation timings. */
export const PLAN_POLL_INTERVAL_MS = 3000;
export const PLAN_SUCCESS_DELAY_MS = 5000;
export const PLAN_DELAY_TRIGGER_MS = 3000;
