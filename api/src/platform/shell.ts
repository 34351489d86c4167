import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, localeFromPathname, stripLocalePrefix } from '@mealprep/shared/locale';
import { documentTitle } from '@mealprep/shared/page-titles';
import { PREFETCH_LATER_ATTRIBUTE } from '@mealprep/shared/federation-contracts';
import { escapeHtml } from '../ssr/escape';
import { matchRoute, routeTable } from '@mealprep/shared/route-table';
import { SNAPSHOT_MAX_AGE_MS } from './registrySnapshot';
import { type RemoteName, type RemoteRegistry, type RemotesMap } from './remotes';

/** The runtime config the shell reads from `#mealprep-boot` instead of fetching it. */
export interface BootConfig {
  apiBaseUrl: string;
  remotes: RemotesMap;
}

/**
 * The data block and preload links (docs/architecture.md §2: first paint must not wait on a chain of
 * discoveries). The JSON is not executable, so the CSP needs no inline-script exception; `<` is
 * escaped so no value can close the element.
 */
export function bootMarkup(
  boot: BootConfig,
  pathname = '/',
  chunks: string[] = [],
  /**
   * The page is already rendered in the HTML: its scripts only make it interactive once the
   * visitor reaches for it (docs/architecture.md §2.4), so they are not preloaded (a preload asks
   * for use within seconds) but listed for a prefetch (`data-prefetch`, no `rel`: nothing is
   * fetched yet), which the starter turns on once the page's largest image is painted.
   */
  rendered = false,
): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  // Only the landing page's remote: preloading all five would cost every visitor the others.
  const landing = landingRoute(pathname);
  const remote = landing ? boot.remotes[landing.remote] : null;
  // The entry is fetched as the federation runtime will ask for it (CORS, with its integrity),
  // or the browser would not reuse the preload.
  const entry = remote?.integrity
    ? ` integrity="${escapeHtml(remote.integrity)}" crossorigin="anonymous"`
    : '';
  const preloads = (remote ? [remote.entry, ...chunks] : [])
    .map(
      (href, n) =>
        `<link ${rendered ? PREFETCH_LATER_ATTRIBUTE : 'rel="preload"'} as="script" href="${escapeHtml(href)}"${n === 0 ? entry : ''}>`,
    )
    .join('');
  return `<script type="application/json" id="mealprep-boot">${json}</script>${preloads}`;
}

/** The route a page address shows (either language) and the remote that owns it. */
export function landingRoute(pathname: string) {
  const id = matchRoute(stripLocalePrefix(pathname));
  return id ? { id, remote: routeTable[id].remote } : null;
}

export function injectBoot(
  html: string,
  boot: BootConfig,
  pathname?: string,
  chunks?: string[],
): string {
  const markup = bootMarkup(boot, pathname, chunks);
  const titled = withTitle(html, pathname ?? '/');
  const at = titled.search(/<\/head>/i);
  return at === -1 ? markup + titled : titled.slice(0, at) + markup + titled.slice(at);
}

/** The page's own title in its language, so the tab reads right before any script runs. */
function withTitle(html: string, pathname: string): string {
  const locale = localeFromPathname(pathname) ?? DEFAULT_LOCALE;
  const title = documentTitle(landingRoute(pathname)?.id ?? 'notFound', locale);
  return html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`);
}

/** The shell's `index.html`, read once and again only when its modification time changes. */
export class ShellIndex {
  private cached: { mtimeMs: number; html: string; checkedAt: number } | null = null;

  constructor(readonly distDir: string) {}

  get file(): string {
    return path.join(this.distDir, 'index.html');
  }

  /** The build of `index.html` last read (its modification time): part of a kept page's key. */
  get build(): string {
    return String(this.cached?.mtimeMs ?? '');
  }

  /**
   * null when the shell is not built. A build is looked at on disk at most every 250 ms
   * (SNAPSHOT_MAX_AGE_MS), not once per page; a missing one on every request until it is there.
   */
  async html(): Promise<string | null> {
    const now = performance.now();
    if (this.cached && now - this.cached.checkedAt < SNAPSHOT_MAX_AGE_MS) return this.cached.html;
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.file)).mtimeMs;
    } catch {
      this.cached = null;
      return null;
    }
    const html =
      this.cached?.mtimeMs === mtimeMs ? this.cached.html : await fs.readFile(this.file, 'utf8');
    this.cached = { mtimeMs, html, checkedAt: now };
    return html;
  }
}

interface FederationManifest {
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * The chunks a landing page needs right after the remote's entry: the `./routes` expose and the
 * page's own lazy chunk, which each remote names `<remote>-<routeId>` (its routes.tsx). Read
 * from the build's `mf-manifest.json`, so a first visit does not discover them one round trip
 * at a time. Only for builds this server holds and serves itself; cached per manifest file and modification time.
 */
export class LandingChunks {
  private cache = new Map<
    string,
    { mtimeMs: number; manifest: FederationManifest | null; checkedAt: number }
  >();

  constructor(private readonly registry: Pick<RemoteRegistry, 'remoteDir'>) {}

  async forPage(remotes: RemotesMap, pathname: string): Promise<string[]> {
    const landing = landingRoute(pathname);
    if (!landing) return [];
    const info = remotes[landing.remote as RemoteName];
    // Only for builds served from this origin. Chromium hands a failed preload to the script
    // that asks for the same address later in the page, so after an outage of a remote's own
    // origin the fallback's retry could never recover (e2e/specs/outage.e2e.ts found it).
    if (!info.entry.startsWith('/')) return [];
    const dir = this.registry.remoteDir(landing.remote as RemoteName, info.version);
    if (!dir) return [];
    const manifest = await this.read(path.join(dir, 'mf-manifest.json'));
    const routes = manifest?.exposes?.find((expose) => expose.name === 'routes')?.assets?.js;
    if (!routes) return [];
    const page = (routes.async ?? []).filter((file) =>
      file.startsWith(`${landing.remote}-${landing.id}.`),
    );
    const base = info.entry.slice(0, info.entry.lastIndexOf('/') + 1);
    return [...(routes.sync ?? []), ...page].map((file) => base + file);
  }

  /** A manifest is looked at on disk at most every 250 ms (SNAPSHOT_MAX_AGE_MS). */
  private async read(file: string): Promise<FederationManifest | null> {
    const now = performance.now();
    const cached = this.cache.get(file);
    if (cached && now - cached.checkedAt < SNAPSHOT_MAX_AGE_MS) return cached.manifest;
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs === mtimeMs) {
      cached.checkedAt = now;
      return cached.manifest;
    }
    let manifest: FederationManifest | null = null;
    try {
      manifest = JSON.parse(await fs.readFile(file, 'utf8')) as FederationManifest;
    } catch {
      // A manifest being rewritten or broken costs only the preloads.
    }
    this.cache.set(file, { mtimeMs, manifest, checkedAt: now });
    return manifest;
  }
}
