import type { BootConfig } from '@mealprep/shared/federation-contracts';
import { readInlineBootConfig } from '../federation/bootConfig';
import { startRealUserMetrics, type RealUserMetrics } from './vitals';

declare global {
  interface Window {
    /**
     * The page's one measurement run. The starter (start.ts) and the app are separate builds, each
     * with its own copy of this module, so the run is kept on the page rather than in the module.
     */
    mealprepMeasurements?: RealUserMetrics;
  }
}

/**
 * The page's real-user measurements (docs/architecture.md §3.1), started once: by the starter of a
 * page that starts on intent as soon as its largest image is painted, so page views without any
 * tap are measured too, else by the app's start. The app attaches its bus and router to them.
 */
export function measurePage(config: Pick<BootConfig, 'remotes' | 'apiBaseUrl'>): RealUserMetrics {
  window.mealprepMeasurements ??= startRealUserMetrics({
    remotes: config.remotes,
    apiBaseUrl: config.apiBaseUrl,
  });
  return window.mealprepMeasurements;
}

/** Starts the measurements from the boot block the server put in the page (no app needed). */
export function measureThisPage() {
  const config = readInlineBootConfig(document);
  if (config) measurePage(config);
}
