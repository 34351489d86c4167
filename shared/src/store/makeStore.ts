import {
  combineSlices,
  configureStore,
  type Action,
  type Reducer,
  type Slice,
  type SliceCaseReducers,
  type SliceSelectors,
} from '@reduxjs/toolkit';
import { baseApi, type ApiThunkExtra } from '../api/baseApi';
import { authSlice, loggedOut } from './authSlice';
import { uiSlice } from './uiSlice';

/**
 * Slices that remotes add at run time. A remote declares its slice here by module augmentation
 * (`declare module '@mealprep/shared/store' { interface LazyLoadedSlices { catalog: CatalogState } }`)
 * and injects it with `injectSlice`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  uiSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The store's reducer: on logout every slice, injected ones included, returns to its initial state. */
const resettingReducer: Reducer<RootState, Action, Partial<RootState>> = (state, action) =>
  rootReducer(loggedOut.match(action) ? undefined : state, action);

/**
 * The page's one store. `extra.api` is the HTTP client every data-layer request goes through
 * (`baseApi`); a store made without it still holds state but cannot fetch.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra?: ApiThunkExtra) {
  return configureStore({
    reducer: resettingReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Adds a remote's slice to the running store. Injecting the same slice twice is harmless, so a
 * remote may call this at module load of its routes. Returns the slice bound to the root state.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return slice.injectInto(rootReducer);
}
