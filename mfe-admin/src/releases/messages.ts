/** The words of `/admin/releases` kept beside it (docs/architecture.md §3.1, §3.2): the canary analysis and staged rollouts. */
import { analysisEnUS, analysisMsMY } from './analysisMessages';
import { rolloutEnUS, rolloutMsMY } from './rolloutMessages';

export const releasesEnUS = { ...analysisEnUS, ...rolloutEnUS } as const;

export const releasesMsMY: Record<keyof typeof releasesEnUS, string> = {
  ...analysisMsMY,
  ...rolloutMsMY,
};
