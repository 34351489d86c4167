import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteEntryAnswer } from '@mealprep/shared/core/contracts';
import devPorts from '@mealprep/shared/dev-ports';
import { FileDigests } from './fileDigests';

export const REMOTE_NAMES = ['catalog', 'questionnaire', 'account', 'checkout', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const { shell: devShellPort, ...devRemotePorts } = devPorts;

/** `npm run dev`'s shell dev server, where its pages are (the ports are the webpack configs'). */
export const DEV_SHELL_PORT = devShellPort;

/** `npm run dev` ports of the remotes' webpack dev servers (scripts/webpack/appConfig.js). */
export const DEV_REMOTE_PORTS: Record<RemoteName, number> = devRemotePorts;

/** Where a remote's entry is and which version it is (the contract of `GET /api/v1/remotes`). */
export type RemoteInfo = RemoteEntryAnswer;

/** What `GET /api/v1/remotes` answers and the shell's boot block carries. */
export type RemotesMap = Record<RemoteName, RemoteInfo>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * Decides which remote builds exist and which one a visitor gets: the release registry
 * (platform/releaseRegistry.ts) over `releases/<name>/<version>/`, falling back to the version
 * in each remote's package.json served from its `dist/` when nothing is pinned.
 */
export interface RemoteRegistry {
  /**
   * `cohort`: the visitor's stable cohort id (cookie), which decides canaries; `production`:
   * what production gives it, even when an admin switched it to staging (docs/architecture.md §3.4).
   */
  remotesFor(visitor: { cohort?: string | null; production?: boolean }): Promise<RemotesMap>;
  /** The folder holding the files of `name@version`, or null when that build is unknown. */
  remoteDir(name: RemoteName, version: string): string | null;
  /** Whether `file` (relative to its build) may be sent: false for a published file that changed. */
  fileIsIntact?(name: RemoteName, version: string, file: string): Promise<boolean>;
}

export function remoteEntryPath(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/remoteEntry.js`;
}

function readVersion(file: string, log: FastifyBaseLogger): string {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const version = (pkg as { version?: unknown }).version;
    if (typeof version === 'string' && /^[0-9A-Za-z.+-]+$/.test(version)) return version;
    log.warn({ file }, 'package.json has no usable version');
  } catch {
    log.warn({ file }, 'remote package.json is missing');
  }
  return '0.0.0';
}

/** The part of the API's configuration (config.ts `AppConfig`) the workspace registry reads. */
export interface WorkspaceConfig {
  rootDir: string;
  mfDev: boolean;
  remoteBaseUrls?: Partial<Record<RemoteName, string>>;
}

/** One version per remote, from the working tree: what is served when nothing is pinned. */
export function workspaceRemoteRegistry(
  config: WorkspaceConfig,
  log: FastifyBaseLogger,
): RemoteRegistry {
  const builds = new Map<RemoteName, { version: string; dir: string }>();
  const map = {} as RemotesMap;
  const digests = new FileDigests();
  for (const name of REMOTE_NAMES) {
    const folder = path.join(config.rootDir, `mfe-${name}`);
    const dir = path.join(folder, 'dist');
    if (!fs.existsSync(dir)) log.warn({ dir }, `remote ${name} is not built; its files answer 404`);
    const version = readVersion(path.join(folder, 'package.json'), log);
    builds.set(name, { version, dir });
    const baseUrl = config.remoteBaseUrls?.[name];
    map[name] = {
      version,
      entry: config.mfDev
        ? `http://localhost:${DEV_REMOTE_PORTS[name]}/remoteEntry.js`
        : baseUrl
          ? `${baseUrl}remoteEntry.js`
          : remoteEntryPath(name, version),
    };
  }
  return {
    async remotesFor() {
      if (config.mfDev) return map;
      // The build this server holds is the one a CDN serves too (REMOTE_BASE_URLS): its entry's
      // digest, re-read only when the file changes, lets the browser check either copy.
      const answer = { ...map };
      for (const name of REMOTE_NAMES) {
        const dir = builds.get(name)?.dir;
        const integrity = dir ? await digests.of(path.join(dir, 'remoteEntry.js')) : null;
        if (integrity) answer[name] = { ...map[name], integrity };
      }
      return answer;
    },
    remoteDir(name, version) {
      const build = builds.get(name);
      return build && build.version === version ? build.dir : null;
    },
  };
}
