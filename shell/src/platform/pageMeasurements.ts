import type { BootConfig } from '@mealprep/shared/federation-contracts';
import { readInlineBootConfig } from '../federation/bootConfig';
import { startRealUserMetrics, type AppSignals, type RealUserMetrics } from './vitals';

declare global {
  interface Window {
    /**
     * The page's one measurement run. The starter (start.ts) and the app are separate builds, so
     * the run is kept on the page rather than in a module.
     */
    mealprepMeasurements?: RealUserMetrics;
    /** The app's bus and router, left here by the app when it starts before the measurements. */
    mealprepAppSignals?: AppSignals;
    /** Held taps' waits reported before the measurements started (measurementHandoff.ts). */
    mealprepHeldWaits?: number[];
  }
}

/**
 * The page's real-user measurements (docs/architecture.md §3.1), started once by the starter as
 * soon as the page's largest image is painted, whether the app has started or not, so page views
 * without any tap are measured too. Only the starter's build loads this module (and web-vitals
 * with it): the app hands its signals over with `attachAppToMeasurements` and ships no copy.
 */
export function measurePage(config: Pick<BootConfig, 'remotes' | 'apiBaseUrl'>): RealUserMetrics {
  if (!window.mealprepMeasurements) {
    window.mealprepMeasurements = startRealUserMetrics({
      remotes: config.remotes,
      apiBaseUrl: config.apiBaseUrl,
    });
    if (window.mealprepAppSignals) window.mealprepMeasurements.attach(window.mealprepAppSignals);
    for (const waited of window.mealprepHeldWaits?.splice(0) ?? [])
      window.mealprepMeasurements.heldInteraction(waited);
  }
  return window.mealprepMeasurements;
}

/** Starts the measurements from the boot block the server put in the page (no app needed). */
export function measureThisPage() {
  const config = readInlineBootConfig(document);
  if (config) measurePage(config);
}
