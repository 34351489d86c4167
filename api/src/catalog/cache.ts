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
 * Serialized catalogue answers, kept per catalogue revision. Every lookup first reads the
 * revision from the database (one indexed row), so a change committed by any process empties
 * every process's cache on its next request: nothing here can outlive the data it came from
 * (ARCHITECTURE §8). Entries are built after the revision is read, so they are never older than
 * the revision they are filed under. At most `maxEntries` answers (oldest dropped first).
 */
export class CatalogAnswerCache {
  private revision: number | null = null;
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly currentRevision: () => Promise<number>,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const revision = await this.currentRevision();
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const answer = cachedAnswer(await build());
    if (this.revision === revision) {
      if (this.entries.size >= this.maxEntries) {
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
