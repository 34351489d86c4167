import type { AppSignals } from './vitals';

/**
 * The app's part of the page's measurements (docs/architecture.md §3.1): its failures and
 * navigations, given to the run the starter started, or left for it when the app is first. No
 * measuring code is imported: web-vitals is shipped once, in the starter's chunk.
 */
export function attachAppToMeasurements(signals: AppSignals) {
  window.mealprepAppSignals = signals;
  window.mealprepMeasurements?.attach(signals);
}

/**
 * A tap held until the app started and then done again (start.ts): given to the measurements, or
 * kept for them when they have not started yet (they start once the largest image is painted).
 */
export function reportHeldInteraction(waitedMs: number) {
  if (window.mealprepMeasurements) window.mealprepMeasurements.heldInteraction(waitedMs);
  else (window.mealprepHeldWaits ??= []).push(waitedMs);
}
