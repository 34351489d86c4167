/**
 * What the registry answers on every page request (who gets which build, which origins the CSP
 * allows), read from the database at most once per `SNAPSHOT_MAX_AGE_MS` per process rather than
 * once per request (docs/architecture.md §3.2). A change made in this process is read again on the
 * next request; another process reads it within `SNAPSHOT_MAX_AGE_MS`, and a release manager's
 * action on a database shared by processes answers only after that long, so that when the command
 * returns every process serves what it did.
 */
export const SNAPSHOT_MAX_AGE_MS = 250;

let generation = 0;

/** Pins, canaries or published origins changed in this process (called after the commit). */
export function registryChanged() {
  generation += 1;
}

/** One value read through `read`, kept while it is young and nothing changed in this process. */
export class Snapshot<T> {
  private kept: { at: number; generation: number; value: Promise<T> } | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = SNAPSHOT_MAX_AGE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const now = this.now();
    const kept = this.kept;
    if (kept && kept.generation === generation && now - kept.at < this.maxAgeMs) return kept.value;
    const value = this.read();
    const entry = { at: now, generation, value };
    this.kept = entry;
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (this.kept === entry) this.kept = null;
    });
    return value;
  }
}
