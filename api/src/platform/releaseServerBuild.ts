/**
 * The server half of a published build (docs/architecture.md §2.4): `server/routes.js` and
 * `server/manifest.json` beside the browser files, published, pinned and rolled back with them.
 * Before a pin or canary the registry checks it as it checks the browser half: the manifest names
 * the remote, it exposes `routes`, and every library it takes from the shell is asked for in a
 * range the shell's own range meets. A build without a server half is servable: its pages render
 * in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { packageOf } from '@mealprep/shared/release-contracts';
import type { RefusalReason } from '../http/errors';
import type { RemoteName } from './remotes';

export interface ServerManifest {
  shared: Record<string, string | null>;
  exposes: string[];
}

/** The build's server manifest: null when it has none, 'invalid' when it cannot be read as one. */
export function readServerManifest(
  dir: string,
  remote: RemoteName,
): ServerManifest | 'invalid' | null {
  let raw: string;
  try {
    raw = fs.readFileSync(path.join(dir, 'server', 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as { name?: unknown; shared?: unknown; exposes?: unknown };
    if (parsed.name !== remote || !Array.isArray(parsed.exposes)) return 'invalid';
    if (!parsed.shared || typeof parsed.shared !== 'object') return 'invalid';
    const shared: Record<string, string | null> = {};
    for (const [name, range] of Object.entries(parsed.shared as Record<string, unknown>)) {
      if (range !== null && typeof range !== 'string') return 'invalid';
      shared[name] = range;
    }
    return { shared, exposes: parsed.exposes.filter((name) => typeof name === 'string') };
  } catch {
    return 'invalid';
  }
}

/** Every reason the server half may not be served beside the shell (empty when it may). */
export function serverBuildProblems(
  manifest: ServerManifest | 'invalid' | null,
  shellRanges: Record<string, string>,
): RefusalReason[] {
  if (manifest === null) return [];
  if (manifest === 'invalid') return [{ key: 'releaseServerManifestInvalid', values: {} }];
  const problems: RefusalReason[] = [];
  if (!manifest.exposes.includes('routes')) {
    problems.push({
      key: 'releaseExposeMissing',
      values: { expose: './routes', usedBy: 'server renderer' },
    });
  }
  const seen = new Set<string>();
  for (const [module, range] of Object.entries(manifest.shared)) {
    const pkg = packageOf(module);
    const shellRange = shellRanges[pkg];
    if (!range || !shellRange || seen.has(pkg)) continue;
    if (!semver.validRange(range) || !semver.intersects(range, shellRange)) {
      seen.add(pkg);
      problems.push({
        key: 'releaseServerSharedIncompatible',
        values: { module, range, shellRange },
      });
    }
  }
  return problems;
}
