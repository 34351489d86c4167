import { NONE_STEPS, OIL_PREFERENCES, DEFAULT_OIL } from '../domain/questionnaire';
import { array, boolean, number, object, string, type InferType, type ObjectShape } from 'yup';
import { ADDRESS_SUGGESTION_LIMIT, isInMalaysia } from '../domain/address';
import {
  ORDER_FILTERS,
  ORDER_SORTS,
  ORDERS_PER_PAGE_DEFAULT,
  ORDERS_PER_PAGE_MAX,
} from '../domain/orders';
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
import { DELIVERY_METHODS, PACKAGING_METHODS, VOUCHER_KINDS } from '../domain/commerce';
import { amountToSen } from '../domain/money';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  genderField,
  INT_MAX,
  isoDateTimeField,
  msg,
  NAME_MAX,
  newPasswordField,
  parseIsoDate,
  PASSWORD_MAX,
  passwordConfirmationField,
  passwordField,
  phoneField,
  requiredText,
  strictBoolean,
  strictInteger,
  text,
  uncoerced,
} from './rules';

/**
 * A JSON object body; anything else (an array, `null`, a string) reports `validation.object`.
 * Only the shape's own keys are kept before yup reads the fields: yup looks every key of the
 * value up in its field map, so a key such as `valueOf` or `constructor` would find an
 * `Object.prototype` method there and crash instead of failing validation.
 */
export function jsonObject<S extends ObjectShape>(shape: S) {
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

const body = jsonObject;

/** docs/spec.md §5 login: e-mail required and valid, password required with at least 8 characters. */
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

/** docs/spec.md §5 register, with the fields of the docs/spec.md §3 registration form, all required. */
export const registerSchema = body({
  ...personalFields,
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});

/** docs/spec.md §5 profile update: the register rules without passwords, plus the notification setting. */
export const profileUpdateSchema = body({
  ...personalFields,
  email_notifications: strictBoolean().optional(),
  /** Needed (and checked by the API) only when the e-mail changes. */
  current_password: text({ max: PASSWORD_MAX, trim: false }).optional(),
});

/** docs/spec.md §5 change password: old password, new password and its confirmation, each at least 8. */
export const changePasswordSchema = body({
  old_password: passwordField(),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});

export const forgotPasswordSchema = body({
  email: emailField(),
});

export const resetPasswordSchema = body({
  token: requiredText(200),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});

/** `POST /api/log` (docs/spec.md §7): a page error or a remote that failed to load (docs/architecture.md §2). */
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
  return uncoerced(number())
    .transform((value: unknown, original: unknown) =>
      original === undefined ? undefined : typeof original === 'number' ? original : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .max(INT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .min(-INT_MAX, ({ min }: { min: number }) => msg('validation.minValue', { min }));
}

/** 1–99 (docs/spec.md §9 default 1). */
function quantityField() {
  return bodyInteger()
    .min(CART_QUANTITY_MIN, quantityMessage)
    .max(CART_QUANTITY_MAX, quantityMessage);
}

/**
 * docs/spec.md §7 `POST /api/v1/cart/store`. `size` applies to dishes (RECIPE) only and is ignored for
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

/** docs/spec.md §7 `POST /api/v1/cart/update`. */
export const cartUpdateSchema = body({
  cart_id: strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min })),
  quantity: quantityField().required(msg('validation.required')),
});

/** A text field that may be left out or empty (stored as null). */
function optionalText(max: number) {
  return text({ max })
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional();
}

/** A coordinate from the chosen suggestion; missing counts as 0, which the address refuses. */
function coordinateField() {
  return uncoerced(number())
    .transform((value: unknown, original: unknown) =>
      original === undefined || original === null || original === ''
        ? 0
        : typeof original === 'number'
          ? original
          : // A form holds its values as text.
            typeof original === 'string' && /^-?\d{1,3}(\.\d+)?$/.test(original)
            ? Number(original)
            : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .test({
      name: 'finite',
      message: msg('validation.number'),
      test: (value) => value === undefined || Number.isFinite(value),
    })
    .default(0);
}

/**
 * docs/spec.md §5 address: names, address_1, state, city, postcode, country and phone required;
 * `latitude` and `longitude` are the chosen suggestion's and both non-zero, otherwise the
 * address note error is reported on `address_1` (the line picked from the dropdown).
 * `is_default` takes true/false or 1/0 (docs/spec.md §4 "re-saving with is_default set to 1").
 */
export const addressSchema = body({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  unit_no: optionalText(50),
  address_1: requiredText(255),
  address_2: optionalText(255),
  state: requiredText(100),
  city: requiredText(100),
  postcode: requiredText(5).matches(/^\d{5}$/, { message: msg('validation.postcode') }),
  country: countryCodeField(),
  phone: phoneField(),
  latitude: coordinateField(),
  longitude: coordinateField(),
  is_default: uncoerced(boolean())
    .transform((_value: unknown, original: unknown) =>
      original === 1 || original === true
        ? true
        : original === 0 || original === false
          ? false
          : original === undefined
            ? undefined
            : Number.NaN,
    )
    .typeError(msg('validation.boolean'))
    .nonNullable(msg('validation.boolean'))
    .default(false),
}).test({
  name: 'addressNote',
  test(value) {
    if (!value || typeof value !== 'object') return true;
    const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return true;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return true;
    if (latitude === 0 || longitude === 0) {
      return this.createError({ path: 'address_1', message: msg('validation.addressNote') });
    }
    if (!isInMalaysia(latitude, longitude)) {
      return this.createError({ path: 'address_1', message: msg('validation.addressOutside') });
    }
    return true;
  },
});

/** `GET /api/v1/address/suggest?q=&limit=` */
export const addressSuggestQuerySchema = object({
  q: text({ max: 100 }).required(msg('validation.required')),
  limit: queryInteger(1, ADDRESS_SUGGESTION_LIMIT).default(ADDRESS_SUGGESTION_LIMIT),
});

/** `GET /api/v1/orders?filter=&sort=&page=&per_page=` (docs/spec.md §4 filter and sort). */
export const ordersQuerySchema = object({
  filter: queryChoice(ORDER_FILTERS).default('all'),
  sort: queryChoice(ORDER_SORTS).default('newest'),
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, ORDERS_PER_PAGE_MAX).default(ORDERS_PER_PAGE_DEFAULT),
});

/** `GET /api/v1/user/points/transactions?page=&per_page=` */
export const pageQuerySchema = object({
  page: queryInteger(1, 100_000).default(1),
  per_page: queryInteger(1, ORDERS_PER_PAGE_MAX).default(ORDERS_PER_PAGE_DEFAULT),
});

/** `POST /api/v1/orders/:id/reschedule`: a Kuala Lumpur date and a slot start (docs/spec.md §9). */
export const rescheduleSchema = body({
  delivery_date: requiredText(10).test({
    name: 'date',
    message: msg('validation.date'),
    skipAbsent: true,
    test: (value) => parseIsoDate(value) !== null,
  }),
  // A slot start (delivery) or a pickup time; the route checks it against the allowed ones.
  delivery_time: requiredText(5).matches(/^\d{2}:\d{2}$/, {
    message: msg('validation.deliverySlot'),
  }),
});

export type OrdersQuery = InferType<typeof ordersQuerySchema>;
export type PageQuery = InferType<typeof pageQuerySchema>;
export type RescheduleInput = InferType<typeof rescheduleSchema>;
export type AddressInput = InferType<typeof addressSchema>;
export type AddressSuggestQuery = InferType<typeof addressSuggestQuerySchema>;
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

/* ---------- Questionnaires (docs/spec.md §3 answers, §5 rules, §7 calls) ---------- */

const idField = () =>
  strictInteger()
    .required(msg('validation.required'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }));

/** A number in a form or JSON body: text that is a number is read as one, `''` as missing. */
function amount(min: number, max: number) {
  return uncoerced(number())
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
/** Semantic versions only (semver.org 2.0), as the release registry stores them. */
export const VERSION_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
export const RELEASE_REASON_MAX = 500;

function versionField() {
  return text({ max: 64 })
    .required(msg('validation.required'))
    .matches(VERSION_PATTERN, { message: msg('validation.version'), excludeEmptyString: true });
}

function percentField(min: number) {
  return bodyInteger()
    .min(min, ({ min: limit }: { min: number }) => msg('validation.minValue', { min: limit }))
    .max(100, ({ max }: { max: number }) => msg('validation.maxValue', { max }));
}

/** Release actions (docs/architecture.md §3), the same on /admin/releases and for the release CLI. */
export const releasePinSchema = body({
  version: versionField(),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleasePinInput = InferType<typeof releasePinSchema>;

export const releaseRollbackSchema = body({
  to: text({ max: 64 })
    .matches(VERSION_PATTERN, { message: msg('validation.version'), excludeEmptyString: true })
    .optional(),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleaseRollbackInput = InferType<typeof releaseRollbackSchema>;

export const releaseCanarySchema = body({
  version: versionField(),
  percent: percentField(1).required(msg('validation.required')),
  failure_threshold: percentField(1).default(5),
  min_loads: bodyInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(1_000_000, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .default(20),
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleaseCanaryInput = InferType<typeof releaseCanarySchema>;

export const releasePromoteSchema = body({
  reason: requiredText(RELEASE_REASON_MAX),
});
export type ReleasePromoteInput = InferType<typeof releasePromoteSchema>;
/** A Kuala Lumpur calendar date, yyyy-MM-dd. */
function isoDateField() {
  return text({ max: 10 }).matches(/^\d{4}-\d{2}-\d{2}$/, msg('validation.date'));
}

/** Optional voucher code: trimmed, upper-cased, empty means none. */
function voucherCodeField() {
  return text({ max: 40 })
    .transform((value: unknown) =>
      typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
    )
    .nullable()
    .optional();
}

/** `POST /api/v1/voucher/apply`: a code checked against the current cart. */
export const voucherApplySchema = body({
  code: text({ max: 40 })
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .required(msg('validation.required')),
});

/**
 * `POST /api/v1/checkout/quote`: the delivery method and, for delivery, the address; a voucher
 * code is priced in when given (refused with its reason otherwise).
 */
export const checkoutQuoteSchema = body({
  delivery_method: text({ max: 10 })
    .oneOf(DELIVERY_METHODS, msg('validation.deliveryMethod'))
    .required(msg('validation.deliveryMethod')),
  address_id: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
  voucher_code: voucherCodeField(),
});

/** `POST /api/v1/checkout` (docs/spec.md §2 checkout screen; delivery instructions optional, docs/spec.md §5). */
export const checkoutSchema = body({
  delivery_method: text({ max: 10 })
    .oneOf(DELIVERY_METHODS, msg('validation.deliveryMethod'))
    .required(msg('validation.deliveryMethod')),
  packaging_method: text({ max: 10 })
    .oneOf(PACKAGING_METHODS, msg('validation.packagingMethod'))
    .required(msg('validation.packagingMethod')),
  delivery_instructions: text({ max: 500 }).nullable().optional(),
  address_id: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
  delivery_date: isoDateField().required(msg('validation.required')),
  delivery_time: text({ max: 5 })
    .matches(/^\d{2}:\d{2}$/, msg('validation.deliverySlot'))
    .required(msg('validation.required')),
  voucher_code: voucherCodeField(),
  quote_id: text({ max: 64 }).nullable().optional(),
});

/** `POST /api/v1/orders/:id/pay`: the new courier quote when the order's had lapsed. */
export const orderPaySchema = body({
  quote_id: text({ max: 64 }).nullable().optional(),
});

export type OrderPayInput = InferType<typeof orderPaySchema>;
export type VoucherApplyInput = InferType<typeof voucherApplySchema>;
export type CheckoutQuoteInput = InferType<typeof checkoutQuoteSchema>;
export type CheckoutInput = InferType<typeof checkoutSchema>;

export const POINTS_REMARKS_MAX = 500;
/** The largest single adjustment an admin may make (a typo guard, not a business cap). */
export const POINTS_ADJUSTMENT_MAX = 1_000_000;

/** An admin adds (positive) or deducts (negative) points with a remark (issue #8). */
export const pointsAdjustmentSchema = body({
  points: bodyInteger()
    .required(msg('validation.required'))
    .test({
      name: 'nonZero',
      message: msg('validation.points'),
      skipAbsent: true,
      test: (value) => value !== 0,
    })
    .min(-POINTS_ADJUSTMENT_MAX, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(POINTS_ADJUSTMENT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max })),
  remarks: requiredText(POINTS_REMARKS_MAX),
});
export type PointsAdjustmentInput = InferType<typeof pointsAdjustmentSchema>;

/** A money amount typed by an admin (`"12.30"`), optional; empty means none. */
function optionalAmountField() {
  return text({ max: 16 })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test({
      name: 'amount',
      message: msg('validation.amount'),
      skipAbsent: true,
      test: (value) => {
        const sen = value === undefined ? 0 : amountToSen(value);
        return sen !== null && sen >= 0 && sen <= 100_000_000;
      },
    });
}

/** An optional ISO date-time; empty means none. */
function optionalDateTimeField() {
  return text({ max: 64 })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test({
      name: 'dateTime',
      message: msg('validation.dateTime'),
      skipAbsent: true,
      test: (value) =>
        value === undefined ||
        (/^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value))),
    });
}

/** A whole number of at least 1, or null / absent for "no limit". */
function optionalLimitField() {
  return uncoerced(number())
    .transform((_value: unknown, original: unknown) =>
      original === null || original === undefined
        ? original
        : typeof original === 'number'
          ? original
          : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(INT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .nullable()
    .optional();
}

/**
 * A voucher as an admin creates or edits it (docs/architecture.md §9): `value` is a percentage (1–100)
 * for `percent`, an amount in RM for `fixed`; amounts are two-decimal strings.
 */
export const voucherAdminSchema = body({
  code: requiredText(40).matches(/^[A-Za-z0-9-]{3,40}$/, {
    message: msg('validation.voucherCode'),
    excludeEmptyString: true,
  }),
  kind: text({ max: 10 })
    .required(msg('validation.required'))
    .oneOf([...VOUCHER_KINDS], msg('validation.oneOf')),
  value: requiredText(16).test({
    name: 'voucherValue',
    message: msg('validation.voucherValue'),
    skipAbsent: true,
    test(value) {
      const kind = (this.parent as { kind?: unknown }).kind;
      if (kind === 'percent')
        return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
      const sen = amountToSen(value);
      return sen !== null && sen > 0 && sen <= 100_000_000;
    },
  }),
  min_subtotal: optionalAmountField(),
  max_discount: optionalAmountField(),
  starts_at: optionalDateTimeField(),
  ends_at: optionalDateTimeField().test({
    name: 'afterStart',
    message: msg('validation.voucherEnds'),
    skipAbsent: true,
    test(value) {
      const starts = (this.parent as { starts_at?: unknown }).starts_at;
      return (
        !value || typeof starts !== 'string' || !starts || Date.parse(value) > Date.parse(starts)
      );
    },
  }),
  total_limit: optionalLimitField(),
  per_customer_limit: optionalLimitField(),
  active: strictBoolean().optional(),
});
export type VoucherAdminInput = InferType<typeof voucherAdminSchema>;
