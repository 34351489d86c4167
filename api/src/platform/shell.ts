import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoute, routeTable } from '@mealprep/shared/route-table';
import type { RemotesMap } from './remotes';

/** The runtime config the shell reads from `#mealprep-boot` instead of fetching it. */
export interface BootConfig {
  apiBaseUrl: string;
  remotes: RemotesMap;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The data block and preload links (ARCHITECTURE §2: first paint must not wait on a chain of
 * discoveries). The JSON is not executable, so the CSP needs no inline-script exception; `<` is
 * escaped so no value can close the element.
 */
export function bootMarkup(boot: BootConfig, pathname = '/'): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  // Only the landing page's remote: preloading all five would cost every visitor the others.
  const route = matchRoute(pathname.replace(/^\/ms-MY(?=\/|$)/i, '') || '/');
  const remote = route ? boot.remotes[routeTable[route].remote] : null;
  const preloads = remote
    ? `<link rel="preload" as="script" href="${escapeAttribute(remote.entry)}">`
    : '';
  return `<script type="application/json" id="mealprep-boot">${json}</script>${preloads}`;
}

export function injectBoot(html: string, boot: BootConfig, pathname?: string): string {
  const markup = bootMarkup(boot, pathname);
  const at = html.search(/<\/head>/i);
  return at === -1 ? markup + html : html.slice(0, at) + markup + html.slice(at);
}

/** The shell's `index.html`, read once and again only when its modification time changes. */
export class ShellIndex {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(readonly distDir: string) {}

  get file(): string {
    return path.join(this.distDir, 'index.html');
  }

  /** null when the shell is not built. */
  async html(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.file)).mtimeMs;
    } catch {
      this.cached = null;
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, html: await fs.readFile(this.file, 'utf8') };
    }
    return this.cached.html;
  }
}
