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
import { DELIVERY_METHODS, PACKAGING_METHODS } from '../domain/commerce';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  genderField,
  INT_MAX,
  isoDateTimeField,
  msg,
  NAME_MAX,
  parseIsoDate,
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

/** A text field that may be left out or empty (stored as null). */
function optionalText(max: number) {
  return text({ max })
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional();
}

/** A coordinate from the chosen suggestion; missing counts as 0, which the address refuses. */
function coordinateField() {
  return number()
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
 * SPEC §5 address: names, address_1, state, city, postcode, country and phone required;
 * `latitude` and `longitude` are the chosen suggestion's and both non-zero, otherwise the
 * address note error is reported on `address_1` (the line picked from the dropdown).
 * `is_default` takes true/false or 1/0 (SPEC §4 "re-saving with is_default set to 1").
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
  is_default: boolean()
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

/** `GET /api/v1/orders?filter=&sort=&page=&per_page=` (SPEC §4 filter and sort). */
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

/** `POST /api/v1/orders/:id/reschedule`: a Kuala Lumpur date and a slot start (SPEC §9). */
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

/** `POST /api/v1/checkout` (SPEC §2 checkout screen; delivery instructions optional, SPEC §5). */
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

export type VoucherApplyInput = InferType<typeof voucherApplySchema>;
export type CheckoutQuoteInput = InferType<typeof checkoutQuoteSchema>;
export type CheckoutInput = InferType<typeof checkoutSchema>;
