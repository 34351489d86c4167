/** Publishing a remote's build to the release registry (docs/architecture.md §3). */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Database } from '../db';
import { isUniqueViolation } from '../db';
import { releases } from '../db/tables/releases';
import { HttpError } from '../http/errors';
import type { UserRow } from '../repositories/users';
import type { RemoteName } from './remotes';
import { sriDigest } from './fileDigests';
import { entryIntegrity, parseManifest } from './releaseCompatibility';
import { audit, type ReleaseRow } from './releaseStore';

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

/** Only plain relative paths of a build: no `..`, no hidden files, no absolute paths. */
export const FILE_PATH = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * Store a build under `releases/<remote>/<version>/` (immutable), or only register it when
 * `baseUrl` says where it is hosted; the manifest is checked, the entry's integrity and every
 * file's digest recorded.
 */
export async function publishRelease(
  db: Database,
  releasesDir: string,
  input: PublishInput,
  actor: UserRow,
): Promise<ReleaseRow> {
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
      unpacked = match[2] === 'br' ? zlib.brotliDecompressSync(content) : zlib.gunzipSync(content);
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
  const dir = path.join(releasesDir, input.remote, input.version);
  if (!input.baseUrl && fs.existsSync(dir)) {
    throw new HttpError(409, 'releaseExists', { remote: input.remote, version: input.version });
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(releases)
        .values({
          remote: input.remote,
          version: input.version,
          baseUrl: input.baseUrl ?? null,
          shared,
          exposes,
          integrity: entryIntegrity(entry),
          // What every later read of the folder is checked against (platform/releaseIntegrity.ts).
          files: Object.fromEntries(
            [...files].map(([file, content]) => [file, sriDigest(content)]),
          ),
          publishedBy: actor.id,
        })
        .returning();
      if (!row) throw new Error('release insert returned no row');
      await audit(tx, actor, {
        remote: input.remote,
        action: 'publish',
        fromVersion: null,
        toVersion: input.version,
        reason: input.baseUrl ? `published at ${input.baseUrl}` : 'published',
      });
      // The row is the lock: only the transaction that inserted it writes the folder, and the
      // folder appears whole (renamed from a temporary one) or not at all.
      if (!input.baseUrl) writeFolder(dir, files);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'releaseExists', { remote: input.remote, version: input.version });
    }
    throw error;
  }
}

/** A build is written into `<remote>/.publishing-<version>-XXXXXX`, then renamed into place. */
const PUBLISHING_PREFIX = '.publishing-';

/**
 * A publish writes its files within seconds (the upload is in memory already), so a temporary
 * folder with nothing written for this long is what a crash (a killed process, a full disk, a
 * power cut) left behind.
 */
export const PUBLISH_LEFTOVER_AGE_MS = 10 * 60 * 1000;

function writeFolder(dir: string, files: Map<string, Buffer>) {
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true });
  const temp = fs.mkdtempSync(path.join(parent, `${PUBLISHING_PREFIX}${path.basename(dir)}-`));
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

/** The newest modification time in a folder's tree (the folder's own included). */
function lastWritten(dir: string): number {
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? lastWritten(full) : fs.lstatSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Removes the temporary folders of publishes that crashed before their rename
 * (`<releasesDir>/<remote>/.publishing-*`), run at start and hourly (jobs/housekeeping.ts).
 * Only those with nothing written for `PUBLISH_LEFTOVER_AGE_MS`: the registry's folder is shared
 * by every API process of the shop (docs/architecture.md §8), so at this process's start another
 * may be publishing, and "no publish runs in this process" says nothing about the others.
 * Answers the folders removed.
 */
export function sweepPublishLeftovers(releasesDir: string, now = Date.now()): string[] {
  const removed: string[] = [];
  let remotes: fs.Dirent[];
  try {
    remotes = fs.readdirSync(releasesDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return removed;
    throw error;
  }
  for (const remote of remotes) {
    if (!remote.isDirectory()) continue;
    const remoteDir = path.join(releasesDir, remote.name);
    for (const entry of fs.readdirSync(remoteDir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !entry.name.startsWith(PUBLISHING_PREFIX)) continue;
      const temp = path.join(remoteDir, entry.name);
      try {
        if (now - lastWritten(temp) < PUBLISH_LEFTOVER_AGE_MS) continue;
        fs.rmSync(temp, { recursive: true, force: true });
        removed.push(temp);
      } catch (error) {
        // Renamed into place or removed by another process meanwhile: nothing left to do.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return removed;
}
