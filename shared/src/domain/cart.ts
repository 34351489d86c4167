/** Cart contracts (SPEC §3 cart item, §7 cart calls). Money is a two-decimal string. */
export type CartItemType = 'STANDARD' | 'MEAL' | 'RECIPE' | 'PERSONALIZED';

export interface CartItem {
  id: number;
  type: CartItemType;
  plan_id: number;
  name: string;
  size: 'S' | 'L' | null;
  servings: number;
  quantity: number;
  price: string;
  subtotal: string;
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
