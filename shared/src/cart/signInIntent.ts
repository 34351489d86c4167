import type { CartItemType } from './vocabulary';
import { stripLocalePrefix } from '../i18n/locale';

import { matchRoute, type RouteId } from '../routes/routeTable';

/** What a guest asked for before being sent to sign in, finished once they have. */
export interface PendingCartAdd {
  kind: 'addToCart';
  /** The page to come back to (with its language prefix and query). */
  returnTo: string;
  /** The product's name as the guest saw it, for the sign-in screen's explanation. */
  label: string;
  item: {
    productId: number;
    productType: Exclude<CartItemType, 'PERSONALIZED'>;
    quantity: number;
    size?: 'S' | 'L';
    servings?: number;
  };
}

interface Stored extends PendingCartAdd {
  savedAt: number;
}

const STORAGE_KEY = 'mealprep.signInIntent';
/** Long enough to register and confirm, short enough not to surprise someone days later. */
const KEEP_FOR_MS = 30 * 60 * 1000;

/**
 * Why the sign-in screen was opened, as a query parameter beside `redirect`: a product kept for
 * the cart, or questionnaire answers kept in the browser that the guest wants a plan from.
 */
export const SIGN_IN_REASON_PARAM = 'reason';
export type SignInReason = 'cart' | 'plan';

export function rememberCartAdd(intent: PendingCartAdd): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...intent, savedAt: Date.now() }));
  } catch {
    // Storage refused: the guest signs in and adds the item again themselves.
  }
}

function read(): Stored | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (stored.kind !== 'addToCart' || Date.now() - stored.savedAt > KEEP_FOR_MS) {
      sessionStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

/** The pending add, without taking it (the sign-in screen names the product). */
export function peekCartAdd(): PendingCartAdd | null {
  return read();
}

/**
 * Takes the pending add if it belongs to `pathname` (the page the guest came back to), so that
 * it is done exactly once however many components ask.
 */
export function takeCartAdd(pathname: string): PendingCartAdd | null {
  const stored = read();
  if (!stored || stored.returnTo.split('?')[0] !== pathname) return null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  return stored;
}

/** The route a same-site return path points at, e.g. `/ms-MY/cart` → `cart`. */
export function returnRoute(returnTo: string | null): RouteId | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  return matchRoute(stripLocalePrefix(returnTo.split('?')[0] ?? '/'));
}
