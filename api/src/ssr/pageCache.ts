import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** One cached guest page: the whole answer, so a hit costs a map lookup. */
export interface CachedPage {
  status: number;
  html: string;
  /** Compressed copies, made on first use and kept with the page. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * A page's bytes in `encoding`. Kept pages are compressed once (brotli at a quality that takes
 * about a millisecond for a page); a page rendered for one visitor is gzipped as it is sent.
 */
export function encodePage(page: CachedPage, encoding: PageEncoding): Buffer {
  const kept = page.encoded?.[encoding];
  if (kept) return kept;
  const bytes =
    encoding === 'br'
      ? zlib.brotliCompressSync(page.html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html),
          },
        })
      : zlib.gzipSync(page.html, { level: 6 });
  page.encoded = { ...page.encoded, [encoding]: bytes };
  return bytes;
}

/**
 * Server-rendered pages for guests (docs/architecture.md §2.4), at most `capacity` (least
 * recently used dropped). The key is everything the HTML depends on: method and path with query,
 * language, the versions the visitor's cohort is given, the shell's build and the catalogue's
 * revision — so a pin, a rollback, a canary cohort or a catalogue change is a different key and
 * shows on the next request. Only pages rendered for a visitor without a session are stored
 * (routes/shell decides); anything rendered for a signed-in customer is never kept.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly capacity: number) {}

  static key(parts: {
    url: string;
    locale: string;
    versions: Record<string, string>;
    shell: string;
    catalogue: number | string;
  }): string {
    // Remote names are plain ASCII: compared by code unit, not through the locale's collation.
    const versions = Object.entries(parts.versions)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, version]) => `${name}@${version}`)
      .join(',');
    return [parts.url, parts.locale, versions, parts.shell, parts.catalogue].join('\n');
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: CachedPage): void {
    if (this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
