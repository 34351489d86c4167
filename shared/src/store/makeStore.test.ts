import { createSlice } from '@reduxjs/toolkit';
import { customerProfile } from '../testing/profile';
import { loggedOut, profileLoaded, selectIsLoggedIn, selectProfile } from './authSlice';
import { cartAnswered, selectCartCount } from '../cart/api';
import { injectSlice, makeStore } from './makeStore';
import { selectToast, toastShown } from './uiSlice';

const profile = customerProfile({
  id: 7,
  email: 'aisyah@example.my',
  first_name: 'Aisyah',
  last_name: 'Rahman',
});

const wishlistSlice = createSlice({
  name: 'wishlistTest',
  initialState: { ids: [] as number[] },
  reducers: {
    dishSaved(state, action: { payload: number }) {
      state.ids.push(action.payload);
    },
  },
  selectors: { selectSavedIds: (state) => state.ids },
});

describe('makeStore', () => {
  it('starts signed out with an empty cart', () => {
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('accepts preloaded state', () => {
    const store = makeStore({ auth: { profile, admin: null, status: 'signedIn' } });
    expect(selectProfile(store.getState())?.first_name).toBe('Aisyah');
  });

  it('resets every slice and the data layer on logout, including slices injected by remotes', () => {
    const store = makeStore();
    const injected = injectSlice(wishlistSlice);
    // A real remote declares its slice in LazyLoadedSlices; this test slice reads the raw state.
    type WithWishlist = Parameters<typeof injected.selectors.selectSavedIds>[0];
    const savedIds = (state: unknown) => injected.selectors.selectSavedIds(state as WithWishlist);
    store.dispatch(profileLoaded(profile));
    store.dispatch(
      cartAnswered({
        items: [
          {
            id: 1,
            type: 'RECIPE',
            plan_id: 3,
            name: 'Ayam panggang',
            size: 'L',
            servings: 1,
            quantity: 3,
            price: '15.90',
            subtotal: '47.70',
          },
        ],
        sub_total: '47.70',
      }),
    );
    store.dispatch(toastShown({ variant: 'success', description: 'Item added to cart' }));
    store.dispatch(wishlistSlice.actions.dishSaved(42));
    expect(savedIds(store.getState())).toEqual([42]);
    expect(selectCartCount(store.getState())).toBe(3);

    store.dispatch(loggedOut());

    const state = store.getState();
    expect(selectProfile(state)).toBeNull();
    expect(selectCartCount(state)).toBe(0);
    expect(selectToast(state)).toBeNull();
    expect(savedIds(state)).toEqual([]);
  });

  it('replaces the toast instead of stacking (one at a time)', () => {
    const store = makeStore();
    store.dispatch(toastShown({ variant: 'info', description: 'first' }));
    store.dispatch(toastShown({ variant: 'destructive', description: 'second' }));
    expect(selectToast(store.getState())).toMatchObject({ description: 'second', id: 2 });
  });
});
