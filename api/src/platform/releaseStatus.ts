/** The release registry as the admin screen reads it (docs/architecture.md §3). */
import { desc } from 'drizzle-orm';
import type { RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';
import type { Database } from '../db';
import {
  releaseCanaries,
  releaseLoads,
  releasePins,
  releases,
  releaseStagingPins,
} from '../db/tables/releases';
import { REMOTE_NAMES } from './remotes';

/** Every remote: what is pinned, the running canary (its counts, its rollout), each version. */
export async function releaseStatus(db: Database): Promise<RemoteReleaseStatus[]> {
  const [all, pins, canaries, loads, staged] = await Promise.all([
    db.select().from(releases).orderBy(desc(releases.id)),
    db.select().from(releasePins),
    db.select().from(releaseCanaries),
    db.select().from(releaseLoads),
    db.select().from(releaseStagingPins),
  ]);
  const byId = new Map(all.map((row) => [row.id, row]));
  const countsOf = (remote: string, version: string) =>
    loads.find((row) => row.remote === remote && row.version === version) ?? {
      loads: 0,
      failures: 0,
    };
  return REMOTE_NAMES.map((remote) => {
    const pin = pins.find((row) => row.remote === remote);
    const stagingPin = staged.find((row) => row.remote === remote);
    const canary = canaries.find((row) => row.remote === remote);
    const canaryRelease = canary ? byId.get(canary.releaseId) : undefined;
    const canaryCounts = canaryRelease ? countsOf(remote, canaryRelease.version) : null;
    return {
      remote,
      pinned: pin ? (byId.get(pin.releaseId)?.version ?? null) : null,
      staging: stagingPin ? (byId.get(stagingPin.releaseId)?.version ?? null) : null,
      canary:
        canary && canaryRelease && canaryCounts
          ? {
              version: canaryRelease.version,
              percent: canary.percent,
              failureThreshold: canary.failureThreshold,
              minLoads: canary.minLoads,
              loads: canaryCounts.loads - canary.baseLoads,
              failures: canaryCounts.failures - canary.baseFailures,
              startedAt: canary.startedAt.toISOString(),
              rollout: canary.plan
                ? {
                    steps: canary.plan,
                    step: canary.step,
                    stepStartedAt: canary.stepStartedAt.toISOString(),
                    pausedAt: canary.pausedAt?.toISOString() ?? null,
                    gate: canary.gate ?? null,
                  }
                : null,
            }
          : null,
      versions: all
        .filter((row) => row.remote === remote)
        .map((row) => ({
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
          baseUrl: row.baseUrl,
          integrity: row.integrity,
          exposes: row.exposes,
          ...countsOf(remote, row.version),
        })),
    };
  });
}
