import { cartAnswered } from '../api/cartApi';
import type { Cart } from '../domain/cart';

/**
 * @deprecated The cart lives in the data layer (`useGetCartQuery`, `useAddToCartMutation` of
 * `@mealprep/shared/api`), whose mutations write their answer into the cache themselves. Kept
 * only until the last caller moves; it writes a cart answer into that same cache entry.
 */
export const cartLoaded = (cart: Cart) => cartAnswered(cart);
