/**
 * Environments (docs/architecture.md §3.4): one server holds production (the pins and canaries of
 * §3) and staging, a second pin per remote over the same immutable builds. Browsers an admin
 * switched to staging (by their cohort cookie, for a few hours) get staging's versions; promoting
 * pins in production the very release row staging serves — the same files and digests, checked
 * again, never a rebuild.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { ReleasePreview } from '@mealprep/shared/releases/contracts';
import type { Database } from '../db';
import {
  releaseCanaries,
  releasePreviewers,
  releaseStagingPins,
  releases,
} from '../db/tables/releases';
import { HttpError } from '../http/errors';
import type { UserRow } from '../repositories/users';
import type { Servable } from './releaseCanary';
import { audit, currentReleases, lockRemote, setPin, type ReleaseRow } from './releaseStore';
import type { RemoteName } from './remotes';

/** How long a browser stays on staging after an admin switched it. */
export const PREVIEW_HOURS = 8;

export interface StagingView {
  pins: Map<string, ReleaseRow>;
  previewers: Set<string>;
}

/**
 * Staging's pins and who previews them. Read with the rest of the registry's snapshot (at most
 * every 250 ms per process, §3.2); the actions here make this process read it again at once.
 */
export class Staging {
  constructor(
    private readonly db: Database,
    /** The registry's check that a build may be served (compatible, files as published). */
    private readonly servable: Servable,
    /** Called with each action's answer once committed: the registry's snapshot is read again (§3.2). */
    private readonly changed: <T>(result: T) => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  async view(): Promise<StagingView> {
    const [pins, previewers] = await Promise.all([
      this.db
        .select({ remote: releaseStagingPins.remote, release: releases })
        .from(releaseStagingPins)
        .innerJoin(releases, eq(releases.id, releaseStagingPins.releaseId)),
      this.db
        .select({ cohort: releasePreviewers.cohort })
        .from(releasePreviewers)
        .where(gt(releasePreviewers.expiresAt, new Date(this.now()))),
    ]);
    return {
      pins: new Map(pins.map((row) => [row.remote, row.release])),
      previewers: new Set(previewers.map((row) => row.cohort)),
    };
  }

  /** Serve `version` on staging (checked like a production pin). */
  async pin(remote: RemoteName, version: string, reason: string, actor: UserRow) {
    const result = await this.db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const release = await this.servable(tx, remote, version);
      const [current] = await tx
        .select({ version: releases.version })
        .from(releaseStagingPins)
        .innerJoin(releases, eq(releases.id, releaseStagingPins.releaseId))
        .where(eq(releaseStagingPins.remote, remote));
      if (current?.version === version) {
        throw new HttpError(409, 'releaseAlreadyStaged', { remote, version });
      }
      await tx
        .insert(releaseStagingPins)
        .values({ remote, releaseId: release.id })
        .onConflictDoUpdate({
          target: releaseStagingPins.remote,
          set: { releaseId: release.id, updatedAt: new Date() },
        });
      await audit(tx, actor, {
        remote,
        environment: 'staging',
        action: 'pin',
        fromVersion: current?.version ?? null,
        toVersion: version,
        reason,
      });
      return { remote, pinned: version };
    });
    return this.changed(result);
  }

  /**
   * Pin in production the build staging serves: the same release row, its files checked
   * against the digests recorded at publish. A canary of that version has nothing left to test.
   */
  async promote(remote: RemoteName, reason: string, actor: UserRow) {
    const promoted = await this.db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const [staged] = await tx
        .select({ release: releases })
        .from(releaseStagingPins)
        .innerJoin(releases, eq(releases.id, releaseStagingPins.releaseId))
        .where(eq(releaseStagingPins.remote, remote));
      if (!staged) throw new HttpError(409, 'releaseNothingStaged', { remote });
      const release = await this.servable(tx, remote, staged.release.version);
      const { pinned, canary } = await currentReleases(tx, remote);
      if (pinned?.id === release.id) {
        throw new HttpError(409, 'releaseAlreadyPinned', { remote, version: release.version });
      }
      await setPin(tx, remote, release);
      if (canary?.release.id === release.id) {
        await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      }
      await audit(tx, actor, {
        remote,
        action: 'promote',
        fromVersion: pinned?.version ?? null,
        toVersion: release.version,
        reason: `${reason} (the build staging serves, ${release.integrity})`,
      });
      return { remote, pinned: release.version };
    });
    return this.changed(promoted);
  }

  /** Whether the browser with `cohort` sees staging. */
  async preview(cohort: string): Promise<ReleasePreview> {
    const [row] = await this.db
      .select({ expiresAt: releasePreviewers.expiresAt })
      .from(releasePreviewers)
      .where(
        and(
          eq(releasePreviewers.cohort, cohort),
          gt(releasePreviewers.expiresAt, new Date(this.now())),
        ),
      );
    return { staging: Boolean(row), expiresAt: row?.expiresAt.toISOString() ?? null };
  }

  /** Switch the browser with `cohort` to staging for a few hours, or back to production. */
  async setPreview(cohort: string, staging: boolean, actor: UserRow): Promise<ReleasePreview> {
    const now = new Date(this.now());
    await this.db.delete(releasePreviewers).where(lte(releasePreviewers.expiresAt, now));
    if (staging) {
      const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3_600_000);
      await this.db
        .insert(releasePreviewers)
        .values({ cohort, userId: actor.id, expiresAt })
        .onConflictDoUpdate({
          target: releasePreviewers.cohort,
          set: { userId: actor.id, expiresAt },
        });
    } else {
      await this.db.delete(releasePreviewers).where(eq(releasePreviewers.cohort, cohort));
    }
    await this.changed(null);
    return this.preview(cohort);
  }
}
