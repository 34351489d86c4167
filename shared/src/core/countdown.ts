/**
 * The countdown of a held price (a courier's quote): whole seconds left until a moment, and how
 * a customer reads them ("1:35"). The app ticks it on its pages, and the page's starter ticks the
 * same text on a server-rendered page before the app runs (docs/architecture/server-rendering.md,
 * "Clocks before the start"), so both must count and write alike.
 */

/** Whole seconds from `now` until `until` (epoch milliseconds); 0 once it has passed. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.floor((until - now) / 1000));
}

/** 95 → "1:35": minutes and two-digit seconds, the same in every language. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The countdown's place in a sentence: the starter replaces the first match with a new value. */
export const COUNTDOWN_PATTERN = /\d+:\d{2}/;
