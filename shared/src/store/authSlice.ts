import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../domain/profile';

/**
 * Logging out resets every slice, the shell's and the injected ones (ARCHITECTURE §4): the root
 * reducer answers this action with the initial state of the whole tree.
 */
export const loggedOut = createAction('auth/loggedOut');

export type AuthStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  profile: Profile | null;
  status: AuthStatus;
}

const initialState: AuthState = { profile: null, status: 'unknown' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionCheckStarted(state) {
      state.status = 'loading';
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
      state.status = 'signedIn';
    },
    sessionAbsent(state) {
      state.profile = null;
      state.status = 'signedOut';
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectAuthStatus: (state) => state.status,
    selectIsLoggedIn: (state) => state.profile !== null,
    selectIsAdmin: (state) => state.profile?.role === 'admin',
    selectAllAnswered: (state) =>
      Boolean(state.profile?.essentials_answered && state.profile.meal_preferences_answered),
  },
});

export const { sessionCheckStarted, profileLoaded, sessionAbsent } = authSlice.actions;
export const {
  selectProfile,
  selectAuthStatus,
  selectIsLoggedIn,
  selectIsAdmin,
  selectAllAnswered,
} = authSlice.selectors;
