/** docs/spec.md §9: a toast closes by itself after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
