/**
 * docs/spec.md §4: a new build is detected by polling the version file; the page then reloads on the next
 * navigation, at most once per 10 seconds per path. A failed lazy chunk also reloads, under the
 * same limit, so a visitor holding an old page picks up the new files instead of an error.
 */
export const RELOAD_INTERVAL_MS = 10_000;
export const VERSION_POLL_MS = 60_000;
const STORAGE_KEY = 'mealprep.reloads';

export interface ReloadGate {
  /** True (and remembered) when `path` has not been reloaded in the last 10 s. */
  allow(path: string, now?: number): boolean;
}

export function createReloadGate(storage: Pick<Storage, 'getItem' | 'setItem'>): ReloadGate {
  return {
    allow(path, now = Date.now()) {
      let reloads: Record<string, number> = {};
      try {
        reloads = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
      } catch {
        reloads = {};
      }
      const last = reloads[path];
      if (last !== undefined && now - last < RELOAD_INTERVAL_MS) return false;
      reloads[path] = now;
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(reloads));
      } catch {
        // storage full or blocked: still allow this one reload
      }
      return true;
    },
  };
}

/** Chunk-load failures as webpack and the federation runtime report them. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Polls `url` for `{ buildId }` and calls `onUpdate` once when it differs from the running build.
 * Returns a function that stops polling.
 */
export function watchForUpdates(
  currentBuildId: string,
  fetchJson: (url: string) => Promise<unknown>,
  onUpdate: () => void,
  { url = '/version.json', intervalMs = VERSION_POLL_MS } = {},
): () => void {
  let stopped = false;
  const check = async () => {
    try {
      const answer = (await fetchJson(url)) as { buildId?: unknown };
      if (!stopped && typeof answer?.buildId === 'string' && answer.buildId !== currentBuildId) {
        stopped = true;
        clearInterval(timer);
        onUpdate();
      }
    } catch {
      // offline or the file is missing: try again later
    }
  };
  const timer = setInterval(check, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
