import type { Cart } from './cart.contract';
import { cartItemCount } from './cart';
import {
  selectIsLoggedIn,
  selectProfile,
  type RootState,
  useAppSelector,
} from '@mealprep/shared/store';
import type { CartStoreRequest, CartUpdateRequest } from './cart.validation';
import { baseApi, apiPaths } from '@mealprep/shared/api';

/** The one cart entry the header, the cart page, checkout and its guard all read. */
const cartQueryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      query: () => ({ url: apiPaths.cart, options: { showError: false } }),
      providesTags: ['Cart'],
    }),
  }),
});

/** Writes a cart answer into the `getCart` entry at once (a plain action, no request). */
export function cartAnswered(cart: Cart) {
  return cartQueryApi.util.upsertQueryEntries([
    { endpointName: 'getCart', arg: undefined, value: cart },
  ]);
}

/**
 * Every cart call answers the whole cart: a change writes that answer into the `getCart` entry,
 * so no GET follows it (one request from "Add to cart" to the header's count). An answer that
 * arrives after the customer logged out (or another signed in) belongs to nobody on the page now
 * and is dropped.
 */
async function writeAnswerToCache(
  _arg: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof cartAnswered>) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: Cart }>;
  },
): Promise<void> {
  const customer = selectProfile(getState() as RootState)?.id ?? null;
  try {
    const { data } = await queryFulfilled;
    if ((selectProfile(getState() as RootState)?.id ?? null) !== customer) return;
    dispatch(cartAnswered(data));
  } catch {
    // A refused change leaves the cached cart as it was (the client has raised its toast).
  }
}

export const cartApi = cartQueryApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<Cart, CartStoreRequest>({
      query: (body) => ({ url: apiPaths.cartStore, method: 'POST', body }),
      onQueryStarted: writeAnswerToCache,
    }),
    updateCartItem: build.mutation<Cart, CartUpdateRequest>({
      query: (body) => ({ url: apiPaths.cartUpdate, method: 'POST', body }),
      onQueryStarted: writeAnswerToCache,
    }),
    removeCartItem: build.mutation<Cart, number>({
      query: (id) => ({ url: apiPaths.cartItem(id), method: 'DELETE' }),
      onQueryStarted: writeAnswerToCache,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} = cartApi;

/** The cart as cached (undefined before the first answer, for a guest and for an admin). */
export const selectCart = cartApi.endpoints.getCart.select();

/** The number on the header's cart icon, from the cached cart (0 before it arrives). */
export function selectCartCount(state: Parameters<typeof selectCart>[0]): number {
  return cartItemCount(selectCart(state).data?.items ?? []);
}

/**
 * The signed-in customer's cart, fetched once and shared (header, guard); a guest or an admin
 * has none, so nothing is asked. `isLoading` is true until the first answer after a reload.
 */
export function useCustomerCart() {
  const customer = useAppSelector(selectIsLoggedIn);
  return useGetCartQuery(undefined, { skip: !customer });
}
