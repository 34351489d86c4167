/** The cart's words, with no imports: the contract and the rules both read them. */

/**
 * STANDARD = the fixed meal plan, MEAL = a bundle, RECIPE = a dish of the menu (à la carte),
 * PERSONALIZED = a generated plan. `plan_id` is the id of that product.
 */
export const CART_ITEM_TYPES = ['STANDARD', 'MEAL', 'RECIPE', 'PERSONALIZED'] as const;

export type CartItemType = (typeof CART_ITEM_TYPES)[number];
