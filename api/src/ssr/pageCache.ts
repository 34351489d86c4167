import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { boundedMemo } from '../lib/boundedMemo';
import { gzipPieces, gzipWithNonce, type GzipPieces } from './noncedGzip';

export type PageEncoding = 'br' | 'gzip';

/**
 * One cached guest page: the whole answer but its style nonce, so a hit costs a map lookup and
 * putting the answer's nonce in (styleNonce.ts, noncedGzip.ts).
 */
export interface CachedPage {
  status: number;
  /** The HTML cut where each answer's style nonce goes: `parts.join(nonce)`. */
  parts: readonly string[];
  /** The HTML's length without its nonces (whether it is worth compressing). */
  length: number;
  /** Its gzip form in pieces, made on first use and kept with the page. */
  gzip?: GzipPieces;
}

export function cachedPage(status: number, parts: readonly string[]): CachedPage {
  return { status, parts, length: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** Brotli for a browser that takes brotli but not gzip: made for each answer. */
const BROTLI_QUALITY = 3;

/**
 * A page's answer with `nonce` in it, in `encoding` (null: the text). Gzip is made from pieces
 * deflated once and kept with the page, so an answer compresses nothing (noncedGzip.ts); brotli,
 * which cannot be put together so, is made for the answer, and only for a browser that takes
 * brotli and not gzip (none that the shop knows of).
 */
export function pageAnswer(
  page: CachedPage,
  nonce: string,
  encoding: PageEncoding | null,
): string | Buffer {
  if (encoding === 'gzip') {
    page.gzip ??= gzipPieces(page.parts);
    return gzipWithNonce(page.gzip, nonce);
  }
  const html = page.parts.join(nonce);
  if (encoding !== 'br') return html;
  const bytes = Buffer.from(html);
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** What of a remote's entry a page's HTML depends on. */
export interface RemoteBuild {
  version: string;
  integrity?: string;
}

let nextBuildNumber = 0;
/**
 * Builds (`version digest`) by number, the last 10,000 builds asked about; a number is never given
 * twice, so a build forgotten and met again gets a new one (its pages are rendered again).
 */
const numberOfBuild = boundedMemo(10_000, () => nextBuildNumber++);
/** The number last given to each entry object: the registry makes them once per reading. */
const numberedEntries = new WeakMap<RemoteBuild, RemoteBuild & { number: number }>();

/** A build's number: the same version and digest always get the same one while it is known. */
function buildNumber(remote: RemoteBuild): number {
  const seen = numberedEntries.get(remote);
  // Compared again (the same strings, so at once) in case the entry was changed since.
  if (seen && seen.version === remote.version && seen.integrity === remote.integrity) {
    return seen.number;
  }
  const number = numberOfBuild(`${remote.version} ${remote.integrity ?? ''}`);
  numberedEntries.set(remote, { version: remote.version, integrity: remote.integrity, number });
  return number;
}

/**
 * Server-rendered pages for guests (docs/architecture.md §2.4). The key is everything the HTML
 * depends on: method and path with the query the page reads (pageAddress.ts), language, the
 * versions the visitor's cohort is given, the shell's build and the catalogue's revision — so a
 * pin, a rollback, a canary cohort or a catalogue change is a different key and shows on the next
 * request. Only pages rendered for a visitor without a session are stored (routes/shell decides);
 * anything rendered for a signed-in customer is never kept.
 *
 * Two parts, each dropping the page asked for least recently when full (lru-cache: a hit costs
 * about as much as a Map look-up, where moving the entry to the end of a Map cost three times
 * that): `capacity` pages of routes' own addresses — a bounded set, the pages visitors come back
 * to — and a quarter as many of everything else (searches, filters, 404s, odd spellings), which
 * anyone can make without end. So a flood of new addresses never pushes a route's page out; and
 * once the second part is full, an address joins it only when asked for a second time lately,
 * so a flood of addresses asked for once does not push out the searches people repeat.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | null;
  private readonly others: LRUCache<string, CachedPage> | null;
  /** Addresses of the second part asked for once lately, not kept yet. */
  private readonly askedOnce: LRUCache<string, true> | null;

  constructor(capacity: number) {
    const others = Math.ceil(capacity / 4);
    this.pages = capacity > 0 ? new LRUCache({ max: capacity }) : null;
    this.others = capacity > 0 ? new LRUCache({ max: others }) : null;
    this.askedOnce = capacity > 0 ? new LRUCache({ max: others * 4 }) : null;
  }

  /** `remotes`: each remote's version and its entry's digest (a rebuild keeps the version). */
  static key(parts: {
    url: string;
    locale: string;
    remotes: Record<string, RemoteBuild>;
    shell: string;
    catalogue: number | string;
  }): string {
    // Remote names are plain ASCII: the default sort compares code units, not the locale's
    // collation. Each build is named by a short number, not its digest: the key is hashed on
    // every guest page asked for, and five digests made it several times longer.
    let key = `${parts.url}\n${parts.locale}\n`;
    for (const name of Object.keys(parts.remotes).sort()) {
      const remote = parts.remotes[name];
      if (remote) key += `${name}#${buildNumber(remote)},`;
    }
    return `${key}\n${parts.shell}\n${parts.catalogue}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages?.get(key) ?? this.others?.get(key);
  }

  /**
   * Keeps `page` under `key`; `routePage`: a route's own address answered 200 (pageAddress.ts),
   * else it goes to the second part. Whether it was kept.
   */
  set(key: string, page: CachedPage, routePage: boolean): boolean {
    if (!this.pages || !this.others || !this.askedOnce) return false;
    if (routePage) {
      this.pages.set(key, page);
      return true;
    }
    if (this.others.size < this.others.max || this.askedOnce.has(key)) {
      this.askedOnce.delete(key);
      this.others.set(key, page);
      return true;
    }
    this.askedOnce.set(key, true);
    return false;
  }

  get size(): number {
    return (this.pages?.size ?? 0) + (this.others?.size ?? 0);
  }
}
