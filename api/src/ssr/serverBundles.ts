import fs from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { LRUCache } from 'lru-cache';

const nodeRequire = createRequire(__filename);

/** What the shell's server bundle (shell/src/server/render.tsx) exports. */
export interface ShellServerModule {
  renderPage(input: unknown): Promise<unknown>;
  sharedModules: Readonly<Record<string, unknown>>;
  RenderBudgetExceeded: new (...args: never[]) => Error;
}

interface Loaded<T> {
  key: string;
  module: T;
}

/**
 * Runs a CommonJS file built by webpack for Node in this process, with `require` answered by
 * `resolve` (docs/architecture.md §2.4). Compiled with `vm.compileFunction` in this realm rather
 * than `require()`d: nothing lands in Node's module cache, so a version dropped from the cache
 * below is garbage once no render holds it.
 */
export async function evaluateCommonJs(
  file: string,
  resolve: (request: string) => unknown,
): Promise<unknown> {
  const code = await fs.readFile(file, 'utf8');
  const module = { exports: {} as unknown };
  const run = vm.compileFunction(
    code,
    ['module', 'exports', 'require', '__filename', '__dirname'],
    {
      filename: file,
    },
  );
  run(module, module.exports, resolve, file, path.dirname(file));
  return module.exports;
}

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Node's own modules only: a server bundle takes libraries from the shell or bundles them. */
function builtin(request: string): unknown {
  if (isBuiltin(request)) return nodeRequire(request);
  throw new Error(`a server bundle asked for "${request}", which the shell does not share`);
}

/**
 * The shell's server bundle (`shell/dist-server/render.js`): loaded on first use and again when
 * the file changes (a new shell build), null while the shell has no server build.
 */
export class ShellServerBundle {
  private loaded: Loaded<ShellServerModule> | null = null;
  private loading: Promise<ShellServerModule | null> | null = null;

  constructor(readonly file: string) {}

  async get(): Promise<ShellServerModule | null> {
    const mtime = await modifiedAt(this.file);
    if (mtime === null) return null;
    const key = String(mtime);
    if (this.loaded?.key === key) return this.loaded.module;
    this.loading ??= evaluateCommonJs(this.file, builtin)
      .then((module) => {
        this.loaded = { key, module: module as ShellServerModule };
        return this.loaded.module;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

export interface RemoteBundleKey {
  remote: string;
  version: string;
  /** The build's folder (`mfe-<remote>/dist` or `releases/<remote>/<version>`). */
  dir: string;
  /** The exposed module (`routes`, or a widget such as `MealPlan`); `routes` when not said. */
  expose?: string;
}

/**
 * Remotes' server bundles by version (docs/architecture.md §2.4): a version's folder is immutable,
 * so a new pin is a new file and a new module on the next request — no restart, no stale code.
 * At most `capacity` versions stay loaded (least recently used dropped); a failed load is
 * remembered for `failureTtlMs`, so a broken build costs one attempt per interval, not one per
 * request (the last MAX_REMEMBERED_FAILURES broken builds).
 */
const MAX_REMEMBERED_FAILURES = 64;

export class RemoteServerBundles {
  private readonly cache: LRUCache<string, Loaded<unknown>>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly failures: LRUCache<string, Error>;
  /** A number per set of shared modules (per shell server build) a bundle was evaluated with. */
  private readonly sharedIds = new WeakMap<object, number>();
  private nextSharedId = 0;

  constructor(options: { capacity: number; failureTtlMs: number; now?: () => number }) {
    this.cache = new LRUCache({ max: options.capacity });
    this.failures = new LRUCache({
      max: MAX_REMEMBERED_FAILURES,
      ttl: options.failureTtlMs,
      perf: { now: options.now ?? Date.now },
      // Read the clock on every look-up (the default caches it for a millisecond).
      ttlResolution: 0,
    });
  }

  /** A build's server file for one exposed module (`server/routes.js`, `server/MealPlan.js`). */
  static fileOf(dir: string, expose = 'routes'): string {
    return path.join(dir, 'server', `${expose}.js`);
  }

  get size(): number {
    return this.cache.size;
  }

  async load(key: RemoteBundleKey, shared: Readonly<Record<string, unknown>>): Promise<unknown> {
    const file = RemoteServerBundles.fileOf(key.dir, key.expose);
    const mtime = await modifiedAt(file);
    if (mtime === null) {
      throw new Error(
        `${key.remote}@${key.version} has no server build of ${key.expose ?? 'routes'}`,
      );
    }
    // The folder's build of one version can be rebuilt in place (the working tree's dist):
    // its modification time is part of the key. So is the shell's build it is evaluated with:
    // its components hold that build's React and store contexts, and rendered by a newer shell
    // (one redeployed without a restart) they would find none of them.
    let sharedId = this.sharedIds.get(shared);
    if (sharedId === undefined) {
      sharedId = this.nextSharedId++;
      this.sharedIds.set(shared, sharedId);
    }
    const id = `${file}@${mtime}#${sharedId}`;
    const failed = this.failures.get(id);
    if (failed) throw failed;
    const hit = this.cache.get(id);
    if (hit) return hit.module;
    let promise = this.pending.get(id);
    if (!promise) {
      promise = evaluateCommonJs(file, (request) =>
        request in shared ? shared[request] : builtin(request),
      ).then(
        (module) => {
          this.failures.delete(id);
          this.cache.set(id, { key: id, module });
          return module;
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          this.failures.set(id, failure);
          throw failure;
        },
      );
      promise.finally(() => this.pending.delete(id)).catch(() => undefined);
      this.pending.set(id, promise);
    }
    return promise;
  }
}
