import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { buildInputs, builtFiles } from '../../scripts/apps.mjs';
import { repoRoot } from './server';

/**
 * What the release drills (release, release-rollout, release-faults) share: their transcript, the
 * release CLI, visitors' cohorts and the builds of the versions they publish (docs/environment.md,
 * "Keeping the browser suite fast").
 */

/** A transcript line printer: each line stamped with the drill's tag and the time. */
export function transcript(tag: string): (line: string) => void {
  return (line) => console.log(`[${tag} ${new Date().toISOString().slice(11, 19)}] ${line}`);
}

export interface ReleaseAnswer {
  code: number | null;
  output: string;
}

/**
 * `scripts/release ...` as a release manager runs it against the drill's shop (`target()` is read
 * at each call: the shop starts in the drill's first hook). Every command and its answer go into
 * the transcript; a `--json` answer only by its length.
 */
export function releaseCli(
  say: (line: string) => void,
  target: () => { api: string; token: string },
): (...args: string[]) => ReleaseAnswer {
  return (...args) => {
    const { api, token } = target();
    const result = spawnSync(join(repoRoot, 'scripts/release'), args, {
      env: { ...process.env, MEALPREP_API: api, MEALPREP_ADMIN_TOKEN: token },
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`.trim();
    const shown = args.includes('--json') ? `(JSON, ${output.length} characters)` : output;
    say(
      `$ scripts/release ${args.join(' ')}\n${shown.replace(/^/gm, '    ')}  [exit ${result.status}]`,
    );
    return { code: result.status, output };
  };
}

export interface RemoteStatus {
  remote: string;
  pinned: string | null;
  canary: { version: string; percent: number; rollout: { step: number } | null } | null;
  versions: { version: string; loads: number; failures: number }[];
}

/** One remote's row of `release status --json`. */
export function remoteStatus(release: (...args: string[]) => ReleaseAnswer, remote: string) {
  const all = JSON.parse(release('status', '--json').output) as RemoteStatus[];
  const row = all.find((entry) => entry.remote === remote);
  if (!row) throw new Error(`no ${remote} remote in the status`);
  return row;
}

/**
 * A cohort id whose bucket for `remote` is in [from, to): the shop's split (sha256 of
 * `cohort:remote`, docs/architecture.md §3), so a drill picks visitors inside or outside a canary.
 */
export function cohortIn(remote: string, from: number, to: number, seed: string): string {
  for (let n = 0; ; n += 1) {
    const cohort = createHash('md5').update(`${seed}-${n}`).digest('hex');
    const bucket =
      createHash('sha256').update(`${cohort}:${remote}`).digest().readUInt32BE(0) % 100;
    if (bucket >= from && bucket < to) return cohort;
  }
}

const REMOTE_DIRS = { admin: 'mfe-admin', catalog: 'mfe-catalog' } as const;

export interface DrillVersion {
  remote: keyof typeof REMOTE_DIRS;
  /** Baked into the build (APP_VERSION): its visible label and its server manifest. */
  version: string;
  /** The catalog's faulty menu page (mfe-catalog/src/menu/releaseDrillFault.ts). */
  fault?: 'slow' | 'throw';
}

/**
 * How a drill builds a version: a production build (browser and server halves, `.br`/`.gz`
 * copies, content-hashed names, the version's DefinePlugin values) without the minifier, which no
 * drill tests and which is half of a build's time; webpack's filesystem cache makes every build
 * after the first of a remote mostly a matter of emitting.
 */
const BUILD_FLAGS = [
  '--mode',
  'production',
  '--no-optimization-minimize',
  '--cache-type',
  'filesystem',
];

/** Where built versions live between specs and runs, one folder per content key. */
const cacheRoot = join(tmpdir(), 'mealprep-drill-builds');
/** A build folder unused this long is removed (the key changes with every edit of its sources). */
const KEEP_MS = 2 * 24 * 3600_000;
/**
 * The content key of a build: everything webpack reads for it (scripts/apps.mjs, the same inputs
 * `build-all --changed` watches), the locked dependencies, and the version, fault and flags.
 * Equal keys, equal builds.
 */
function contentKey({ remote, version, fault }: DrillVersion): string {
  const hash = createHash('sha256').update(
    JSON.stringify([remote, version, fault ?? '', BUILD_FLAGS]),
  );
  const inputs = [...buildInputs(REMOTE_DIRS[remote]), join(repoRoot, 'package-lock.json')];
  for (const file of inputs.flatMap(builtFiles)) {
    hash.update(`${relative(repoRoot, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The machine's own time, for comparing with files' times: `Date` reads the suite's instant
 * (support/clock.ts), years away from the files' modification times.
 */
const machineNowMs = () => performance.timeOrigin + performance.now();

function pruneOldBuilds() {
  if (!existsSync(cacheRoot)) return;
  for (const entry of readdirSync(cacheRoot)) {
    if (entry.startsWith('webpack-')) continue;
    const path = join(cacheRoot, entry);
    if (machineNowMs() - statSync(path).mtimeMs > KEEP_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Builds `build` of its remote — a real webpack build of its sources — and copies it into `dir`
 * (the drill edits and publishes its copy). A build of the same content made by an earlier spec
 * or run is copied instead of built again. Builds run one at a time: the second of a remote reuses
 * the first's webpack cache, which two builds at once would each fill on their own.
 */
export async function buildVersion(
  say: (line: string) => void,
  build: DrillVersion,
  dir: string,
): Promise<void> {
  const started = Date.now();
  const name = `${REMOTE_DIRS[build.remote]} ${build.version}${build.fault ? ` (RELEASE_DRILL_FAULT=${build.fault})` : ''}`;
  const key = contentKey(build);
  const built = join(
    cacheRoot,
    `${build.remote}-${build.version}-${build.fault ?? 'plain'}-${key}`,
  );
  if (existsSync(built)) {
    const now = new Date(machineNowMs());
    utimesSync(built, now, now);
    say(`${name}: this content's build is in ${built} (key ${key})`);
  } else {
    pruneOldBuilds();
    // The webpack cache holds absolute paths: one per checkout of the repository.
    const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
    const partial = `${built}.partial-${process.pid}`;
    mkdirSync(cacheRoot, { recursive: true });
    try {
      const { stderr } = await promisify(execFile)(
        process.execPath,
        [
          join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
          ...BUILD_FLAGS,
          '--cache-cache-directory',
          join(cacheRoot, `webpack-${checkout}`, build.remote),
        ],
        {
          cwd: join(repoRoot, REMOTE_DIRS[build.remote]),
          env: {
            ...process.env,
            APP_VERSION: build.version,
            BUILD_OUTPUT_DIR: partial,
            RELEASE_DRILL_FAULT: build.fault ?? '',
          },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      if (stderr.trim()) process.stderr.write(stderr);
      // Whole or not at all; a build of this key another run finished meanwhile is the same.
      if (!existsSync(built)) renameSync(partial, built);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
    say(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s (key ${key})`);
  }
  cpSync(built, dir, { recursive: true });
}
