/** Cart rules (docs/spec.md §3 cart item, §7 cart calls). Money is a two-decimal string. */
import type { CartItemType } from './vocabulary';

/** docs/spec.md §7, §9: plan_type defaults to STANDARD, quantity and servings to 1. */
export const DEFAULT_CART_ITEM_TYPE: CartItemType = 'STANDARD';
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
export const CART_SERVINGS_MIN = 1;
export const CART_SERVINGS_MAX = 10;

export const EMPTY_SUB_TOTAL = '0.00';

/** The number on the header's cart icon: the units in the cart. */
export function cartItemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
