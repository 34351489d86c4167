/** The words of `/admin/releases` kept beside it (docs/architecture.md §3.1–§3.4): the canary analysis, staged rollouts and environments. */
import { analysisEnUS, analysisMsMY } from './analysisMessages';
import { environmentEnUS, environmentMsMY } from './environmentMessages';
import { rolloutEnUS, rolloutMsMY } from './rolloutMessages';

export const releasesEnUS = { ...analysisEnUS, ...rolloutEnUS, ...environmentEnUS } as const;

export const releasesMsMY: Record<keyof typeof releasesEnUS, string> = {
  ...analysisMsMY,
  ...rolloutMsMY,
  ...environmentMsMY,
};
