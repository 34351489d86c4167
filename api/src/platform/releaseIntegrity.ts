/**
 * Release integrity (docs/architecture.md §3): a published build's files are checked against the
 * digests recorded when it was published, at start for what is served and before each file is
 * sent (cached per file, re-hashed only when its modification time or size changes). A build
 * whose files changed is withdrawn: its canary stops, its pin goes back to the version pinned
 * before it, the audit trail and the log say which file, and none of its files are sent.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { releaseCanaries, releasePins, releases } from '../db/tables/releases';
import { FileDigests } from './fileDigests';
import { FILE_PATH } from './releasePublish';
import {
  audit,
  currentReleases,
  findRelease,
  lockRemote,
  previousPin,
  setPin,
} from './releaseStore';
import type { ReleaseRow } from './releaseStore';
import { registryChanged } from './registrySnapshot';
import type { RemoteName } from './remotes';
import { noAlerts, type AlertNotice } from './rum/alertWebhook';

type Recorded = Pick<ReleaseRow, 'integrity' | 'files' | 'baseUrl'>;

/** Every file under `dir`, as paths relative to it with `/` separators. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

export class ReleaseIntegrity {
  /** Versions this process withdrew, so a changed file asked for again costs no transaction. */
  private withdrawn = new Set<string>();
  /** Release rows never change after publish, so their digests are read once. */
  private recorded = new Map<string, Promise<Recorded | null>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly dirOf: (remote: RemoteName, version: string) => string,
    readonly digests = new FileDigests(),
    /** Told of each rollback a withdrawal causes (the alerting webhook). */
    private readonly notify: AlertNotice = noAlerts,
  ) {}

  private record(remote: RemoteName, version: string): Promise<Recorded | null> {
    const key = `${remote}@${version}`;
    let row = this.recorded.get(key);
    if (!row) {
      row = findRelease(this.db, remote, version);
      // An unknown version may be published later: only a found row is kept.
      void row.then(
        (found) => (found ? null : this.recorded.delete(key)),
        () => this.recorded.delete(key),
      );
      this.recorded.set(key, row);
    }
    return row;
  }

  /** The first file of `dir` that differs from what was published (`path` → digest), or null. */
  private async changed(dir: string, expected: Recorded, files: string[]): Promise<string | null> {
    for (const file of files) {
      const want = expected.files
        ? expected.files[file]
        : file === 'remoteEntry.js'
          ? expected.integrity
          : null;
      const have = await this.digests.of(path.join(dir, file));
      // Recorded but missing: a 404 when asked. Present but never published: an added file.
      if (have === null) continue;
      if (want === undefined || (want !== null && have !== want)) return file;
    }
    return null;
  }

  /**
   * Whether `file` of the published build in `dir` (and the `.br`/`.gz` copy the static files
   * plugin may send in its place) is as published; a change withdraws the version.
   */
  async fileIsIntact(remote: RemoteName, version: string, dir: string, file: string) {
    // Only a build's own plain paths: `..`, `./`, `//` or a hidden name would reach a file by a
    // path no digest is recorded for (or outside the folder); refused without judging the build.
    if (!FILE_PATH.test(file)) return false;
    const expected = await this.record(remote, version);
    if (!expected) return true;
    const bad = await this.changed(dir, expected, [file, `${file}.br`, `${file}.gz`]);
    if (bad === null) return true;
    if (!this.withdrawn.has(`${remote}@${version}`)) await this.withdraw(remote, version, bad);
    return false;
  }

  /** The first file of a whole published folder that is not as published (added ones too), or null. */
  async changedFile(dir: string, expected: Recorded & { remote?: string; version?: string }) {
    let present: string[];
    try {
      present = await listFiles(dir);
    } catch {
      return null;
    }
    const missing = Object.keys(expected.files ?? {}).find((file) => !present.includes(file));
    const bad = missing ?? (await this.changed(dir, expected, present));
    // Whole again (put back as published): it may be withdrawn again if it changes again.
    if (bad === null) this.withdrawn.delete(`${expected.remote}@${expected.version}`);
    return bad;
  }

  /** At start: every pinned or canary build this server holds is checked whole; answers how many. */
  async verifyServed(): Promise<number> {
    const live = await Promise.all([
      this.db
        .select({ release: releases })
        .from(releasePins)
        .innerJoin(releases, eq(releases.id, releasePins.releaseId)),
      this.db
        .select({ release: releases })
        .from(releaseCanaries)
        .innerJoin(releases, eq(releases.id, releaseCanaries.releaseId)),
    ]);
    let checked = 0;
    for (const { release } of live.flat()) {
      if (release.baseUrl) continue;
      const remote = release.remote as RemoteName;
      checked += 1;
      const bad = await this.changedFile(this.dirOf(remote, release.version), release);
      if (bad !== null) await this.withdraw(remote, release.version, bad);
    }
    return checked;
  }

  /**
   * Stops serving `remote@version`: its canary ends, its pin goes back to the version pinned
   * before it (or to the dist build when there is none, or that one changed too).
   */
  async withdraw(remote: RemoteName, version: string, file: string) {
    this.log.error(
      { remote, version, file },
      'a published release file changed; version withdrawn',
    );
    const reason = `${file} changed after publish; ${version} is no longer served`;
    /** What visitors get now, for each rollback written (the canary's, the pin's). */
    const rolledBackTo: (string | null)[] = [];
    await this.db.transaction(async (tx) => {
      rolledBackTo.length = 0;
      await lockRemote(tx, remote);
      const { pinned, canary } = await currentReleases(tx, remote);
      if (canary?.release.version === version) {
        rolledBackTo.push(pinned?.version ?? null);
        await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
        await audit(tx, null, {
          remote,
          action: 'auto_rollback',
          fromVersion: version,
          toVersion: pinned?.version ?? null,
          reason,
        });
      }
      if (pinned?.version !== version) return;
      // Back along the pins that came before, past any whose files changed too.
      let target: ReleaseRow | null = null;
      for (let from = version, step = 0; step < 20; step += 1) {
        const previous = await previousPin(tx, remote, from);
        const row = previous ? await findRelease(tx, remote, previous) : null;
        if (!row) break;
        const intact =
          row.baseUrl !== null ||
          (await this.changedFile(this.dirOf(remote, row.version), row)) === null;
        if (intact) {
          target = row;
          break;
        }
        from = row.version;
      }
      if (target) await setPin(tx, remote, target);
      else await tx.delete(releasePins).where(eq(releasePins.remote, remote));
      rolledBackTo.push(target?.version ?? null);
      await audit(tx, null, {
        remote,
        action: 'auto_rollback',
        fromVersion: version,
        toVersion: target?.version ?? null,
        reason,
      });
    });
    // Asked for again while it differs, the build is refused without another withdrawal (or
    // alert); put back as published (changedFile), it may be withdrawn again.
    this.withdrawn.add(`${remote}@${version}`);
    // Who gets which build changed: read again on the next request (§3.2).
    registryChanged();
    for (const to of rolledBackTo) {
      this.notify({
        action: 'auto_rollback',
        cause: 'integrity',
        remote,
        version,
        to,
        reason,
        evidence: { file },
      });
    }
  }
}
