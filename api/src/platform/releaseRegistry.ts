import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  RemoteReleaseStatus,
  RolloutAction,
  RumAnalysis,
} from '@mealprep/shared/releases/contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { releaseCanaries, releasePins, releases } from '../db/tables/releases';
import { HttpError, type RefusalReason } from '../http/errors';
import type { UserRow } from '../repositories/users';
import {
  cohortBucket,
  judgeCanary,
  promoteCanary,
  startCanary,
  type CanaryInput,
} from './releaseCanary';
import { compatibilityProblems, servableRelease } from './releaseCompatibility';
import { readServerManifest } from './releaseServerBuild';
import { ReleaseIntegrity } from './releaseIntegrity';
import { publishRelease, type PublishInput } from './releasePublish';
import { Staging } from './releaseStaging';
import { abortRollout, gateRollout, pauseRollout, resumeRollout } from './releaseRollout';
import { releaseStatus } from './releaseStatus';
import {
  audit,
  countLoad,
  currentReleases,
  lockRemote,
  previousPin,
  releaseHistory,
  remoteOrigins,
  setPin,
  type ReleaseEventRow,
  type ReleaseRow,
} from './releaseStore';
import { registryChanged, Snapshot, SNAPSHOT_MAX_AGE_MS } from './registrySnapshot';
import { noAlerts, type AlertNotice } from './rum/alertWebhook';
import { remoteEntryPath, type RemoteName, type RemoteRegistry, type RemotesMap } from './remotes';

// The registry's parts, exported from here as before (docs/architecture.md §3).
export { COHORT, COHORT_COOKIE, cohortBucket, newCohort } from './releaseCanary';
export { entryIntegrity } from './releaseCompatibility';
export type { CanaryInput } from './releaseCanary';
export type { PublishInput, UploadedFile } from './releasePublish';
export type { ReleaseEventRow, ReleaseRow } from './releaseStore';

/** Which build a cohort gets; `production`: production's answer even for a staging browser. */
type Assigner = (cohort: string | null, production?: boolean) => RemotesMap;

/** What a remote serves (`GET /api/v1/admin/releases`): the contract's shape. */
export type RemoteStatus = RemoteReleaseStatus;

/**
 * The release registry (docs/architecture.md §3) over the database: which build each visitor gets, the
 * release manager's actions with their checks, load and failure counts, automatic rollback.
 * Remotes with nothing pinned keep today's behaviour: the build in their `dist/`.
 */
export class ReleaseRegistry implements RemoteRegistry {
  readonly integrity: ReleaseIntegrity;
  /** The staging environment (platform/releaseStaging.ts). */
  readonly staging: Staging;
  private readonly assignment = new Snapshot(() => this.readAssigner());
  private readonly origins = new Snapshot(() => remoteOrigins(this.db));

  constructor(
    private readonly db: Database,
    private readonly config: Pick<AppConfig, 'rootDir' | 'releasesDir'> &
      Partial<Pick<AppConfig, 'databaseUrl' | 'canary'>>,
    private readonly fallback: RemoteRegistry,
    private readonly log: FastifyBaseLogger,
    /** Told of each automatic rollback (the alerting webhook, platform/rum/alertWebhook.ts). */
    private readonly notify: AlertNotice = noAlerts,
  ) {
    const dirOf = (remote: RemoteName, version: string) => this.releaseDir(remote, version);
    this.integrity = new ReleaseIntegrity(db, log, dirOf, undefined, notify);
    this.staging = new Staging(db, this.servableIn, (result) => this.changed(result));
  }

  /**
   * After a change is committed: this process reads it on its next request; on a database other
   * processes share, the action answers once their snapshots have aged out too (§3.2).
   */
  private async changed<T>(result: T): Promise<T> {
    registryChanged();
    if (this.config.databaseUrl) {
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_MAX_AGE_MS));
    }
    return result;
  }

  private releaseDir(remote: string, version: string): string {
    return path.join(this.config.releasesDir, remote, version);
  }

  /** Where the browser finds a release's entry, and its digest for the script's `integrity`. */
  private entryOf(row: ReleaseRow) {
    const entry = row.baseUrl
      ? `${row.baseUrl}remoteEntry.js`
      : remoteEntryPath(row.remote as RemoteName, row.version);
    return { version: row.version, entry, integrity: row.integrity };
  }

  async remotesFor(visitor: { cohort?: string | null; production?: boolean }) {
    return (await this.assigner())(visitor.cohort ?? null, visitor.production);
  }

  /**
   * What each cohort is given, read once: the real-user measurements check a whole batch of
   * reports against one reading (platform/rum/collector.ts). `production`: what production gives
   * the cohort even when an admin switched it to staging (§3.4).
   */
  assigner(): Promise<Assigner> {
    return this.assignment.get();
  }

  private async readAssigner(): Promise<Assigner> {
    const [base, pins, canaries, staged] = await Promise.all([
      this.fallback.remotesFor({}),
      this.db
        .select({ remote: releasePins.remote, release: releases })
        .from(releasePins)
        .innerJoin(releases, eq(releases.id, releasePins.releaseId)),
      this.db
        .select({
          remote: releaseCanaries.remote,
          percent: releaseCanaries.percent,
          release: releases,
        })
        .from(releaseCanaries)
        .innerJoin(releases, eq(releases.id, releaseCanaries.releaseId)),
      this.staging.view(),
    ]);
    const stable = { ...base };
    for (const { remote, release } of pins) {
      if (remote in stable) stable[remote as RemoteName] = this.entryOf(release);
    }
    return (cohort, production = false) => {
      const map = { ...stable };
      // A browser an admin switched to staging gets staging's pins, no canary (§3.4).
      if (cohort && !production && staged.previewers.has(cohort)) {
        for (const [remote, release] of staged.pins) {
          if (remote in map) map[remote as RemoteName] = this.entryOf(release);
        }
        return map;
      }
      for (const { remote, percent, release } of canaries) {
        if (!(remote in map) || !cohort) continue;
        if (cohortBucket(cohort, remote as RemoteName) < percent) {
          map[remote as RemoteName] = this.entryOf(release);
        }
      }
      return map;
    };
  }

  /** Published folders first (immutable), then the working tree's build. */
  remoteDir(name: RemoteName, version: string): string | null {
    const dir = this.releaseDir(name, version);
    if (fs.existsSync(path.join(dir, 'remoteEntry.js'))) return dir;
    return this.fallback.remoteDir(name, version);
  }

  /**
   * Whether a file of a published build may be sent: it (and its compressed copies) is as
   * published; a changed one withdraws the version (platform/releaseIntegrity.ts).
   */
  async fileIsIntact(name: RemoteName, version: string, file: string): Promise<boolean> {
    const dir = this.releaseDir(name, version);
    if (!fs.existsSync(path.join(dir, 'remoteEntry.js'))) return true;
    return this.integrity.fileIsIntact(name, version, dir, file);
  }

  /** At start: the pinned and canary builds held here are checked whole (changed ones withdrawn). */
  async verifyServed(): Promise<number> {
    return this.integrity.verifyServed();
  }

  /** Origins of builds served from elsewhere, for the page's CSP. */
  remoteOrigins(): Promise<string[]> {
    return this.origins.get();
  }

  // ---------------------------------------------------------------- publish

  async publish(input: PublishInput, actor: UserRow): Promise<ReleaseRow> {
    const release = await publishRelease(this.db, this.config.releasesDir, input, actor);
    // A build at a new origin is allowed by the page's CSP from the next request.
    registryChanged();
    return release;
  }

  // ---------------------------------------------------------------- checks

  /** Every reason this build may not be served; empty when it may. */
  compatibilityProblems(release: ReleaseRow): RefusalReason[] {
    const dir = release.baseUrl
      ? null
      : this.releaseDir(release.remote as RemoteName, release.version);
    return compatibilityProblems(
      release,
      this.config.rootDir,
      dir ? readServerManifest(dir, release.remote as RemoteName) : null,
    );
  }

  private readonly servableIn = (tx: Database, remote: RemoteName, version: string) =>
    this.servable(remote, version, tx);

  /** Compatible, and (held here) every file as published. */
  private async servable(remote: RemoteName, version: string, tx: Database) {
    const release = await servableRelease(
      tx,
      this.config.rootDir,
      remote,
      version,
      this.releaseDir(remote, version),
    );
    if (!release.baseUrl) {
      const file = await this.integrity.changedFile(this.releaseDir(remote, version), release);
      if (file !== null) throw new HttpError(409, 'releaseTampered', { remote, version, file });
    }
    return release;
  }

  // ---------------------------------------------------------------- actions

  async pin(remote: RemoteName, version: string, reason: string, actor: UserRow) {
    const pinned = await this.db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const release = await this.servable(remote, version, tx);
      const { pinned, canary } = await currentReleases(tx, remote);
      if (pinned?.id === release.id)
        throw new HttpError(409, 'releaseAlreadyPinned', { remote, version });
      await setPin(tx, remote, release);
      // A canary of the version now pinned has nothing left to test.
      if (canary?.release.id === release.id) {
        await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      }
      await audit(tx, actor, {
        remote,
        action: 'pin',
        fromVersion: pinned?.version ?? null,
        toVersion: version,
        reason,
      });
      return { remote, pinned: version };
    });
    return this.changed(pinned);
  }

  /**
   * Back to `to` (any version published before the pinned one), or to the version pinned before
   * the current one. A running canary stops too.
   */
  async rollback(remote: RemoteName, to: string | null, reason: string, actor: UserRow) {
    const rolledBack = await this.db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const { pinned, canary } = await currentReleases(tx, remote);
      if (!pinned) throw new HttpError(409, 'releaseNothingPinned', { remote });
      let target = to;
      if (target === null) {
        const previous = await previousPin(tx, remote, pinned.version);
        if (!previous) throw new HttpError(409, 'releaseNoPrevious', { remote });
        target = previous;
      }
      const release = await this.servable(remote, target, tx);
      if (release.id >= pinned.id) {
        throw new HttpError(409, 'releaseNotEarlier', {
          remote,
          version: target,
          current: pinned.version,
        });
      }
      await setPin(tx, remote, release);
      if (canary) await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      await audit(tx, actor, {
        remote,
        action: 'rollback',
        fromVersion: pinned.version,
        toVersion: target,
        reason: canary ? `${reason} (canary ${canary.release.version} stopped)` : reason,
      });
      return { remote, pinned: target };
    });
    return this.changed(rolledBack);
  }

  async canary(input: CanaryInput, actor: UserRow) {
    return this.changed(await startCanary(this.db, this.servableIn, input, actor));
  }

  async promote(remote: RemoteName, reason: string, actor: UserRow) {
    return this.changed(await promoteCanary(this.db, this.servableIn, remote, reason, actor));
  }

  /** Pause, resume or abort a staged rollout (platform/releaseRollout.ts). */
  async rolloutAction(remote: RemoteName, action: RolloutAction, reason: string, actor: UserRow) {
    const act = { pause: pauseRollout, resume: resumeRollout, abort: abortRollout }[action];
    return this.changed(await act(this.db, remote, reason, actor));
  }

  /** An analysis that did not fail: the rollout's next step, or its promotion, when due. */
  async gateRollout(analysis: RumAnalysis, now = new Date()) {
    const gated = await gateRollout(this.db, this.servableIn, analysis, now);
    // A step taken or a promotion changes who gets the canary.
    registryChanged();
    return gated;
  }

  // ---------------------------------------------------------------- health

  /** A browser loaded `remote@version`; unpublished versions (the dist build) are not counted. */
  async recordLoad(remote: RemoteName, version: string) {
    await countLoad(this.db, remote, version, 'loads');
  }

  /** A browser failed to load `remote@version`; a canary past its threshold is rolled back. */
  async recordFailure(remote: RemoteName, version: string) {
    if (await countLoad(this.db, remote, version, 'failures')) {
      const rolledBack = await judgeCanary(
        this.db,
        this.log,
        remote,
        version,
        this.config.canary?.minNetworks,
      );
      // A canary past its threshold may have been rolled back.
      registryChanged();
      if (rolledBack) this.notify(rolledBack);
    }
  }

  // ---------------------------------------------------------------- reading

  async status(): Promise<RemoteStatus[]> {
    return releaseStatus(this.db);
  }

  async history(remote: RemoteName, environment?: string): Promise<ReleaseEventRow[]> {
    return releaseHistory(this.db, remote, 200, environment);
  }
}
