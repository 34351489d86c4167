/** Menu management inputs (docs/menu.md): a dish as staff write it, and a date's availability. */
import { ALLERGENS, COOKING_METHODS, DISH_SIZES, PRODUCT_LINES, PRODUCT_TABS } from './vocabulary';
import { array, type InferType } from 'yup';

import {
  CALORIE_TOLERANCE_KCAL,
  caloriesAgree,
  DISH_AVAILABILITY_CHOICES,
  DISH_PRICE_MAX_SEN,
  SHELF_LIFE_MAX_DAYS,
} from './menu';
import { amountToSen, senToAmount } from '../core/money';
import { caloriesOf } from './nutrition';
import { amount, body, jsonObject, type RequestBody } from '../validation/input';
import { msg, parseIsoDate, requiredText, strictBoolean, text } from '../validation/rules';

export const DISH_NAME_MAX = 120;
export const DISH_DESCRIPTION_MAX = 1000;
/** Grams of one macro in one portion: a typo guard far above any meal. */
export const MACRO_MAX_G = 1000;

/** The price of a size in RM (`"12.90"`, or a number), more than zero. */
function priceField() {
  return text({ max: 16 })
    .transform((value: unknown, original: unknown) =>
      typeof original === 'number' && Number.isFinite(original) ? String(original) : value,
    )
    .required(msg('validation.required'))
    .test({
      name: 'dishPrice',
      message: msg('validation.dishPrice', { max: senToAmount(DISH_PRICE_MAX_SEN) }),
      skipAbsent: true,
      test: (value) => {
        const sen = amountToSen(value);
        return sen !== null && sen > 0 && sen <= DISH_PRICE_MAX_SEN;
      },
    });
}

function wholeGrams() {
  return amount(0, MACRO_MAX_G)
    .integer(msg('validation.integer'))
    .required(msg('validation.required'));
}

const sizeSchema = jsonObject({
  size: text({ max: 2 })
    .required(msg('validation.required'))
    .oneOf(DISH_SIZES, msg('validation.oneOf')),
  price: priceField(),
  protein: wholeGrams(),
  carbohydrate: wholeGrams(),
  fat: wholeGrams(),
  /** What the label says; it must agree with 4P + 4C + 9F (`CALORIE_TOLERANCE_KCAL`). */
  calories: amount(0, 9 * MACRO_MAX_G * 3)
    .integer(msg('validation.integer'))
    .required(msg('validation.required'))
    .test({
      name: 'caloriesAgree',
      skipAbsent: true,
      test(value) {
        const { protein, carbohydrate, fat } = this.parent as Record<string, unknown>;
        if (
          typeof protein !== 'number' ||
          typeof carbohydrate !== 'number' ||
          typeof fat !== 'number'
        )
          return true;
        if (caloriesAgree(value, { protein, carbohydrate, fat })) return true;
        return this.createError({
          message: msg('validation.caloriesMismatch', {
            expected: caloriesOf({ protein, carbohydrate, fat }),
            tolerance: CALORIE_TOLERANCE_KCAL,
          }),
        });
      },
    }),
});

/**
 * A dish as staff create or edit it: both languages, the line, tab and cooking method, each size
 * with its price and macros (calories checked against them), allergens, shelf life, halal and the
 * menu position. Turning halal on also needs `halal_declaration` (checked by the API against the
 * dish as it was: docs/menu.md).
 */
export const dishAdminSchema = body({
  name_en: requiredText(DISH_NAME_MAX),
  name_ms: requiredText(DISH_NAME_MAX),
  description_en: requiredText(DISH_DESCRIPTION_MAX),
  description_ms: requiredText(DISH_DESCRIPTION_MAX),
  tab: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf(PRODUCT_TABS, msg('validation.oneOf')),
  line: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf(PRODUCT_LINES, msg('validation.oneOf')),
  cooking_method: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf(COOKING_METHODS, msg('validation.oneOf')),
  sizes: array(sizeSchema)
    .typeError(msg('validation.dishSizes'))
    .required(msg('validation.dishSizes'))
    .min(1, msg('validation.dishSizes'))
    .max(DISH_SIZES.length, msg('validation.dishSizes'))
    .test({
      name: 'eachSizeOnce',
      message: msg('validation.dishSizes'),
      skipAbsent: true,
      // An entry that is not an object is its own field's error, not a crash here.
      test: (list) =>
        new Set(list.map((entry: unknown) => (entry as { size?: unknown } | null)?.size)).size ===
        list.length,
    }),
  allergens: array(text({ max: 20 }).oneOf(ALLERGENS, msg('validation.allergen')).defined())
    .typeError(msg('validation.allergen'))
    .max(ALLERGENS.length, msg('validation.allergen'))
    .default([]),
  shelf_life_days: amount(1, SHELF_LIFE_MAX_DAYS)
    .integer(msg('validation.integer'))
    .required(msg('validation.required')),
  halal: strictBoolean().default(false),
  halal_declaration: strictBoolean().optional(),
  position: amount(0, 100_000)
    .integer(msg('validation.integer'))
    .required(msg('validation.required')),
  /** The dish's `updated_at` as the editor read it: a save over someone else's is refused. */
  updated_at: text({ max: 40 }).optional(),
});
export type DishAdminInput = InferType<typeof dishAdminSchema>;
export type DishAdminRequest = RequestBody<typeof dishAdminSchema>;

/** A delivery date's availability for one dish: sold out, paused, or available again. */
export const dishAvailabilitySchema = body({
  date: text({ max: 10 })
    .required(msg('validation.required'))
    .test({
      name: 'date',
      message: msg('validation.date'),
      skipAbsent: true,
      test: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) !== null,
    }),
  state: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf(DISH_AVAILABILITY_CHOICES, msg('validation.oneOf')),
});
export type DishAvailabilityInput = InferType<typeof dishAvailabilitySchema>;
export type DishAvailabilityRequest = RequestBody<typeof dishAvailabilitySchema>;
