/** Cart contracts (docs/spec.md §3 cart item, §7 cart calls). Money is a two-decimal string. */
import type { ResponsiveImage } from './catalog';

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

export interface CartItem {
  id: number;
  type: CartItemType;
  plan_id: number;
  name: string;
  /** Only dishes (RECIPE) come in sizes. */
  size: 'S' | 'L' | null;
  servings: number;
  quantity: number;
  /** One unit: the product's price × servings. */
  price: string;
  /** price × quantity */
  subtotal: string;
  /** The product's image; the API always sends it (optional for older fixtures). */
  image?: ResponsiveImage;
}

export interface Cart {
  items: CartItem[];
  sub_total: string;
}

export const EMPTY_SUB_TOTAL = '0.00';

/** The number on the header's cart icon: the units in the cart. */
export function cartItemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
