import { array, number, object, string, type InferType, type ObjectShape } from 'yup';
import { NONE_STEPS, OIL_PREFERENCES, DEFAULT_OIL } from '../domain/questionnaire';
import {
  CART_ITEM_TYPES,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  CART_SERVINGS_MAX,
  CART_SERVINGS_MIN,
  DEFAULT_CART_ITEM_TYPE,
} from '../domain/cart';
import {
  ALLERGENS,
  DISH_SIZES,
  MENU_PER_PAGE_DEFAULT,
  MENU_PER_PAGE_MAX,
  PRODUCT_LINES,
  PRODUCT_TABS,
} from '../domain/catalog';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  genderField,
  INT_MAX,
  isoDateTimeField,
  msg,
  NAME_MAX,
  passwordConfirmationField,
  passwordField,
  phoneField,
  requiredText,
  strictBoolean,
  strictInteger,
  text,
} from './rules';

/**
 * A JSON object body; anything else (an array, `null`, a string) reports `validation.object`.
 * Only the shape's own keys are kept before yup reads the fields: yup looks every key of the
 * value up in its field map, so a key such as `valueOf` or `constructor` would find an
 * `Object.prototype` method there and crash instead of failing validation.
 */
function body<S extends ObjectShape>(shape: S) {
  const known = Object.keys(shape);
  return object(shape)
    .transform((value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            known
              .filter((key) => Object.prototype.hasOwnProperty.call(value, key))
              .map((key) => [key, (value as Record<string, unknown>)[key]]),
          )
        : value,
    )
    .typeError(msg('validation.object'))
    .nonNullable(msg('validation.object'));
}

/** SPEC §5 login: e-mail required and valid, password required with at least 8 characters. */
export const loginSchema = body({
  email: emailField(),
  password: passwordField(),
});

const personalFields = {
  email: emailField(),
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  phone_no: phoneField(),
  date_of_birth: dateOfBirthField(),
  gender: genderField(),
  country_code: countryCodeField(),
};

/** SPEC §5 register, with the fields of the SPEC §3 registration form, all required. */
export const registerSchema = body({
  ...personalFields,
  password: passwordField(),
  password_confirmation: passwordConfirmationField(),
});

/** SPEC §5 profile update: the register rules without passwords, plus the notification setting. */
export const profileUpdateSchema = body({
  ...personalFields,
  email_notifications: strictBoolean().optional(),
});

/** SPEC §5 change password: old password, new password and its confirmation, each at least 8. */
export const changePasswordSchema = body({
  old_password: passwordField(),
  password: passwordField(),
  password_confirmation: passwordConfirmationField(),
});

export const forgotPasswordSchema = body({
  email: emailField(),
});

export const resetPasswordSchema = body({
  token: requiredText(200),
  password: passwordField(),
  password_confirmation: passwordConfirmationField(),
});

/** `POST /api/log` (SPEC §7): a page error or a remote that failed to load (ARCHITECTURE §2). */
export const logEntrySchema = body({
  statusCode: strictInteger()
    .required(msg('validation.required'))
    .min(0, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(999, ({ max }: { max: number }) => msg('validation.maxValue', { max })),
  message: text({ max: 4000, trim: false }).required(msg('validation.required')),
  date: isoDateTimeField(),
  userId: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
  remote: text({ max: 100 }).optional(),
  remoteVersion: text({ max: 100 }).optional(),
  url: text({ max: 2000 }).optional(),
});

/** A query-string integer: arrives as text; an empty value means "not given". */
function queryInteger(min: number, max: number) {
  return number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg('validation.integer'))
    .integer(msg('validation.integer'))
    .min(min, ({ min: limit }: { min: number }) => msg('validation.minValue', { min: limit }))
    .max(max, ({ max: limit }: { max: number }) => msg('validation.maxValue', { max: limit }));
}

/** A query-string choice; an empty value means "not given". */
function queryChoice<T extends string>(values: readonly T[]) {
  return text({ max: 50 })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(values, msg('validation.oneOf'));
}

/** `a,b` or `?x=a&x=b` (or both) → `['a', 'b']`. */
function splitList(_value: unknown, original: unknown): unknown {
  const parts = (Array.isArray(original) ? original : [original]).flatMap((part: unknown) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  const list = parts
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '' && part !== undefined);
  return list.length > 0 ? list : undefined;
}

/**
 * `GET /api/v1/menu`: tab, line, dishes free of the given allergens
 * (`exclude_allergens=peanut,dairy`), a search over names and descriptions in both languages,
 * and pages of at most 60.
 */
export const menuQuerySchema = object({
  tab: queryChoice(PRODUCT_TABS).optional(),
  line: queryChoice(PRODUCT_LINES).optional(),
  exclude_allergens: array(
    string()
      .typeError(msg('validation.allergen'))
      .oneOf(ALLERGENS, msg('validation.allergen'))
      .defined(msg('validation.allergen')),
  )
    .transform(splitList)
    .typeError(msg('validation.allergen'))
    .max(ALLERGENS.length, msg('validation.allergen'))
    .optional(),
  q: text({ max: 100 })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional(),
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, MENU_PER_PAGE_MAX).default(MENU_PER_PAGE_DEFAULT),
});

const quantityMessage = () =>
  msg('validation.quantity', { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX });
const servingsMessage = () =>
  msg('validation.servings', { min: CART_SERVINGS_MIN, max: CART_SERVINGS_MAX });

/**
 * An integer in a JSON body that may be left out for its default: like `strictInteger` (text,
 * `null` and fractions are refused), but not `strict`, because yup skips defaults of strict
 * fields.
 */
function bodyInteger() {
  return number()
    .transform((value: unknown, original: unknown) =>
      original === undefined ? undefined : typeof original === 'number' ? original : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .max(INT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .min(-INT_MAX, ({ min }: { min: number }) => msg('validation.minValue', { min }));
}

/** 1–99 (SPEC §9 default 1). */
function quantityField() {
  return bodyInteger()
    .min(CART_QUANTITY_MIN, quantityMessage)
    .max(CART_QUANTITY_MAX, quantityMessage);
}

/**
 * SPEC §7 `POST /api/v1/cart/store`. `size` applies to dishes (RECIPE) only and is ignored for
 * the others; a `price` in the body is not a field, so it never reaches the server's sums.
 */
export const cartStoreSchema = body({
  plan_id: strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min })),
  quantity: quantityField().default(CART_QUANTITY_MIN),
  plan_type: text({ max: 20 })
    .oneOf(CART_ITEM_TYPES, msg('validation.planType'))
    .default(DEFAULT_CART_ITEM_TYPE),
  servings: bodyInteger()
    .min(CART_SERVINGS_MIN, servingsMessage)
    .max(CART_SERVINGS_MAX, servingsMessage)
    .default(CART_SERVINGS_MIN),
  size: text({ max: 10 })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(DISH_SIZES, msg('validation.size'))
    .nullable()
    .optional(),
});

/** SPEC §7 `POST /api/v1/cart/update`. */
export const cartUpdateSchema = body({
  cart_id: strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min })),
  quantity: quantityField().required(msg('validation.required')),
});

export type LoginInput = InferType<typeof loginSchema>;
export type RegisterInput = InferType<typeof registerSchema>;
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
export type LogEntryInput = InferType<typeof logEntrySchema>;
export type MenuQuery = InferType<typeof menuQuerySchema>;
export type CartStoreInput = InferType<typeof cartStoreSchema>;
export type CartUpdateInput = InferType<typeof cartUpdateSchema>;

/* ---------- Questionnaires (SPEC §3 answers, §5 rules, §7 calls) ---------- */

const idField = () =>
  strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }));

/** A number in a form or JSON body: text that is a number is read as one, `''` as missing. */
function amount(min: number, max: number) {
  return number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined
        ? undefined
        : typeof original === 'number'
          ? original
          : typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)
            ? Number(original)
            : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .min(min, ({ min: value }: { min: number }) => msg('validation.minValue', { min: value }))
    .max(max, ({ max: value }: { max: number }) => msg('validation.maxValue', { max: value }));
}

const positiveAmount = (max: number) =>
  amount(0, max).required(msg('validation.required')).moreThan(0, msg('validation.positive'));

/** SPEC §3 supplement: every field filled and non-zero (SPEC §5). */
export const supplementSchema = body({
  name: requiredText(100),
  calories: positiveAmount(5000),
  protein: positiveAmount(500),
  fat: positiveAmount(500),
  carbohydrate: positiveAmount(1000),
});

/** SPEC §5 home-sourced meal: name, protein, carbohydrates, fat required; calories not. */
export const homeMealSchema = body({
  name: requiredText(100),
  calories: amount(0, 5000).nullable().optional(),
  protein: amount(0, 500).required(msg('validation.required')),
  carbohydrate: amount(0, 1000).required(msg('validation.required')),
  fat: amount(0, 500).required(msg('validation.required')),
});

/** SPEC §5 body measurements: weight and height required. */
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
 * SPEC §7 `POST /api/v1/user_preferences/questions/essentials`: the essentials answers without
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

/** SPEC §7 `POST /api/v1/user_preferences/questions/meal_prefences`. */
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
});

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
});

export type SupplementInput = InferType<typeof supplementSchema>;
export type HomeMealInput = InferType<typeof homeMealSchema>;
export type BodyMeasurementsInput = InferType<typeof bodyMeasurementsSchema>;
export type EssentialsAnswersInput = InferType<typeof essentialsAnswersSchema>;
export type MealAnswersInput = InferType<typeof mealAnswersSchema>;
export type PlanGenerateInput = InferType<typeof planGenerateSchema>;
export type PlanEditInput = InferType<typeof planEditSchema>;
