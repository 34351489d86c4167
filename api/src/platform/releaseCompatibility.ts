/**
 * Whether a build may be served (docs/architecture.md §3): its manifest names the remote, the
 * shared singletons it was built with satisfy the shell's ranges, and it exposes every module
 * the other apps load from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  FORMER_SINGLETONS,
  packageOf,
  requiredExposes,
  RETIRED_SINGLETONS,
  SINGLETON_PACKAGES,
} from '@mealprep/shared/release-contracts';
import type { Database } from '../db';
import type { ReleaseSharedModule } from '../db/tables/releases';
import { HttpError, type RefusalReason } from '../http/errors';
import { sriDigest } from './fileDigests';
import type { RemoteName } from './remotes';
import { findRelease, type ReleaseRow } from './releaseStore';
import { readServerManifest, serverBuildProblems, type ServerManifest } from './releaseServerBuild';

/** The `integrity` the browser checks the entry script against. */
export const entryIntegrity = sriDigest;

/** A refusal with every reason: one reason is its own error, several are listed. */
export function refuse(status: number, reasons: RefusalReason[]): never {
  const [first] = reasons;
  if (reasons.length === 1 && first) throw new HttpError(status, first.key, first.values);
  throw new HttpError(status, 'releaseRefused', undefined, reasons);
}

interface ManifestShape {
  name?: unknown;
  shared?: unknown;
  exposes?: unknown;
}

/** The shared modules and exposed modules of a build's `mf-manifest.json`; 422 when malformed. */
export function parseManifest(remote: RemoteName, raw: Buffer) {
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

/** The shell's dependency ranges, read from its package.json; null when it cannot be read. */
function shellRanges(rootDir: string): Record<string, string> | null {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(rootDir, 'shell', 'package.json'), 'utf8'),
    ) as {
      dependencies?: Record<string, string>;
    };
    return pkg.dependencies ?? {};
  } catch {
    return null;
  }
}

/** Every reason this build may not be served; empty when it may. */
export function compatibilityProblems(
  release: ReleaseRow,
  rootDir: string,
  serverManifest: ServerManifest | 'invalid' | null = null,
): RefusalReason[] {
  const problems: RefusalReason[] = [];
  const ranges = shellRanges(rootDir);
  if (ranges === null) {
    problems.push({ key: 'releaseShellUnknown', values: {} });
  } else {
    const singletons: readonly string[] = [...SINGLETON_PACKAGES, ...FORMER_SINGLETONS];
    const seen = new Set<string>();
    for (const module of release.shared) {
      const pkg = packageOf(module.name);
      const replacement = RETIRED_SINGLETONS[pkg];
      if (replacement && !seen.has(pkg)) {
        seen.add(pkg);
        problems.push({ key: 'releaseSharedRetired', values: { module: pkg, replacement } });
        continue;
      }
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
  if (ranges !== null) problems.push(...serverBuildProblems(serverManifest, ranges));
  return problems;
}

/** The published release `remote@version`, if it may be served: 404 unpublished, 409 with every reason. */
export async function servableRelease(
  tx: Database,
  rootDir: string,
  remote: RemoteName,
  version: string,
  dir: string | null = null,
) {
  const release = await findRelease(tx, remote, version);
  if (!release) throw new HttpError(404, 'releaseNotPublished', { remote, version });
  // The server half is held here only for builds whose files are (not those at a base URL).
  const server = dir && !release.baseUrl ? readServerManifest(dir, remote) : null;
  const problems = compatibilityProblems(release, rootDir, server);
  if (problems.length > 0) refuse(409, problems);
  return release;
}
