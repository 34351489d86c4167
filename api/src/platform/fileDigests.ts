import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/** A file's digest in Subresource Integrity form (`sha384-<base64>`), as browsers check it. */
export function sriDigest(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * Digests of files on disk, each computed once per process and again only when the file's
 * modification time or size changes (docs/architecture.md §3, release integrity): serving a file
 * costs a `stat`, not a hash. `hashed` counts the files actually read (for tests and the bench).
 */
export class FileDigests {
  hashed = 0;
  private cache = new Map<string, { mtimeMs: number; size: number; digest: string }>();

  /** The file's digest, or null when it does not exist (or is not a regular file). */
  async of(file: string): Promise<string | null> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      this.cache.delete(file);
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = this.cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
      return cached.digest;
    }
    const digest = sriDigest(await fs.readFile(file));
    this.hashed += 1;
    this.cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, digest });
    return digest;
  }
}
