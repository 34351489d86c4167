/** Cart inputs (docs/spec.md §7 cart calls, §9 quantity and servings). */
import { CART_ITEM_TYPES } from './vocabulary';
import { DISH_SIZES } from '../catalogue/vocabulary';
import { type InferType } from 'yup';
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  CART_SERVINGS_MAX,
  CART_SERVINGS_MIN,
  DEFAULT_CART_ITEM_TYPE,
} from './cart';

import { body, bodyInteger, type RequestBody } from '../validation/input';
import { msg, strictInteger, text } from '../validation/rules';

const quantityMessage = () =>
  msg('validation.quantity', { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX });
const servingsMessage = () =>
  msg('validation.servings', { min: CART_SERVINGS_MIN, max: CART_SERVINGS_MAX });

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

export type CartStoreInput = InferType<typeof cartStoreSchema>;
export type CartStoreRequest = RequestBody<typeof cartStoreSchema>;
export type CartUpdateInput = InferType<typeof cartUpdateSchema>;
export type CartUpdateRequest = RequestBody<typeof cartUpdateSchema>;
