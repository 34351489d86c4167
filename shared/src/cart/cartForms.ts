/**
 * The cart's changes as plain forms, so the taps that matter answer before the app has started
 * (docs/architecture/server-rendering.md, "Taps before the start"): a dish's "Add to cart" and a
 * cart line's − and +. Before the start the browser posts the form; the server makes the change as
 * the JSON call makes it and answers 303 to the page it came from, which shows the outcome from
 * one query parameter (`CART_OUTCOME_PARAM`) and is scrolled back to the dish or the line by the
 * address's fragment. A guest's add is answered with the sign-in page, the dish in its address
 * (`CART_ADD_PARAM`), and made once they have signed in. Once the app runs, it cancels the post
 * and makes the same change with the JSON call, without the round trip.
 */
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './cart';

export const CART_FORMS = {
  /** A dish into the cart: product id, type, size, quantity. */
  add: '/cart/add',
  /** A cart line's quantity: the line's id and its new quantity. */
  quantity: '/cart/quantity',
} as const;

/** The fields, named as the JSON calls name them (cartStoreSchema, cartUpdateSchema). */
export const CART_FORM_FIELDS = {
  product: 'plan_id',
  type: 'plan_type',
  size: 'size',
  quantity: 'quantity',
  line: 'cart_id',
  /** The page the form was on (path and query), to come back to. */
  returnTo: 'return',
} as const;

/** How a change by form ended, for the page it returns to. */
export const CART_OUTCOMES = [
  'added',
  'updated',
  /** The dish is not on sale (sold out, off the menu, not in that size). */
  'unavailable',
  /** The line would pass the cart's quantity limit. */
  'limit',
  /** The form's fields are not a valid change (a quantity typed out of range). */
  'invalid',
  /** The line is no longer in the cart (removed in another tab). */
  'gone',
] as const;
export type CartOutcome = (typeof CART_OUTCOMES)[number];

/** The query parameter of the page returned to: `<outcome>.<product or line id>`. */
export const CART_OUTCOME_PARAM = 'cart';

/** `?cart=added.12` for `{ outcome: 'added', id: 12 }`. */
export function cartOutcomeValue(outcome: CartOutcome, id: number): string {
  return `${outcome}.${id}`;
}

/** The outcome the page's address names, and for which product or line; null if none. */
export function cartOutcomeOf(
  search: URLSearchParams,
): { outcome: CartOutcome; id: number } | null {
  const match = /^([a-z]+)\.(\d{1,9})$/.exec(search.get(CART_OUTCOME_PARAM) ?? '');
  if (!match || !(CART_OUTCOMES as readonly string[]).includes(match[1] ?? '')) return null;
  return { outcome: match[1] as CartOutcome, id: Number(match[2]) };
}

/** The outcome the page's address names for `id`, or null (none, another id, or not one). */
export function cartOutcomeFor(search: URLSearchParams, id: number): CartOutcome | null {
  const named = cartOutcomeOf(search);
  return named?.id === id ? named.outcome : null;
}

/**
 * The page a form goes back to: the one it is on, without the outcome of an earlier post (the
 * server names the new one).
 */
export function cartFormReturn(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_OUTCOME_PARAM);
  return params.size > 0 ? `${pathname}?${params}` : pathname;
}

/**
 * A guest's "Add to cart" posted before the app: what to add once they have signed in, in the
 * sign-in page's address (`?add=12.L.2`: a dish, its size and quantity; `?add=7.B.1`: a meal
 * bundle and its quantity). The sign-in screen keeps it as the app keeps a guest's add
 * (`rememberCartAdd`), and the form sign-in adds it itself.
 */
export const CART_ADD_PARAM = 'add';

export type CartAddRequest =
  | { productType: 'RECIPE'; productId: number; size: 'S' | 'L'; quantity: number }
  | { productType: 'MEAL'; productId: number; quantity: number };

/** The `add` value's middle part: a dish's size, or `B` for a meal bundle. */
const BUNDLE_CODE = 'B';

export function cartAddValue(request: CartAddRequest): string {
  const kind = request.productType === 'RECIPE' ? request.size : BUNDLE_CODE;
  return `${request.productId}.${kind}.${request.quantity}`;
}

/** What an `add` parameter names, or null if it is not one (the quantity in the cart's range). */
export function parseCartAdd(value: string | null): CartAddRequest | null {
  const match = /^(\d{1,9})\.([SLB])\.(\d{1,2})$/.exec(value ?? '');
  if (!match) return null;
  const productId = Number(match[1]);
  const quantity = Number(match[3]);
  if (quantity < CART_QUANTITY_MIN || quantity > CART_QUANTITY_MAX) return null;
  return match[2] === BUNDLE_CODE
    ? { productType: 'MEAL', productId, quantity }
    : { productType: 'RECIPE', productId, size: match[2] as 'S' | 'L', quantity };
}

/** The fragment that brings the page back to a dish's order or a cart line. */
export const cartFormAnchor = {
  dish: (id: number) => `order-${id}`,
  line: (id: number) => `cart-line-${id}`,
};

/**
 * The keys of a cart page's texts an in-place answer rewrites before the app runs
 * (`SHOWS_ATTRIBUTE` in `@mealprep/shared/federation-contracts`): a line's quantity and total, the
 * cart's sub-total.
 */
export const cartShown = {
  lineQuantity: (id: number) => `cart-line-${id}-quantity`,
  lineTotal: (id: number) => `cart-line-${id}-total`,
  subTotal: 'cart-sub-total',
};
