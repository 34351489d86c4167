import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminAccount, Profile } from '../plan/profile.contract';

/**
 * Logging out resets every slice, the shell's and the injected ones (docs/architecture.md §4): the root
 * reducer answers this action with the initial state of the whole tree.
 */
export const loggedOut = createAction('auth/loggedOut');

export type AuthStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  /** The signed-in customer. */
  profile: Profile | null;
  /** The signed-in admin (admins have no customer profile). */
  admin: AdminAccount | null;
  status: AuthStatus;
}

const initialState: AuthState = { profile: null, admin: null, status: 'unknown' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionCheckStarted(state) {
      state.status = 'loading';
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
      state.admin = null;
      state.status = 'signedIn';
    },
    adminLoaded(state, action: PayloadAction<AdminAccount>) {
      state.admin = action.payload;
      state.profile = null;
      state.status = 'signedIn';
    },
    sessionAbsent(state) {
      state.profile = null;
      state.admin = null;
      state.status = 'signedOut';
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectAuthStatus: (state) => state.status,
    selectAdmin: (state) => state.admin,
    selectIsLoggedIn: (state) => state.profile !== null,
    selectIsAdmin: (state) => state.admin !== null,
    selectAllAnswered: (state) =>
      Boolean(state.profile?.essentials_answered && state.profile.meal_preferences_answered),
  },
});

export const { sessionCheckStarted, profileLoaded, adminLoaded, sessionAbsent } = authSlice.actions;
export const {
  selectProfile,
  selectAdmin,
  selectAuthStatus,
  selectIsLoggedIn,
  selectIsAdmin,
  selectAllAnswered,
} = authSlice.selectors;
