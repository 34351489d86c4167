// The shell's server entry (docs/architecture.md §2.4): built by scripts/webpack/serverConfig.js
// into shell/dist-server/render.js and loaded by the API process. It renders the page frame and
// the owning remote's page for one request, with the data the page asks for.
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createIntl, createIntlCache } from 'react-intl';
import { baseApi, createApiClient, type ApiClient } from '@mealprep/shared/api';
import { createEventBus } from '@mealprep/shared/bus';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { makeStore, type AppStore } from '@mealprep/shared/store';
import type { RemoteLoader, RemoteMap } from '@mealprep/shared/federation';
import type { RemoteName, RemoteRoutesModule } from '@mealprep/shared/routes';
import { App } from '../App';
import type { Platform } from '../platform/PlatformContext';
import { buildRoutes } from '../routing/router';
import { ServerRedirectContext, type RedirectRecord } from '../routing/serverRedirect';
import { hasLoginFlag, startSession } from '../session/session';
import { inProcessAdapter, type InjectFn } from '@mealprep/shared/api/server';
import { planOf, planScope, QueryPlans, startPlan, unasked, type PlannedQuery } from './queryPlan';
import { serialiseState } from './serialiseState';
import { CompiledStyles } from './styleCache';

export { sharedModules } from './sharedModules';
export type { InjectFn } from '@mealprep/shared/api/server';

export type ServerRoutes = Partial<{ [R in RemoteName]: RemoteRoutesModule<R> }>;

export interface ServerRenderInput {
  /** Path and query as requested (`/ms-MY/food-menu?tab=2`). */
  url: string;
  origin: string;
  locale: Locale;
  /** The visitor's Cookie header: the session is looked up as the browser would. */
  cookie: string;
  /** Answers API requests in the same process (the API's own routes, no network). */
  inject: InjectFn;
  remotes: RemoteMap;
  /** The remotes' `./routes` modules loaded from their server bundles. */
  routes: ServerRoutes;
  /** Other remotes' widgets loaded from their server bundles, by id (`questionnaire/MealPlan`). */
  widgets?: Partial<Record<string, unknown>>;
  /** A render pass longer than this is abandoned (the page is then rendered without the remote). */
  budgetMs: number;
  /** An error thrown while rendering (React recovers by leaving that boundary to the browser). */
  onError(error: unknown): void;
}

export interface ServerRenderResult {
  status: 200 | 404;
  /** Where a guard sends the visitor (a path of this site), instead of a page. */
  redirect: string | null;
  /** The inner HTML of `#root`. */
  html: string;
  /** styled-components' `<style>` elements for the rendered tree. */
  styles: string;
  /** The store, safe to put in a JSON data block (serialiseState.ts). */
  state: string;
  /** RTK Query's cached answers, for the page's head (titles, structured data). */
  queries: Record<string, unknown>;
  /** Render passes (a page whose queries depend on answers needs more than one). */
  passes: number;
  /** The widgets of other remotes the HTML holds: the browser loads them before it hydrates. */
  widgets: string[];
}

export class RenderBudgetExceeded extends Error {
  constructor(budgetMs: number) {
    super(`server render took longer than ${budgetMs} ms`);
    this.name = 'RenderBudgetExceeded';
  }
}

const MAX_PASSES = 4;

/** The route table as a static handler: built once per process, not per request (it is stateless). */
let handler: ReturnType<typeof createStaticHandler> | null = null;

/**
 * The remotes' modules as the server has them: a page's routes, and the widgets loaded for it.
 * A widget shown (`peek`: RemoteWidget's first render) is recorded in `shown`, for the page to tell
 * the browser; one the server lacks renders its loading state, which the app fills in.
 */
function serverLoader(
  remotes: RemoteMap,
  routes: ServerRoutes,
  widgets: Partial<Record<string, unknown>>,
  shown: Set<string>,
): RemoteLoader {
  const moduleOf = (id: string): unknown => {
    const [remote, expose] = id.split('/') as [RemoteName, string];
    return expose === 'routes' ? routes[remote] : widgets[id];
  };
  return {
    load: (id) => {
      const module = moduleOf(id);
      return module ? Promise.resolve(module as never) : new Promise(() => undefined);
    },
    peek: (id) => {
      const module = moduleOf(id);
      if (module && !id.endsWith('/routes')) shown.add(id);
      return module as never;
    },
    reset: () => undefined,
    versionOf: (remote) => remotes[remote]?.version ?? null,
  };
}

/** Renders `element` to a string once every boundary is ready, within `budgetMs`. */
function renderPass(
  element: ReactElement,
  budgetMs: number,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      settled = true;
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: no completion scripts (the page's CSP allows no inline script)
      // and nothing left for the browser to assemble.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        if (!settled) onError(error);
      },
    });
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      stream.abort();
      reject(new RenderBudgetExceeded(budgetMs));
    }, budgetMs);
  });
}

function platformFor(store: AppStore, api: ApiClient): Platform {
  const nothing = () => undefined;
  return {
    api,
    bus: createEventBus(nothing),
    store,
    reloadGate: { allow: () => false },
    reload: nothing,
    switchLocale: nothing,
    logout: () => Promise.resolve(),
    allowedExternalOrigins: [],
  };
}

/** The API client's error messages' formatters, made once for every request. */
const errorFormatters = createIntlCache();

/** What guests' pages asked for in their first pass, per address (queryPlan.ts). */
const plans = new QueryPlans();

/** A render started from a plan that the page did not follow: the page is rendered again without. */
class PlanNotFollowed extends Error {}

/**
 * One page: the session as the browser would look it up, then render passes until the page
 * starts no more queries (each pass waits for the answers the previous one asked for), then the
 * HTML, its styles and the store to hydrate with. A guest's page starts with the queries the same
 * address asked for before (queryPlan.ts), so it usually needs one pass; a plan the page does not
 * follow entirely (a query it did not ask for) is dropped, and the page rendered again from an
 * empty store, so what is sent is what a render without a plan sends.
 */
export async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const scope = planScope(input.locale, input.remotes);
  const plan = hasLoginFlag(input.cookie) ? null : plans.find(scope, input.url);
  if (plan) {
    try {
      return await renderWith(input, plan);
    } catch (error) {
      if (!(error instanceof PlanNotFollowed)) throw error;
      plans.notFollowed(scope, input.url);
    }
  }
  return renderWith(input, null);
}

async function renderWith(
  input: ServerRenderInput,
  plan: PlannedQuery[] | null,
): Promise<ServerRenderResult> {
  const { locale, routes, remotes } = input;
  const intl = createIntl({ locale, messages: commonMessages[locale] }, errorFormatters);
  const api = createApiClient({
    baseURL: '',
    locale: () => locale,
    translate: (id) => intl.formatMessage({ id }),
    notify: () => undefined,
    adapter: inProcessAdapter(input.inject, input.cookie),
  });
  const store = makeStore(undefined, { api });
  const platform = platformFor(store, api);
  await startSession(store, input.cookie);

  handler ??= createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  if (context instanceof Response) throw new Error('routes have no loaders');
  const status = context.matches.some((match) => match.route.path === '*') ? 404 : 200;
  const shownWidgets = new Set<string>();
  const loader = serverLoader(remotes, routes, input.widgets ?? {}, shownWidgets);
  const catalogues = Object.fromEntries(
    Object.entries(routes).map(([remote, module]) => [remote, module.messages]),
  );
  const planned = plan ? await startPlan(store, plan) : null;
  // A pass abandoned with its plan reports nothing: the render without the plan reports its own.
  const errors: unknown[] = [];

  let html = '';
  let styles = '';
  const redirect: RedirectRecord = { to: null };
  let passes = 0;
  let firstPass: string[] = [];
  try {
    for (;;) {
      passes += 1;
      redirect.to = null;
      // What the last pass showed is what the HTML holds.
      shownWidgets.clear();
      const router = createStaticRouter(handler.dataRoutes, context);
      const sheet = new ServerStyleSheet();
      try {
        const element = sheet.collectStyles(
          <CompiledStyles>
            <ServerRedirectContext.Provider value={redirect}>
              <App
                platform={platform}
                loader={loader}
                locale={locale}
                catalogues={catalogues}
                routerElement={
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                }
              />
            </ServerRedirectContext.Provider>
          </CompiledStyles>,
        );
        html = await renderPass(element, input.budgetMs, (error) =>
          planned ? errors.push(error) : input.onError(error),
        );
        styles = sheet.getStyleTags();
      } finally {
        sheet.seal();
      }
      if (passes === 1 && planned && unasked(store, planned).length > 0)
        throw new PlanNotFollowed();
      const inFlight = store.dispatch(baseApi.util.getRunningQueriesThunk());
      if (passes === 1 && !planned) firstPass = inFlight.map((query) => query.queryCacheKey);
      const running = await Promise.all(inFlight);
      if (running.length === 0 || passes >= MAX_PASSES) break;
    }
  } catch (error) {
    store.dispatch(baseApi.util.resetApiState());
    throw error;
  }
  errors.forEach(input.onError);
  if (!planned && !hasLoginFlag(input.cookie) && firstPass.length > 0) {
    const learned = planOf(store, firstPass);
    if (learned) plans.remember(planScope(locale, remotes), input.url, learned);
  }
  const state = store.getState();
  const result: ServerRenderResult = {
    status,
    redirect: redirect.to,
    html,
    styles,
    state: serialiseState(state),
    queries: { ...state.api.queries },
    passes,
    widgets: [...shownWidgets],
  };
  // Nothing the page asked for may keep timers alive after the answer (polls, cache lifetimes).
  store.dispatch(baseApi.util.resetApiState());
  return result;
}
