import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { boundedMemo } from '../lib/boundedMemo';

export type PageEncoding = 'br' | 'gzip';

/** One cached guest page: the whole answer, so a hit costs a map lookup. */
export interface CachedPage {
  status: number;
  html: string;
  /** Compressed copies, made on first use and kept with the page. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
  /** The brotli copy is (being) made again at the quality later guests are sent. */
  refined?: boolean;
}

/** Brotli for a page's first answer: its visitor already waited for the render. */
const FIRST_QUALITY = 3;
/** Brotli for a page asked for again: about a millisecond a page, some 13 % smaller. */
const KEPT_QUALITY = 5;

function brotliOptions(bytes: Buffer, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
}

/**
 * The smaller brotli copy, made off the event loop (libuv's thread pool) once a kept page is
 * asked for again; until it is there, the first copy is sent. An address asked for once (a
 * search) never pays for it.
 */
function refine(page: CachedPage): void {
  page.refined = true;
  const bytes = Buffer.from(page.html);
  zlib.brotliCompress(bytes, brotliOptions(bytes, KEPT_QUALITY), (error, better) => {
    if (!error) page.encoded = { ...page.encoded, br: better };
  });
}

/**
 * A page's bytes in `encoding`, compressed once and kept with the page: brotli fast for the
 * first answer and better for a page asked for again (`refine`), gzip at level 6 (a page rendered
 * for one visitor is gzipped as it is sent).
 */
export function encodePage(page: CachedPage, encoding: PageEncoding): Buffer {
  const kept = page.encoded?.[encoding];
  if (kept) {
    if (encoding === 'br' && !page.refined) refine(page);
    return kept;
  }
  // Made into bytes once: the size hint and the compressor would each encode the text again.
  const html = Buffer.from(page.html);
  const bytes =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, brotliOptions(html, FIRST_QUALITY))
      : zlib.gzipSync(html, { level: 6 });
  page.encoded = { ...page.encoded, [encoding]: bytes };
  return bytes;
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
 * Server-rendered pages for guests (docs/architecture.md §2.4), at most `capacity` (least
 * recently used dropped, by lru-cache: a hit costs about as much as a Map look-up, where moving
 * the entry to the end of a Map cost three times that). The key is everything the HTML depends
 * on: method and path with query, language, the versions the visitor's cohort is given, the
 * shell's build and the catalogue's revision — so a pin, a rollback, a canary cohort or a
 * catalogue change is a different key and shows on the next request. Only pages rendered for a
 * visitor without a session are stored (routes/shell decides); anything rendered for a signed-in
 * customer is never kept.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | null;

  constructor(capacity: number) {
    this.entries = capacity > 0 ? new LRUCache({ max: capacity }) : null;
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
    return this.entries?.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.entries?.set(key, page);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
