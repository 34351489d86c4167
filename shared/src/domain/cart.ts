/** Cart contracts (docs/spec.md §3 cart item, §7 cart calls). Money is a two-decimal string. */
import type { Cart, CartItem } from '../contracts/cart';

/**
 * STANDARD = the fixed meal plan, MEAL = a bundle, RECIPE = a dish of the menu (à la carte),
 * PERSONALIZED = a generated plan. `plan_id` is the id of that product.
 */
export const CART_ITEM_TYPES = ['STANDARD', 'MEAL', 'RECIPE', 'PERSONALIZED'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** docs/spec.md §7, §9: plan_type defaults to STANDARD, quantity and servings to 1. */
export const DEFAULT_CART_ITEM_TYPE: CartItemType = 'STANDARD';
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
export const CART_SERVINGS_MIN = 1;
export const CART_SERVINGS_MAX = 10;

/** The answers' shapes are the contracts' (shared/src/contracts/cart.ts). */
export type { Cart, CartItem };

export const EMPTY_SUB_TOTAL = '0.00';

/** The number on the header's cart icon: the units in the cart. */
export function cartItemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
