import { DateTime } from 'luxon';
import {
  ACTIVITY_LEVELS,
  GOALS,
  MEAL_LIST_STEPS,
  essentialsComplete,
  isNoneStep,
  type ActivityLevel,
  type Goal,
} from '@mealprep/shared/plan';
import { ALLERGENS, caloriesOf, type Allergen } from '@mealprep/shared/catalogue';
import type {
  DailyRequirements,
  MealPreferenceSubcategory,
  Profile,
} from '@mealprep/shared/plan/contracts';
import {
  msg,
  type EssentialsAnswersInput,
  type FieldMessages,
  type MealAnswersInput,
} from '@mealprep/shared/validation';
import { FieldValidationError } from '../http/errors';
import type { Locale } from '@mealprep/shared/locale';
import {
  dailyRequirements,
  OIL_COOKED_RECIPES,
  type BodyType,
  type PlannerRecipe,
  type PlanRequest,
} from '../planner';
import {
  type Answers,
  type EssentialsRecord,
  type MealRecord,
  type OptionRow,
  subcategoryOf,
} from '../repositories/preferences';
import type { RecipeRow } from '../repositories/sides';

type Options = readonly OptionRow[];

function optionOf(options: Options, question: string, id: number | null | undefined) {
  return options.find((option) => option.question === question && option.id === id) ?? null;
}

/**
 * Checks essentials answers against the seeded options (an id of another question, or none at
 * all, is a field error) and the completeness rules of docs/spec.md §5; answers what is stored.
 */
export function checkEssentials(input: EssentialsAnswersInput, options: Options): EssentialsRecord {
  const errors: FieldMessages = {};
  const fail = (field: string, key: Parameters<typeof msg>[0]) => {
    errors[field] = [msg(key)];
  };
  const single = (field: keyof EssentialsAnswersInput, question: string) => {
    const option = optionOf(options, question, input[field] as number);
    if (!option) fail(field, 'validation.option');
    return option;
  };
  single('activity_level_id', 'activity_level');
  const goal = single('goal_id', 'goal');
  single('body_type_id', 'body_type');
  single('meal_count_id', 'meal_count');
  single('meal_day_id', 'meal_day');
  input.allergies.forEach((id, index) => {
    if (!optionOf(options, 'allergies', id)) fail(`allergies[${index}]`, 'validation.option');
  });
  if (goal?.code === 'custom_macro' && !input.custom_macros) {
    fail('custom_macros', 'validation.customMacros');
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return {
    activityLevelId: input.activity_level_id,
    goalId: input.goal_id,
    goalDescription: input.goal_description?.trim() || null,
    bodyTypeId: input.body_type_id,
    heightCm: input.height,
    weightKg: input.weight,
    mealCountId: input.meal_count_id,
    mealDayId: input.meal_day_id,
    allergies: [...new Set(input.allergies)],
    supplements: input.supplements.map((s) => ({
      name: s.name,
      calories: s.calories,
      protein: s.protein,
      fat: s.fat,
      carbohydrate: s.carbohydrate,
    })),
    homeMeal: input.home_meal
      ? {
          name: input.home_meal.name,
          calories: caloriesOf(input.home_meal),
          protein: input.home_meal.protein,
          carbohydrate: input.home_meal.carbohydrate,
          fat: input.home_meal.fat,
        }
      : null,
    customMacros: goal?.code === 'custom_macro' ? input.custom_macros : null,
  };
}

/**
 * Checks meal answers: every recipe id must be offered by a list question (protein,
 * carbohydrate, vegetable, garnish, sauce); each list needs a choice or 'none' where offered,
 * never both (docs/spec.md §4, §5); seasoning and spices are options of their question.
 */
export function checkMeals(input: MealAnswersInput, options: Options): MealRecord {
  const errors: FieldMessages = {};
  const chosen: OptionRow[] = [];
  input.recipe_ids.forEach((recipeId, index) => {
    const option = options.find(
      (entry) =>
        entry.recipeId === recipeId &&
        (MEAL_LIST_STEPS as readonly string[]).includes(entry.question),
    );
    if (!option) errors[`recipe_ids[${index}]`] = [msg('validation.recipeChoice')];
    else if (!chosen.includes(option)) chosen.push(option);
  });
  for (const step of MEAL_LIST_STEPS) {
    const picked = chosen.some((option) => option.question === step);
    const none = isNoneStep(step) && input.none.includes(step);
    if (picked && none) errors[step] = [msg('validation.noneExclusive')];
    else if (!picked && !none) errors[step] = [msg('validation.mealListRequired')];
    if (none) {
      const noneOption = options.find((option) => option.question === step && option.exclusive);
      if (noneOption) chosen.push(noneOption);
    }
  }
  if (!optionOf(options, 'seasoning', input.seasoning_id)) {
    errors.seasoning_id = [msg('validation.option')];
  }
  if (!optionOf(options, 'spices', input.spice_id)) errors.spice_id = [msg('validation.option')];
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return {
    oil: input.oil,
    optionIds: chosen.map((option) => option.id),
    seasoningId: input.seasoning_id,
    spiceId: input.spice_id,
    ...(input.balancing_sides === undefined ? {} : { balancingSides: input.balancing_sides }),
    ...(input.light_meals === undefined ? {} : { lightMeals: input.light_meals }),
  };
}

const asGoal = (code: string | undefined): Goal | null =>
  (GOALS as readonly string[]).includes(code ?? '') ? (code as Goal) : null;
const asActivity = (code: string | undefined): ActivityLevel | null =>
  (ACTIVITY_LEVELS as readonly string[]).includes(code ?? '') ? (code as ActivityLevel) : null;
const asBodyType = (code: string | undefined): BodyType | null =>
  code === 'endomorph' || code === 'mesomorph' || code === 'ectomorph' ? code : null;

export interface Person {
  gender: 'M' | 'F';
  dateOfBirth: string | null;
}

function essentialsAnswered(answers: Answers): boolean {
  const row = answers.row;
  return (
    row !== null &&
    row.essentialsAt !== null &&
    essentialsComplete({
      activity_level_id: row.activityLevelId,
      goal_id: row.goalId,
      body_type_id: row.bodyTypeId,
      height: row.heightCm,
      weight: row.weightKg,
      meal_count_id: row.mealCountId,
      meal_day_id: row.mealDayId,
    })
  );
}

export function requirementsOf(answers: Answers, person: Person): DailyRequirements | null {
  const row = answers.row;
  if (!row || !essentialsAnswered(answers) || !person.dateOfBirth) return null;
  const code = (id: number | null) => (id === null ? undefined : answers.optionById.get(id)?.code);
  const goal = asGoal(code(row.goalId));
  const activity = asActivity(code(row.activityLevelId));
  const bodyType = asBodyType(code(row.bodyTypeId));
  if (!goal || !activity || !bodyType || row.heightCm === null || row.weightKg === null)
    return null;
  return dailyRequirements({
    gender: person.gender,
    dateOfBirth: person.dateOfBirth,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    activity,
    goal,
    bodyType,
    customMacros: row.customMacros ?? null,
    today: DateTime.now(),
  });
}

/** The answer fields of the profile (docs/spec.md §3). */
export function profileAnswers(
  answers: Answers,
  person: Person,
  locale: Locale,
): Pick<
  Profile,
  | 'height'
  | 'weight'
  | 'supplements'
  | 'allergies'
  | 'preferences'
  | 'meal_preferences'
  | 'daily_requirements'
  | 'home_meal'
  | 'custom_macros'
  | 'essentials_answered'
  | 'meal_preferences_answered'
> {
  const row = answers.row;
  const mealPreferences: Profile['meal_preferences'] = {};
  for (const recipe of answers.recipes) {
    const subcategory: MealPreferenceSubcategory | null = subcategoryOf(recipe);
    if (!subcategory) continue;
    (mealPreferences[subcategory] ??= { recipes: [] }).recipes.push(recipe.id);
  }
  for (const option of answers.mealChoices) {
    // 'none' for garnish or sauce: the subcategory is answered with no recipes.
    if (option.exclusive && (option.question === 'garnish' || option.question === 'sauce')) {
      mealPreferences[option.question] ??= { recipes: [] };
    }
  }
  return {
    height: row?.heightCm ?? null,
    weight: row?.weightKg ?? null,
    supplements: row?.supplements ?? [],
    allergies: answers.allergies.map((option) => ({ id: option.id, name: option.name[locale] })),
    preferences: {
      activity_level_id: row?.activityLevelId ?? null,
      goal_id: row?.goalId ?? null,
      goal_description: row?.goalDescription ?? null,
      body_type_id: row?.bodyTypeId ?? null,
      meal_count_id: row?.mealCountId ?? null,
      meal_day_id: row?.mealDayId ?? null,
      seasoning_id: row?.seasoningId ?? null,
      spice_id: row?.spiceId ?? null,
      // The column has a default, so only a saved meal questionnaire makes it an answer.
      oil: row?.mealsAt ? row.oil : null,
      balancing_sides: row?.balancingSides ?? false,
      light_meals: row?.lightMeals ?? false,
    },
    meal_preferences: mealPreferences,
    daily_requirements: requirementsOf(answers, person),
    home_meal: row?.homeMeal ?? null,
    custom_macros: row?.customMacros ?? null,
    essentials_answered: essentialsAnswered(answers),
    meal_preferences_answered: row?.mealsAt != null,
  };
}

/** A stored recipe as the planner reads it. */
export function plannerRecipeOf(recipe: RecipeRow): PlannerRecipe {
  return {
    id: recipe.id,
    category: recipe.category,
    name: recipe.name,
    allergens: recipe.allergens,
    per100g: recipe.per100g,
    cookedInOil: OIL_COOKED_RECIPES.has(recipe.code),
  };
}

/** The planner's request from the answers, or null while either questionnaire is unanswered. */
export function planRequestOf(answers: Answers, person: Person): PlanRequest | null {
  const row = answers.row;
  const requirements = requirementsOf(answers, person);
  if (!row || !requirements || row.mealsAt === null) return null;
  const value = (id: number | null) => (id === null ? null : answers.optionById.get(id)?.value);
  const mealsPerDay = value(row.mealCountId);
  const days = value(row.mealDayId);
  if (!mealsPerDay || !days) return null;
  const allergens = answers.allergies
    .map((option) => option.code)
    .filter((code): code is Allergen => (ALLERGENS as readonly string[]).includes(code));
  return {
    requirements,
    days,
    mealsPerDay,
    recipes: answers.recipes.map(plannerRecipeOf),
    allergens,
    supplements: row.supplements,
    homeMeal: row.homeMeal ?? null,
    oil: row.oil === 'normal_oil',
    allowSides: row.balancingSides,
    allowLightMeals: row.lightMeals,
  };
}
