/**
 * A questionnaire answered part-way: the answers as the screens keep them
 * and the step the customer was at. The browser keeps it for a reload, the API for the customer's
 * other devices; both read it with these functions, so what one keeps the other accepts, and what
 * does not read as a draft of this version (an older shape, a hand-edited or truncated value) is
 * dropped by the browser and refused by the API.
 */
import { OIL_PREFERENCES, type OilPreference } from './vocabulary';
import type { CustomMacros, HomeMeal, Supplement } from './profile.contract';
import {
  ESSENTIAL_STEPS,
  GOALS,
  MEAL_LIST_STEPS,
  MEAL_STEPS,
  NONE_STEPS,
  type EssentialStep,
  type EssentialsDraft,
  type Goal,
  type MealDraft,
  type MealListStep,
  type MealStep,
  type NoneStep,
} from './questionnaire';

/** Raised when the shape changes; a draft of another version is dropped, never half-read. */
export const QUESTIONNAIRE_DRAFT_VERSION = 1;
/** The answers' JSON text at most: a full essentials draft with ten supplements is about 2,500. */
export const QUESTIONNAIRE_DRAFT_MAX_CHARS = 16_000;

export const QUESTIONNAIRES = ['essentials', 'meal'] as const;
export type Questionnaire = (typeof QUESTIONNAIRES)[number];

export interface QuestionnaireDraftAnswers {
  essentials: EssentialsDraft;
  meal: MealDraft;
}
export interface QuestionnaireDraftSteps {
  essentials: EssentialStep;
  meal: MealStep;
}

export interface QuestionnaireDraft<Q extends Questionnaire = Questionnaire> {
  version: typeof QUESTIONNAIRE_DRAFT_VERSION;
  /** The step the customer was at. */
  step: QuestionnaireDraftSteps[Q];
  /**
   * The `?step=` the page was opened with (a summary's link), or null: reloading that address
   * resumes at `step`, while a link to another step opens the step it names.
   */
  link_step: QuestionnaireDraftSteps[Q] | null;
  answers: QuestionnaireDraftAnswers[Q];
  /** When the browser kept it (ISO 8601): the newer of two drafts wins. */
  saved_at: string;
}

export const QUESTIONNAIRE_STEPS: {
  [Q in Questionnaire]: readonly QuestionnaireDraftSteps[Q][];
} = { essentials: ESSENTIAL_STEPS, meal: MEAL_STEPS };

/** Generous bounds: the screens offer fewer (ten supplements, 500 characters of goal). */
const MAX_IDS = 100;
const MAX_SUPPLEMENTS = 10;
const MAX_NAME = 100;
const MAX_DESCRIPTION = 500;
const INT_MAX = 2_147_483_647;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (record: Fields, key: string) => Object.prototype.hasOwnProperty.call(record, key);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT_MAX;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** A sentinel: `read*` helpers answer it for a field that is not what it should be. */
const INVALID = Symbol('invalid');
type Read<T> = T | typeof INVALID;

function nullable<T>(value: unknown, read: (value: unknown) => Read<T>): Read<T | null> {
  return value === null ? null : read(value);
}
const id = (value: unknown): Read<number> => (isId(value) ? value : INVALID);
const amount = (value: unknown): Read<number> => (isAmount(value) ? value : INVALID);

function ids(value: unknown): Read<number[]> {
  if (!Array.isArray(value) || value.length > MAX_IDS || !value.every(isId)) return INVALID;
  return [...(value as number[])];
}

function grams<K extends string>(value: unknown, keys: readonly K[]): Read<Record<K, number>> {
  if (!isRecord(value)) return INVALID;
  const out = {} as Record<K, number>;
  for (const key of keys) {
    if (!isAmount(value[key])) return INVALID;
    out[key] = value[key];
  }
  return out;
}

function supplement(value: unknown): Read<Supplement> {
  if (!isRecord(value) || !isText(value.name, MAX_NAME)) return INVALID;
  const figures = grams(value, ['calories', 'protein', 'fat', 'carbohydrate'] as const);
  return figures === INVALID ? INVALID : { name: value.name, ...figures };
}

function homeMeal(value: unknown): Read<HomeMeal> {
  if (!isRecord(value) || !isText(value.name, MAX_NAME)) return INVALID;
  const figures = grams(value, ['protein', 'carbohydrate', 'fat'] as const);
  if (figures === INVALID) return INVALID;
  const calories = value.calories;
  if (calories === undefined) return { name: value.name, ...figures };
  if (calories !== null && !isAmount(calories)) return INVALID;
  return { name: value.name, calories, ...figures };
}

/** Every field read, or null when one is missing or of the wrong kind. */
function readAll<T extends object>(readers: { [K in keyof T]: () => Read<T[K]> }): T | null {
  const out: Fields = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    const value = readers[key]();
    if (value === INVALID) return null;
    out[key] = value;
  }
  return out as T;
}

/** The essentials answers of a draft (the screens' `EssentialsDraft`), or null. */
export function readEssentialsAnswers(value: unknown): EssentialsDraft | null {
  if (!isRecord(value)) return null;
  const v = value;
  return readAll<EssentialsDraft>({
    activity_level_id: () => nullable(v.activity_level_id, id),
    goal_id: () => nullable(v.goal_id, id),
    goal_description: () =>
      nullable(v.goal_description, (text) => (isText(text, MAX_DESCRIPTION) ? text : INVALID)),
    body_type_id: () => nullable(v.body_type_id, id),
    height: () => nullable(v.height, amount),
    weight: () => nullable(v.weight, amount),
    meal_count_id: () => nullable(v.meal_count_id, id),
    meal_day_id: () => nullable(v.meal_day_id, id),
    allergies: () => ids(v.allergies),
    supplements: () => {
      if (!Array.isArray(v.supplements) || v.supplements.length > MAX_SUPPLEMENTS) return INVALID;
      const read = v.supplements.map(supplement);
      return read.some((entry) => entry === INVALID) ? INVALID : (read as Supplement[]);
    },
    home_meal: () => nullable(v.home_meal, homeMeal),
    custom_macros: () =>
      nullable<CustomMacros>(v.custom_macros, (macros) =>
        grams(macros, ['protein', 'carbohydrate', 'fat'] as const),
      ),
    has_supplements: () =>
      v.has_supplements === null || typeof v.has_supplements === 'boolean'
        ? v.has_supplements
        : INVALID,
    allergies_skipped: () =>
      typeof v.allergies_skipped === 'boolean' ? v.allergies_skipped : INVALID,
    goal_code: () => nullable<Goal>(v.goal_code, (code) => (oneOf(GOALS, code) ? code : INVALID)),
  });
}

/** The meal answers of a draft (the screens' `MealDraft`), or null. */
export function readMealAnswers(value: unknown): MealDraft | null {
  if (!isRecord(value) || !isRecord(value.lists)) return null;
  const lists = {} as Record<MealListStep, number[]>;
  for (const step of MEAL_LIST_STEPS) {
    const chosen = ids(value.lists[step]);
    if (chosen === INVALID) return null;
    lists[step] = chosen;
  }
  const { oil, none, seasoning_id: seasoning, spice_id: spice } = value;
  if (oil !== null && !oneOf<OilPreference>(OIL_PREFERENCES, oil)) return null;
  if (
    !Array.isArray(none) ||
    !none.every((step) => oneOf<NoneStep>(NONE_STEPS, step)) ||
    new Set(none).size !== none.length
  )
    return null;
  if ((seasoning !== null && !isId(seasoning)) || (spice !== null && !isId(spice))) return null;
  const answers: MealDraft = {
    oil,
    lists,
    none: [...none],
    seasoning_id: seasoning,
    spice_id: spice,
  };
  // Left out means "as saved" (MealDraft): it stays left out.
  for (const key of ['balancing_sides', 'light_meals'] as const) {
    const flag = has(value, key) ? value[key] : undefined;
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') return null;
    answers[key] = flag;
  }
  return answers;
}

export const readQuestionnaireAnswers: {
  [Q in Questionnaire]: (value: unknown) => QuestionnaireDraftAnswers[Q] | null;
} = { essentials: readEssentialsAnswers, meal: readMealAnswers };

/** The length of a value's JSON text, or Infinity for one JSON cannot hold (a cycle, a BigInt). */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * A draft of `questionnaire` as the browser keeps it and the API stores it, or null when it is
 * not one: another version, a step the questionnaire does not have, answers of the wrong shape
 * or larger than `QUESTIONNAIRE_DRAFT_MAX_CHARS`, a time that is not one. Only the known fields
 * are kept.
 */
export function readQuestionnaireDraft<Q extends Questionnaire>(
  questionnaire: Q,
  value: unknown,
): QuestionnaireDraft<Q> | null {
  if (!isRecord(value) || value.version !== QUESTIONNAIRE_DRAFT_VERSION) return null;
  const steps = QUESTIONNAIRE_STEPS[questionnaire] as readonly QuestionnaireDraftSteps[Q][];
  const { step, link_step: linkStep, saved_at: savedAt } = value;
  if (!oneOf(steps, step)) return null;
  if (linkStep !== null && linkStep !== undefined && !oneOf(steps, linkStep)) return null;
  if (!isText(savedAt, 64) || !Number.isFinite(Date.parse(savedAt))) return null;
  if (jsonLength(value.answers) > QUESTIONNAIRE_DRAFT_MAX_CHARS) return null;
  const answers = readQuestionnaireAnswers[questionnaire](value.answers);
  if (!answers) return null;
  return {
    version: QUESTIONNAIRE_DRAFT_VERSION,
    step,
    link_step: (linkStep ?? null) as QuestionnaireDraftSteps[Q] | null,
    answers: answers as QuestionnaireDraftAnswers[Q],
    saved_at: savedAt,
  };
}
