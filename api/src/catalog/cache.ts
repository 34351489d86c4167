import { createHash } from 'node:crypto';

/** A serialized answer and its strong ETag (a hash of exactly these bytes). */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export function cachedAnswer(payload: unknown): CachedAnswer {
  const body = JSON.stringify(payload);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/**
 * Serialized catalogue answers, kept per catalogue revision. The revision is read from the
 * database (one indexed row) at most once per `revisionMaxAgeMs` per process, by one query
 * however many requests wait on it; a change committed by any process therefore empties every
 * process's cache within that time (ARCHITECTURE §8) — a quarter of a second by default, which
 * no shopper notices and which keeps the menu from costing a database round trip per request.
 * Entries are built after the revision is read, so they are never older than the revision they
 * are filed under. At most `maxEntries` answers (oldest dropped first).
 */
/** How late, at most, a process sees a catalogue change committed elsewhere. */
export const CATALOG_REVISION_MAX_AGE_MS = 250;

export class CatalogAnswerCache {
  private revision: number | null = null;
  private readonly entries = new Map<string, CachedAnswer>();
  private checked: { at: number; revision: Promise<number> } | null = null;

  constructor(
    private readonly currentRevision: () => Promise<number>,
    private readonly options: {
      maxEntries?: number;
      revisionMaxAgeMs?: number;
      now?: () => number;
    } = {},
  ) {}

  private readRevision(): Promise<number> {
    const now = (this.options.now ?? Date.now)();
    const maxAge = this.options.revisionMaxAgeMs ?? CATALOG_REVISION_MAX_AGE_MS;
    if (this.checked && now - this.checked.at < maxAge) return this.checked.revision;
    const revision = this.currentRevision();
    this.checked = { at: now, revision };
    // A failed read is not remembered: the next request asks again.
    revision.catch(() => {
      if (this.checked?.revision === revision) this.checked = null;
    });
    return revision;
  }

  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const revision = await this.readRevision();
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const answer = cachedAnswer(await build());
    if (this.revision === revision) {
      if (this.entries.size >= (this.options.maxEntries ?? 500)) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, answer);
    }
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }
}
