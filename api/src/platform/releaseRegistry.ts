import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import semver from 'semver';
import { packageOf, requiredExposes, SINGLETON_PACKAGES } from '@mealprep/shared/release-contracts';
import type { AppConfig } from '../config';
import { isUniqueViolation, type Database } from '../db';
import {
  releaseCanaries,
  releaseEvents,
  releaseLoads,
  releasePins,
  releases,
  type ReleaseSharedModule,
} from '../db/tables/releases';
import { HttpError, type RefusalReason } from '../http/errors';
import type { UserRow } from '../repositories/users';
import {
  REMOTE_NAMES,
  remoteEntryPath,
  type RemoteName,
  type RemoteRegistry,
  type RemotesMap,
} from './remotes';

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseEventRow = typeof releaseEvents.$inferSelect;

/** A file of a build as the CLI uploads it. */
export interface UploadedFile {
  path: string;
  /** base64 */
  content: string;
}

export interface PublishInput {
  remote: RemoteName;
  version: string;
  /** Files are hosted there (a CDN); only the entry and manifest are read, nothing is stored. */
  baseUrl?: string | null;
  files: UploadedFile[];
}

export interface CanaryInput {
  remote: RemoteName;
  version: string;
  percent: number;
  failureThreshold: number;
  minLoads: number;
  reason: string;
}

export interface RemoteStatus {
  remote: RemoteName;
  pinned: string | null;
  canary: {
    version: string;
    percent: number;
    failureThreshold: number;
    minLoads: number;
    loads: number;
    failures: number;
    startedAt: string;
  } | null;
  versions: {
    version: string;
    publishedAt: string;
    baseUrl: string | null;
    integrity: string;
    exposes: string[];
    loads: number;
    failures: number;
  }[];
}

/** Only plain relative paths of a build: no `..`, no hidden files, no absolute paths. */
const FILE_PATH = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const COHORT_COOKIE = 'mp_cohort';
export const COHORT = /^[0-9a-f]{32}$/;

export function newCohort(): string {
  return randomBytes(16).toString('hex');
}

/** 0–99, stable per visitor and remote (a visitor in one remote's canary is not in all). */
export function cohortBucket(cohort: string, remote: RemoteName): number {
  return createHash('sha256').update(`${cohort}:${remote}`).digest().readUInt32BE(0) % 100;
}

export function entryIntegrity(entry: Buffer): string {
  return `sha384-${createHash('sha384').update(entry).digest('base64')}`;
}

function refuse(status: number, reasons: RefusalReason[]): never {
  const [first] = reasons;
  if (reasons.length === 1 && first) throw new HttpError(status, first.key, first.values);
  throw new HttpError(status, 'releaseRefused', undefined, reasons);
}

interface ManifestShape {
  name?: unknown;
  shared?: unknown;
  exposes?: unknown;
}

function parseManifest(remote: RemoteName, raw: Buffer) {
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as ManifestShape;
  } catch {
    throw new HttpError(422, 'releaseManifestInvalid');
  }
  if (typeof manifest !== 'object' || manifest === null || manifest.name !== remote) {
    throw new HttpError(422, 'releaseManifestWrongRemote', { remote });
  }
  if (!Array.isArray(manifest.shared) || !Array.isArray(manifest.exposes)) {
    throw new HttpError(422, 'releaseManifestInvalid');
  }
  const shared: ReleaseSharedModule[] = [];
  for (const entry of manifest.shared as unknown[]) {
    const item = entry as Record<string, unknown>;
    if (typeof item?.name !== 'string' || typeof item.version !== 'string') {
      throw new HttpError(422, 'releaseManifestInvalid');
    }
    shared.push({
      name: item.name,
      version: item.version,
      requiredVersion: typeof item.requiredVersion === 'string' ? item.requiredVersion : '*',
    });
  }
  const exposes: string[] = [];
  for (const entry of manifest.exposes as unknown[]) {
    const name = (entry as Record<string, unknown>)?.name;
    if (typeof name !== 'string') throw new HttpError(422, 'releaseManifestInvalid');
    exposes.push(name);
  }
  return { shared, exposes };
}

/**
 * The release registry (docs/architecture.md §3) over the database: which build each visitor gets, the
 * release manager's actions with their checks, load and failure counts, automatic rollback.
 * Remotes with nothing pinned keep today's behaviour: the build in their `dist/`.
 */
export class ReleaseRegistry implements RemoteRegistry {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<AppConfig, 'rootDir' | 'releasesDir'>,
    private readonly fallback: RemoteRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  private releaseDir(remote: string, version: string): string {
    return path.join(this.config.releasesDir, remote, version);
  }

  private entryOf(row: ReleaseRow): string {
    return row.baseUrl
      ? `${row.baseUrl}remoteEntry.js`
      : remoteEntryPath(row.remote as RemoteName, row.version);
  }

  async remotesFor(visitor: { cohort?: string | null }): Promise<RemotesMap> {
    const map = { ...(await this.fallback.remotesFor(visitor)) };
    const [pins, canaries] = await Promise.all([
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
    ]);
    for (const { remote, release } of pins) {
      if (remote in map)
        map[remote as RemoteName] = { version: release.version, entry: this.entryOf(release) };
    }
    for (const { remote, percent, release } of canaries) {
      if (!(remote in map) || !visitor.cohort) continue;
      if (cohortBucket(visitor.cohort, remote as RemoteName) < percent) {
        map[remote as RemoteName] = { version: release.version, entry: this.entryOf(release) };
      }
    }
    return map;
  }

  /** Published folders first (immutable), then the working tree's build. */
  remoteDir(name: RemoteName, version: string): string | null {
    const dir = this.releaseDir(name, version);
    if (fs.existsSync(path.join(dir, 'remoteEntry.js'))) return dir;
    return this.fallback.remoteDir(name, version);
  }

  /** Origins of builds served from elsewhere, for the page's CSP. */
  async remoteOrigins(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ baseUrl: releases.baseUrl })
      .from(releases)
      .where(sql`${releases.baseUrl} is not null`);
    return rows.flatMap((row) => (row.baseUrl ? [new URL(row.baseUrl).origin] : []));
  }

  // ---------------------------------------------------------------- publish

  async publish(input: PublishInput, actor: UserRow): Promise<ReleaseRow> {
    const files = new Map<string, Buffer>();
    for (const file of input.files) {
      if (!FILE_PATH.test(file.path) || files.has(file.path)) {
        throw new HttpError(422, 'releaseFileInvalid', { file: file.path.slice(0, 200) });
      }
      files.set(file.path, Buffer.from(file.content, 'base64'));
    }
    // The API sends a `.br`/`.gz` copy in place of its file: it must be exactly that file.
    for (const [file, content] of files) {
      const match = /^(.*)\.(br|gz)$/.exec(file);
      const original = match?.[1] ? files.get(match[1]) : undefined;
      if (!match?.[1] || !original) continue;
      let unpacked: Buffer | null = null;
      try {
        unpacked =
          match[2] === 'br' ? zlib.brotliDecompressSync(content) : zlib.gunzipSync(content);
      } catch {
        unpacked = null;
      }
      if (!unpacked?.equals(original)) {
        throw new HttpError(422, 'releaseCompressedMismatch', { file, original: match[1] });
      }
    }
    const entry = files.get('remoteEntry.js');
    const manifestRaw = files.get('mf-manifest.json');
    if (!entry || !manifestRaw) throw new HttpError(422, 'releaseFilesMissing');
    const { shared, exposes } = parseManifest(input.remote, manifestRaw);
    const dir = this.releaseDir(input.remote, input.version);
    if (!input.baseUrl && fs.existsSync(dir)) {
      throw new HttpError(409, 'releaseExists', { remote: input.remote, version: input.version });
    }
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(releases)
          .values({
            remote: input.remote,
            version: input.version,
            baseUrl: input.baseUrl ?? null,
            shared,
            exposes,
            integrity: entryIntegrity(entry),
            publishedBy: actor.id,
          })
          .returning();
        if (!row) throw new Error('release insert returned no row');
        await this.audit(tx, actor, {
          remote: input.remote,
          action: 'publish',
          fromVersion: null,
          toVersion: input.version,
          reason: input.baseUrl ? `published at ${input.baseUrl}` : 'published',
        });
        // The row is the lock: only the transaction that inserted it writes the folder, and the
        // folder appears whole (renamed from a temporary one) or not at all.
        if (!input.baseUrl) this.writeFolder(dir, files);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, 'releaseExists', { remote: input.remote, version: input.version });
      }
      throw error;
    }
  }

  private writeFolder(dir: string, files: Map<string, Buffer>) {
    const parent = path.dirname(dir);
    fs.mkdirSync(parent, { recursive: true });
    const temp = fs.mkdtempSync(path.join(parent, `.publishing-${path.basename(dir)}-`));
    try {
      for (const [file, content] of files) {
        const target = path.join(temp, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, content);
      }
      fs.renameSync(temp, dir);
    } catch (error) {
      fs.rmSync(temp, { recursive: true, force: true });
      throw error;
    }
  }

  // ---------------------------------------------------------------- checks

  private shellRanges(): Record<string, string> | null {
    try {
      const pkg = JSON.parse(
        fs.readFileSync(path.join(this.config.rootDir, 'shell', 'package.json'), 'utf8'),
      ) as { dependencies?: Record<string, string> };
      return pkg.dependencies ?? {};
    } catch {
      return null;
    }
  }

  /** Every reason this build may not be served; empty when it may. */
  compatibilityProblems(release: ReleaseRow): RefusalReason[] {
    const problems: RefusalReason[] = [];
    const ranges = this.shellRanges();
    if (ranges === null) {
      problems.push({ key: 'releaseShellUnknown', values: {} });
    } else {
      const singletons: readonly string[] = SINGLETON_PACKAGES;
      const seen = new Set<string>();
      for (const module of release.shared) {
        const pkg = packageOf(module.name);
        const range = ranges[pkg];
        if (!singletons.includes(pkg) || !range || seen.has(pkg)) continue;
        if (!semver.satisfies(module.version, range)) {
          seen.add(pkg);
          problems.push({
            key: 'releaseSharedIncompatible',
            values: { module: module.name, version: module.version, range },
          });
        }
      }
    }
    for (const { expose, usedBy } of requiredExposes(release.remote as RemoteName)) {
      if (!release.exposes.includes(expose)) {
        problems.push({ key: 'releaseExposeMissing', values: { expose: `./${expose}`, usedBy } });
      }
    }
    return problems;
  }

  private async findRelease(remote: RemoteName, version: string, tx: Database = this.db) {
    const [row] = await tx
      .select()
      .from(releases)
      .where(and(eq(releases.remote, remote), eq(releases.version, version)))
      .limit(1);
    return row ?? null;
  }

  private async servable(remote: RemoteName, version: string, tx: Database) {
    const release = await this.findRelease(remote, version, tx);
    if (!release) throw new HttpError(404, 'releaseNotPublished', { remote, version });
    const problems = this.compatibilityProblems(release);
    if (problems.length > 0) refuse(409, problems);
    return release;
  }

  private async current(remote: RemoteName, tx: Database) {
    const [pin] = await tx
      .select({ release: releases })
      .from(releasePins)
      .innerJoin(releases, eq(releases.id, releasePins.releaseId))
      .where(eq(releasePins.remote, remote))
      .for('update', { of: releasePins })
      .limit(1);
    const [canary] = await tx
      .select({ canary: releaseCanaries, release: releases })
      .from(releaseCanaries)
      .innerJoin(releases, eq(releases.id, releaseCanaries.releaseId))
      .where(eq(releaseCanaries.remote, remote))
      .for('update', { of: releaseCanaries })
      .limit(1);
    return { pinned: pin?.release ?? null, canary: canary ?? null };
  }

  private async audit(
    tx: Database,
    actor: UserRow | null,
    event: Omit<typeof releaseEvents.$inferInsert, 'actorId' | 'actorEmail'>,
  ) {
    await tx
      .insert(releaseEvents)
      .values({ ...event, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null });
  }

  private async setPin(tx: Database, remote: RemoteName, release: ReleaseRow) {
    await tx
      .insert(releasePins)
      .values({ remote, releaseId: release.id })
      .onConflictDoUpdate({
        target: releasePins.remote,
        set: { releaseId: release.id, updatedAt: new Date() },
      });
  }

  /** A stable lock per remote, so two actions on one remote never interleave. */
  private async lock(tx: Database, remote: RemoteName) {
    await tx.execute(sql`select pg_advisory_xact_lock(727073691, ${REMOTE_NAMES.indexOf(remote)})`);
  }

  // ---------------------------------------------------------------- actions

  async pin(remote: RemoteName, version: string, reason: string, actor: UserRow) {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, remote);
      const release = await this.servable(remote, version, tx);
      const { pinned, canary } = await this.current(remote, tx);
      if (pinned?.id === release.id)
        throw new HttpError(409, 'releaseAlreadyPinned', { remote, version });
      await this.setPin(tx, remote, release);
      // A canary of the version now pinned has nothing left to test.
      if (canary?.release.id === release.id) {
        await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      }
      await this.audit(tx, actor, {
        remote,
        action: 'pin',
        fromVersion: pinned?.version ?? null,
        toVersion: version,
        reason,
      });
      return { remote, pinned: version };
    });
  }

  /**
   * Back to `to` (any version published before the pinned one), or to the version pinned before
   * the current one. A running canary stops too.
   */
  async rollback(remote: RemoteName, to: string | null, reason: string, actor: UserRow) {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, remote);
      const { pinned, canary } = await this.current(remote, tx);
      if (!pinned) throw new HttpError(409, 'releaseNothingPinned', { remote });
      let target = to;
      if (target === null) {
        const [previous] = await tx
          .select({ fromVersion: releaseEvents.fromVersion })
          .from(releaseEvents)
          .where(
            and(
              eq(releaseEvents.remote, remote),
              eq(releaseEvents.toVersion, pinned.version),
              sql`${releaseEvents.action} in ('pin', 'rollback', 'promote')`,
              sql`${releaseEvents.fromVersion} is not null`,
            ),
          )
          .orderBy(desc(releaseEvents.id))
          .limit(1);
        if (!previous?.fromVersion) throw new HttpError(409, 'releaseNoPrevious', { remote });
        target = previous.fromVersion;
      }
      const release = await this.servable(remote, target, tx);
      if (release.id >= pinned.id) {
        throw new HttpError(409, 'releaseNotEarlier', {
          remote,
          version: target,
          current: pinned.version,
        });
      }
      await this.setPin(tx, remote, release);
      if (canary) await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      await this.audit(tx, actor, {
        remote,
        action: 'rollback',
        fromVersion: pinned.version,
        toVersion: target,
        reason: canary ? `${reason} (canary ${canary.release.version} stopped)` : reason,
      });
      return { remote, pinned: target };
    });
  }

  async canary(input: CanaryInput, actor: UserRow) {
    const { remote, version } = input;
    return this.db.transaction(async (tx) => {
      await this.lock(tx, remote);
      const release = await this.servable(remote, version, tx);
      const { pinned, canary } = await this.current(remote, tx);
      if (pinned?.id === release.id)
        throw new HttpError(409, 'releaseAlreadyPinned', { remote, version });
      const [counts] = await tx
        .select()
        .from(releaseLoads)
        .where(and(eq(releaseLoads.remote, remote), eq(releaseLoads.version, version)));
      const values = {
        releaseId: release.id,
        percent: input.percent,
        failureThreshold: input.failureThreshold,
        minLoads: input.minLoads,
        baseLoads: counts?.loads ?? 0,
        baseFailures: counts?.failures ?? 0,
        startedAt: new Date(),
      };
      await tx
        .insert(releaseCanaries)
        .values({ remote, ...values })
        .onConflictDoUpdate({ target: releaseCanaries.remote, set: values });
      await this.audit(tx, actor, {
        remote,
        action: 'canary',
        fromVersion: canary?.release.version ?? pinned?.version ?? null,
        toVersion: version,
        reason: `${input.reason} (${input.percent} % of visitors; rolled back above ${input.failureThreshold} % failures of at least ${input.minLoads} loads)`,
      });
      return { remote, canary: version, percent: input.percent };
    });
  }

  async promote(remote: RemoteName, reason: string, actor: UserRow) {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, remote);
      const { pinned, canary } = await this.current(remote, tx);
      if (!canary) throw new HttpError(409, 'releaseNoCanary', { remote });
      // Checked again: the shell may have changed since the canary started.
      await this.servable(remote, canary.release.version, tx);
      await this.setPin(tx, remote, canary.release);
      await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      await this.audit(tx, actor, {
        remote,
        action: 'promote',
        fromVersion: pinned?.version ?? null,
        toVersion: canary.release.version,
        reason,
      });
      return { remote, pinned: canary.release.version };
    });
  }

  // ---------------------------------------------------------------- health

  /** A browser loaded `remote@version`; unpublished versions (the dist build) are not counted. */
  async recordLoad(remote: RemoteName, version: string) {
    await this.count(remote, version, 'loads');
  }

  /** A browser failed to load `remote@version`; a canary past its threshold is rolled back. */
  async recordFailure(remote: RemoteName, version: string) {
    if (await this.count(remote, version, 'failures')) await this.judgeCanary(remote, version);
  }

  private async count(remote: RemoteName, version: string, column: 'loads' | 'failures') {
    const release = await this.findRelease(remote, version);
    if (!release) return false;
    await this.db
      .insert(releaseLoads)
      .values({ remote, version, [column]: 1 })
      .onConflictDoUpdate({
        target: [releaseLoads.remote, releaseLoads.version],
        set: { [column]: sql`${releaseLoads[column]} + 1` },
      });
    return true;
  }

  private async judgeCanary(remote: RemoteName, version: string) {
    await this.db.transaction(async (tx) => {
      await this.lock(tx, remote);
      const { pinned, canary } = await this.current(remote, tx);
      if (!canary || canary.release.version !== version) return;
      const [counts] = await tx
        .select()
        .from(releaseLoads)
        .where(and(eq(releaseLoads.remote, remote), eq(releaseLoads.version, version)));
      const loads = (counts?.loads ?? 0) - canary.canary.baseLoads;
      const failures = (counts?.failures ?? 0) - canary.canary.baseFailures;
      const attempts = loads + failures;
      if (attempts < canary.canary.minLoads) return;
      const rate = (failures / attempts) * 100;
      if (rate <= canary.canary.failureThreshold) return;
      await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      await this.audit(tx, null, {
        remote,
        action: 'auto_rollback',
        fromVersion: version,
        toVersion: pinned?.version ?? null,
        reason: `canary failure rate ${rate.toFixed(1)} % (${failures} of ${attempts} loads) passed its threshold of ${canary.canary.failureThreshold} %`,
      });
      this.log.warn({ remote, version, failures, attempts }, 'canary rolled back automatically');
    });
  }

  // ---------------------------------------------------------------- reading

  async status(): Promise<RemoteStatus[]> {
    const [all, pins, canaries, loads] = await Promise.all([
      this.db.select().from(releases).orderBy(desc(releases.id)),
      this.db.select().from(releasePins),
      this.db.select().from(releaseCanaries),
      this.db.select().from(releaseLoads),
    ]);
    const byId = new Map(all.map((row) => [row.id, row]));
    const countsOf = (remote: string, version: string) =>
      loads.find((row) => row.remote === remote && row.version === version) ?? {
        loads: 0,
        failures: 0,
      };
    return REMOTE_NAMES.map((remote) => {
      const pin = pins.find((row) => row.remote === remote);
      const canary = canaries.find((row) => row.remote === remote);
      const canaryRelease = canary ? byId.get(canary.releaseId) : undefined;
      const canaryCounts = canaryRelease ? countsOf(remote, canaryRelease.version) : null;
      return {
        remote,
        pinned: pin ? (byId.get(pin.releaseId)?.version ?? null) : null,
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

  async history(remote: RemoteName, limit = 200): Promise<ReleaseEventRow[]> {
    return this.db
      .select()
      .from(releaseEvents)
      .where(eq(releaseEvents.remote, remote))
      .orderBy(desc(releaseEvents.id))
      .limit(limit);
  }
}
