import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartItemCount, EMPTY_SUB_TOTAL, type Cart, type CartItem } from '../domain/cart';

export interface CartState {
  items: CartItem[];
  subTotal: string;
  loaded: boolean;
}

const initialState: CartState = { items: [], subTotal: EMPTY_SUB_TOTAL, loaded: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded(state, action: PayloadAction<Cart>) {
      state.items = action.payload.items;
      state.subTotal = action.payload.sub_total;
      state.loaded = true;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => cartItemCount(state.items),
    selectCartSubTotal: (state) => state.subTotal,
    /** The cart has been fetched once (the checkout guard waits for it after a reload). */
    selectCartLoaded: (state) => state.loaded,
  },
});

export const { cartLoaded } = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartSubTotal, selectCartLoaded } =
  cartSlice.selectors;
