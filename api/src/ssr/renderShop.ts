import type { InjectFn } from '@mealprep/shared/api/server';
import { REMOTE_WIDGET_IDS } from '@mealprep/shared/federation-contracts';
import type { Locale } from '@mealprep/shared/locale';
import type { RemoteName, RemotesMap } from '../platform/remotes';
import { pageStatus } from './pageStatus';
import type { ShellServerBundle, RemoteServerBundles, ShellServerModule } from './serverBundles';

/** How the renderer asks the API in the same process (Fastify's `inject`): the shared client's transport. */
export type Inject = InjectFn;

/** What the shell's `renderPage` answers (shell/src/server/render.tsx). */
export interface RenderedPage {
  status: 200 | 404;
  redirect: string | null;
  html: string;
  styles: string;
  state: string;
  queries: Record<string, unknown>;
  passes: number;
  /**
   * The other remotes' widgets in the HTML (`questionnaire/MealPlan`): the browser loads them
   * before hydrating. None from a shell build older than widgets rendered on the server.
   */
  widgets?: string[];
}

export type RenderFailureKind = 'load' | 'render' | 'timeout';

export interface RenderFailure {
  remote: RemoteName;
  version: string;
  kind: RenderFailureKind;
  error: Error;
  /**
   * A pass over the budget while the server itself was slow: the same page without the remote,
   * rendered right after, took a quarter of the budget or more. Not that version's fault alone.
   */
  serverBusy?: boolean;
}

/**
 * The share of the budget the page without its remote may take for a pass over the budget to be
 * the remote's: such a render is a few milliseconds on a server with time to spare, so a load
 * spike that pushes the whole page past the budget slows it past this too.
 */
const BUSY_SHARE = 0.25;

export interface ShopRenderInput {
  url: string;
  locale: Locale;
  cookie: string;
  remotes: RemotesMap;
  /** The remote owning the page (null for the 404 page). */
  remote: RemoteName | null;
  inject: Inject;
}

export interface ShopRender {
  page: RenderedPage;
  /** The remote whose page is in the HTML; null when its slot is left to the browser. */
  rendered: RemoteName | null;
  failure: RenderFailure | null;
  ms: number;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Renders a page on the server (docs/architecture.md §2.4): the shell's server bundle, with the
 * owning remote's server bundle of the version the visitor is given. A remote whose server
 * bundle fails to load, throws while rendering or takes longer than the budget never takes the
 * page down: the page is rendered without it (its slot shows the skeleton the browser fills in,
 * as when a remote fails to load there), and the failure is answered with the page, for the
 * caller to count against that version like a browser's report (routes/shell/serverPage.ts) —
 * all but a pass over the budget on a busy server (`serverBusy`).
 */
export class ShopRenderer {
  constructor(
    private readonly options: {
      shell: ShellServerBundle;
      bundles: RemoteServerBundles;
      remoteDir(remote: RemoteName, version: string): string | null;
      origin: string;
      budgetMs: number;
    },
  ) {}

  /** Null while the shell has no server build: the page is then rendered in the browser. */
  async render(input: ShopRenderInput): Promise<ShopRender | null> {
    const shell = await this.options.shell.get();
    if (!shell) return null;
    const started = performance.now();
    const { remote } = input;
    const info = remote ? input.remotes[remote] : null;
    let failure: RenderFailure | null = null;
    const routes: Partial<Record<RemoteName, unknown>> = {};
    if (remote && info) {
      // Only builds this server holds: a build served from another origin renders in the browser.
      const dir = info.entry.startsWith('/') ? this.options.remoteDir(remote, info.version) : null;
      if (dir) {
        try {
          routes[remote] = await this.options.bundles.load(
            { remote, version: info.version, dir },
            shell.sharedModules,
          );
        } catch (error) {
          failure = { remote, version: info.version, kind: 'load', error: asError(error) };
        }
      }
    }
    const widgets = await this.widgets(input.remotes, shell.sharedModules);
    const attempt = (withRemote: boolean) => {
      let thrown: Error | null = null;
      const page = shell.renderPage({
        url: input.url,
        origin: this.options.origin,
        locale: input.locale,
        cookie: input.cookie,
        inject: input.inject,
        remotes: input.remotes,
        routes: withRemote ? routes : {},
        widgets,
        budgetMs: this.options.budgetMs,
        onError: (error: unknown) => {
          thrown ??= asError(error);
        },
      }) as Promise<RenderedPage>;
      return page.then((result) => ({ result, thrown: thrown as Error | null }));
    };
    const hasRemote = remote !== null && remote in routes;
    let page: RenderedPage;
    let rendered: RemoteName | null = hasRemote ? remote : null;
    try {
      const { result, thrown } = await attempt(hasRemote);
      page = result;
      if (thrown && remote && info) {
        // React left the boundary that threw to the browser; the rest of the page is served.
        failure = { remote, version: info.version, kind: 'render', error: thrown };
      }
    } catch (error) {
      if (!hasRemote || !remote || !info) throw error;
      const kind =
        error instanceof (shell as ShellServerModule).RenderBudgetExceeded ? 'timeout' : 'render';
      rendered = null;
      const fallbackStarted = performance.now();
      page = (await attempt(false)).result;
      const fallbackMs = performance.now() - fallbackStarted;
      failure = { remote, version: info.version, kind, error: asError(error) };
      if (kind === 'timeout') {
        failure.serverBusy = fallbackMs >= this.options.budgetMs * BUSY_SHARE;
      }
    }
    page = { ...page, status: pageStatus(input.url, page) };
    return { page, rendered, failure, ms: performance.now() - started };
  }

  /**
   * The widgets one remote's page may show of another (`REMOTE_WIDGET_IDS`: the questionnaire's
   * meal plan on /account), from the server builds of the versions this visitor is given, so the
   * page's HTML holds them too. A widget whose build is elsewhere or fails to load is left out:
   * the page then shows it once the app runs, as before (RemoteWidget). Loaded once per version.
   */
  private async widgets(
    remotes: RemotesMap,
    shared: Readonly<Record<string, unknown>>,
  ): Promise<Record<string, unknown>> {
    const loaded = await Promise.all(
      REMOTE_WIDGET_IDS.map(async (id) => {
        const [remote, expose] = id.split('/') as [RemoteName, string];
        const info = remotes[remote];
        const dir = info?.entry.startsWith('/')
          ? this.options.remoteDir(remote, info.version)
          : null;
        if (!info || !dir) return null;
        const module = await this.options.bundles
          .load({ remote, version: info.version, dir, expose }, shared)
          .catch(() => null);
        return module ? ([id, module] as const) : null;
      }),
    );
    return Object.fromEntries(loaded.filter((entry) => entry !== null));
  }
}
