/** Questionnaire and meal plan inputs (docs/spec.md §3 answers, §5 rules, §7 calls). */
import { OIL_PREFERENCES } from './vocabulary';
import { array, boolean, mixed, type InferType } from 'yup';
import { DEFAULT_OIL, NONE_STEPS } from './questionnaire';
import {
  QUESTIONNAIRE_DRAFT_MAX_CHARS,
  QUESTIONNAIRE_DRAFT_VERSION,
  QUESTIONNAIRE_STEPS,
  jsonLength,
  readQuestionnaireAnswers,
  type Questionnaire,
} from './questionnaireDraft';
import { amount, body, type RequestBody } from '../validation/input';
import {
  isoDateTimeField,
  msg,
  requiredText,
  strictInteger,
  text,
  uncoerced,
} from '../validation/rules';

const idField = () =>
  strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }));

const positiveAmount = (max: number) =>
  amount(0, max).required(msg('validation.required')).moreThan(0, msg('validation.positive'));

/** docs/spec.md §3 supplement: every field filled and non-zero (docs/spec.md §5). */
export const supplementSchema = body({
  name: requiredText(100),
  calories: positiveAmount(5000),
  protein: positiveAmount(500),
  fat: positiveAmount(500),
  carbohydrate: positiveAmount(1000),
});

/** docs/spec.md §5 home-sourced meal: name, protein, carbohydrates, fat required; calories not. */
export const homeMealSchema = body({
  name: requiredText(100),
  calories: amount(0, 5000).nullable().optional(),
  protein: amount(0, 500).required(msg('validation.required')),
  carbohydrate: amount(0, 1000).required(msg('validation.required')),
  fat: amount(0, 500).required(msg('validation.required')),
});

/** docs/spec.md §5 body measurements: weight and height required. */
export const bodyMeasurementsSchema = body({
  height: amount(50, 272).required(msg('validation.required')),
  weight: amount(20, 400).required(msg('validation.required')),
});

/** The customer's own daily grams when the goal is custom_macro. */
export const customMacrosSchema = body({
  protein: positiveAmount(600),
  carbohydrate: positiveAmount(1500),
  fat: positiveAmount(500),
});

/**
 * docs/spec.md §7 `POST /api/v1/user_preferences/questions/essentials`: the essentials answers without
 * `has_supplements` (an empty supplement list and no home meal mean 'no'). Whether an id is one
 * of the seeded options of its question is checked on the server against the database.
 */
export const essentialsAnswersSchema = body({
  activity_level_id: idField(),
  goal_id: idField(),
  goal_description: text({ max: 500 }).nullable().default(null),
  body_type_id: idField(),
  height: amount(50, 272).required(msg('validation.required')),
  weight: amount(20, 400).required(msg('validation.required')),
  meal_count_id: idField(),
  meal_day_id: idField(),
  allergies: array(idField()).typeError(msg('validation.option')).max(20).default([]),
  supplements: array(supplementSchema).typeError(msg('validation.invalid')).max(10).default([]),
  home_meal: homeMealSchema.nullable().default(null),
  custom_macros: customMacrosSchema.nullable().default(null),
});

/** docs/spec.md §7 `POST /api/v1/user_preferences/questions/meal_prefences`. */
export const mealAnswersSchema = body({
  oil: text({ max: 20 }).oneOf(OIL_PREFERENCES, msg('validation.option')).default(DEFAULT_OIL),
  recipe_ids: array(idField())
    .typeError(msg('validation.recipeChoice'))
    .required(msg('validation.required'))
    .max(100),
  none: array(text({ max: 20 }).oneOf(NONE_STEPS, msg('validation.option')).defined())
    .typeError(msg('validation.option'))
    .default([]),
  seasoning_id: idField(),
  spice_id: idField(),
  /** Balancing sides allowed (docs/planner.md): true or false; absent leaves the answer as it is. */
  balancing_sides: uncoerced(boolean())
    .transform((_value: unknown, original: unknown) =>
      original === true || original === false || original === undefined ? original : Number.NaN,
    )
    .typeError(msg('validation.boolean'))
    .nonNullable(msg('validation.boolean'))
    .optional(),
  /** Light meals allowed (docs/planner.md, Light meals): true or false; absent: as saved. */
  light_meals: uncoerced(boolean())
    .transform((_value: unknown, original: unknown) =>
      original === true || original === false || original === undefined ? original : Number.NaN,
    )
    .typeError(msg('validation.boolean'))
    .nonNullable(msg('validation.boolean'))
    .optional(),
});

/**
 * `POST /api/v1/user_preferences/draft/essentials|meal_prefences`: a
 * questionnaire answered part-way, read as the browser reads it (`readQuestionnaireDraft`): the
 * answers of the questionnaire's shape, at most `QUESTIONNAIRE_DRAFT_MAX_CHARS` of JSON.
 */
function questionnaireDraftSchema(questionnaire: Questionnaire) {
  const steps = QUESTIONNAIRE_STEPS[questionnaire];
  return body({
    version: strictInteger()
      .required(msg('validation.required'))
      .oneOf([QUESTIONNAIRE_DRAFT_VERSION], msg('validation.oneOf')),
    step: text({ max: 30 })
      .required(msg('validation.required'))
      .oneOf(steps, msg('validation.oneOf')),
    link_step: text({ max: 30 }).oneOf(steps, msg('validation.oneOf')).nullable().default(null),
    saved_at: isoDateTimeField(),
    answers: mixed()
      .required(msg('validation.required'))
      .test({
        name: 'size',
        message: msg('validation.max', { max: QUESTIONNAIRE_DRAFT_MAX_CHARS }),
        skipAbsent: true,
        test: (value) => jsonLength(value) <= QUESTIONNAIRE_DRAFT_MAX_CHARS,
      })
      .test({
        name: 'shape',
        message: msg('validation.invalid'),
        skipAbsent: true,
        // Oversized answers have their own message above.
        test: (value) =>
          jsonLength(value) > QUESTIONNAIRE_DRAFT_MAX_CHARS ||
          readQuestionnaireAnswers[questionnaire](value) !== null,
      }),
  });
}

export const essentialsDraftSchema = questionnaireDraftSchema('essentials');
export const mealDraftSchema = questionnaireDraftSchema('meal');

/** `POST /api/v1/user_personalized_meal/generate`: optionally the plan to regenerate. */
export const planGenerateSchema = body({
  plan_id: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .optional(),
});

/** `POST /api/v1/user_personalized_meal/{id}`: remove a meal or add one to a day. */
export const planEditSchema = body({
  action: text({ max: 10 })
    .oneOf(['add', 'remove'] as const, msg('validation.oneOf'))
    .required(msg('validation.required')),
  day: strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(7, ({ max }: { max: number }) => msg('validation.maxValue', { max })),
  meal: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(10, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .when('action', {
      is: 'remove',
      then: (schema) => schema.required(msg('validation.required')),
    }),
  /** With `add`: the recipes of a removed meal, to put it back at `meal` (an undo). */
  recipe_ids: array(idField()).typeError(msg('validation.invalid')).max(10).optional(),
});

const atLeastOne = ({ min }: { min: number }) => msg('validation.minValue', { min });

/**
 * `POST /api/v1/user_personalized_meal/{id}` (docs/planner.md, Editing a plan): the edit body —
 * remove a meal, add one (with `meal` and `recipe_ids`, put a removed one back) — and a swap:
 * `{ action: swap, day, meal, recipe_ids }`, the meal's dishes after the swap.
 */
export const planChangeSchema = planEditSchema.shape({
  action: text({ max: 10 })
    .oneOf(['add', 'remove', 'swap'] as const, msg('validation.oneOf'))
    .required(msg('validation.required')),
  meal: strictInteger()
    .min(1, atLeastOne)
    .max(10, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .when('action', {
      is: (action: unknown) => action === 'remove' || action === 'swap',
      then: (schema) => schema.required(msg('validation.required')),
    }),
  recipe_ids: array(strictInteger().required(msg('validation.required')).min(1, atLeastOne))
    .typeError(msg('validation.invalid'))
    // A meal has at most five dishes.
    .max(10, msg('validation.invalid'))
    .when('action', {
      is: 'swap',
      then: (schema) =>
        schema.required(msg('validation.required')).min(1, msg('validation.required')),
    }),
});

/** `POST /api/v1/user_personalized_meal/{id}/suggestion`: accept one of the plan's suggestions. */
export const planSuggestionSchema = body({
  suggestion_id: text({ max: 100 }).required(msg('validation.required')),
});

export type SupplementInput = InferType<typeof supplementSchema>;
export type HomeMealInput = InferType<typeof homeMealSchema>;
export type BodyMeasurementsInput = InferType<typeof bodyMeasurementsSchema>;
export type EssentialsAnswersInput = InferType<typeof essentialsAnswersSchema>;
export type EssentialsAnswersRequest = RequestBody<typeof essentialsAnswersSchema>;
export type MealAnswersInput = InferType<typeof mealAnswersSchema>;
export type MealAnswersRequest = RequestBody<typeof mealAnswersSchema>;
export type QuestionnaireDraftInput = InferType<typeof essentialsDraftSchema>;
export type QuestionnaireDraftRequest = RequestBody<typeof essentialsDraftSchema>;
export type PlanGenerateInput = InferType<typeof planGenerateSchema>;
export type PlanGenerateRequest = RequestBody<typeof planGenerateSchema>;
export type PlanEditInput = InferType<typeof planEditSchema>;
export type PlanChangeInput = InferType<typeof planChangeSchema>;
export type PlanChangeRequest = RequestBody<typeof planChangeSchema>;
export type PlanSuggestionInput = InferType<typeof planSuggestionSchema>;
export type PlanSuggestionRequest = RequestBody<typeof planSuggestionSchema>;
