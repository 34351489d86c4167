import type { BootConfig } from '@mealprep/shared/federation-contracts';
import { readInlineBootConfig } from '../federation/bootConfig';
import { startRealUserMetrics, type RealUserMetrics } from './vitals';

let running: RealUserMetrics | null = null;

/**
 * The page's real-user measurements (docs/architecture.md §3.1), started once: by a page that
 * starts on intent as soon as its largest image is painted, so page views without any tap are
 * measured too, else by the app's start. The app attaches its bus and router to them.
 */
export function measurePage(config: Pick<BootConfig, 'remotes' | 'apiBaseUrl'>): RealUserMetrics {
  running ??= startRealUserMetrics({ remotes: config.remotes, apiBaseUrl: config.apiBaseUrl });
  return running;
}

/** Starts the measurements from the boot block the server put in the page (no app needed). */
export function measureThisPage() {
  const config = readInlineBootConfig(document);
  if (config) measurePage(config);
}
