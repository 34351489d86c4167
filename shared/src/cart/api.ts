import type { Cart } from './cart.contract';
import { CART_QUANTITY_MIN, cartItemCount } from './cart';
import {
  injectSlice,
  selectIsLoggedIn,
  selectProfile,
  type RootState,
  useAppSelector,
} from '@mealprep/shared/store';
import type { CartStoreRequest, CartUpdateRequest } from './cart.validation';
import { baseApi, apiPaths } from '@mealprep/shared/api';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';

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

/**
 * What the "Add to cart" taps still on their way add: each call's quantity, by request, from its
 * start until its answer or refusal.
 */
const cartAddsSlice = createSlice({
  name: 'cartAddsUnderway',
  initialState: {} as Record<string, number>,
  reducers: {},
  extraReducers: (builder) => {
    const { matchPending, matchFulfilled, matchRejected } = cartApi.endpoints.addToCart;
    builder
      .addMatcher(matchPending, (underway, { meta }) => {
        underway[meta.requestId] = meta.arg.originalArgs.quantity ?? CART_QUANTITY_MIN;
      })
      .addMatcher(isAnyOf(matchFulfilled, matchRejected), (underway, { meta }) => {
        delete underway[meta.requestId];
      });
  },
  selectors: {
    selectCartAddsUnderway: (underway) =>
      Object.values(underway).reduce((sum, quantity) => sum + quantity, 0),
  },
});

export const { selectCartAddsUnderway } = injectSlice(cartAddsSlice).selectors;

/**
 * The number on the header's cart icon: the cached cart's items (0 before it arrives) and what
 * an "Add to cart" under way adds, so the count follows the tap at once, not the server's answer
 * (the cart's answer then replaces the guess in the same frame).
 */
export function selectCartCount(state: RootState): number {
  return (
    cartItemCount(selectCart(state).data?.items ?? []) +
    selectCartAddsUnderway(state as Parameters<typeof selectCartAddsUnderway>[0])
  );
}

/**
 * The signed-in customer's cart, fetched once and shared (header, guard); a guest or an admin
 * has none, so nothing is asked. `isLoading` is true until the first answer after a reload.
 */
export function useCustomerCart() {
  const customer = useAppSelector(selectIsLoggedIn);
  return useGetCartQuery(undefined, { skip: !customer });
}

/** The header's count for a component: the customer's cart (`useCustomerCart`), counted. */
export function useCartCount(): number {
  useCustomerCart();
  return useAppSelector(selectCartCount);
}
