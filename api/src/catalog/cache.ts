import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type ContentEncoding = 'br' | 'gzip';

/**
 * A serialized answer and its strong ETag (a hash of exactly these bytes). Its brotli and gzip
 * forms are made once, on first demand, and kept with it: the menu is compressed once per
 * catalogue revision, not once per request.
 */
export interface CachedAnswer {
  body: string;
  etag: string;
  encoded(encoding: ContentEncoding): Buffer;
}

/** Below this size compression saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** A JSON serializer: the route's, from its response contract, or `JSON.stringify`. */
export type Serialize = (payload: unknown) => string;

export function cachedAnswer(
  payload: unknown,
  serialize: Serialize = JSON.stringify,
): CachedAnswer {
  // `null` (nothing found) is no answer of the contract's shape; the route answers 404 for it.
  const body = payload === null ? 'null' : serialize(payload);
  const forms: Partial<Record<ContentEncoding, Buffer>> = {};
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    encoded(encoding) {
      forms[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : zlib.gzipSync(body, { level: 9 });
      return forms[encoding];
    },
  };
}

/** How late, at most, a process sees a catalogue change committed elsewhere. */
export const CATALOG_REVISION_MAX_AGE_MS = 250;

/**
 * Serialized catalogue answers, kept per catalogue revision. The revision is read from the
 * database (one indexed row) at most once per `revisionMaxAgeMs` per process, by one query
 * however many requests wait on it; a change committed by any process therefore empties every
 * process's cache within that time (docs/architecture.md §8) — a quarter of a second by default, which
 * no shopper notices and which keeps the menu from costing a database round trip per request.
 * Entries are built after the revision is read, so they are never older than the revision they
 * are filed under. At most `maxEntries` answers (the least recently used dropped); once full, a new
 * answer is kept only when asked for a second time lately (`admits`).
 */
export class CatalogAnswerCache {
  private revision: number | null = null;
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** Keys built once lately while the cache was full, not kept yet. */
  private readonly askedOnce: LRUCache<string, true>;
  private checked: { at: number; revision: Promise<number> } | null = null;

  constructor(
    private readonly currentRevision: () => Promise<number>,
    private readonly options: {
      maxEntries?: number;
      revisionMaxAgeMs?: number;
      now?: () => number;
    } = {},
  ) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 500 });
    this.askedOnce = new LRUCache({ max: (options.maxEntries ?? 500) * 4 });
  }

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

  async get(
    key: string,
    build: () => Promise<unknown>,
    serialize?: Serialize,
  ): Promise<CachedAnswer> {
    const revision = await this.readRevision();
    if (revision !== this.revision) {
      this.entries.clear();
      this.askedOnce.clear();
      this.revision = revision;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const answer = cachedAnswer(await build(), serialize);
    if (this.revision === revision && this.admits(key)) this.entries.set(key, answer);
    return answer;
  }

  /**
   * Whether a new answer may take a place: always while there is room; once full, only an answer
   * asked for a second time lately. Anyone can ask for answers without end (a new search text, an
   * id no dish has), and a flood of them asked for once must not push out the menu every visitor
   * reads; a search people repeat is kept on its second asking.
   */
  private admits(key: string): boolean {
    if (this.entries.size < this.entries.max || this.askedOnce.has(key)) {
      this.askedOnce.delete(key);
      return true;
    }
    this.askedOnce.set(key, true);
    return false;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The catalogue's revision as this process knows it (at most `revisionMaxAgeMs` old). */
  revisionNow(): Promise<number> {
    return this.readRevision();
  }
}
