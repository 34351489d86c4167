import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastPayload } from '../bus/events';

export interface UiState {
  /** docs/spec.md §4: one toast at a time; a new one replaces the old. */
  toast: (ToastPayload & { id: number }) | null;
  /** A newer build is out; the shell reloads on the next navigation. */
  updateAvailable: boolean;
}

const initialState: UiState = { toast: null, updateAvailable: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastPayload>) {
      state.toast = { ...action.payload, id: (state.toast?.id ?? 0) + 1 };
    },
    toastDismissed(state, action: PayloadAction<number>) {
      if (state.toast?.id === action.payload) state.toast = null;
    },
    updateDetected(state) {
      state.updateAvailable = true;
    },
  },
  selectors: {
    selectToast: (state) => state.toast,
    selectUpdateAvailable: (state) => state.updateAvailable,
  },
});

export const { toastShown, toastDismissed, updateDetected } = uiSlice.actions;
export const { selectToast, selectUpdateAvailable } = uiSlice.selectors;
