import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
// Only light modules (no React, no store): a page that starts on intent runs this alone (§2.4).
import { apiPaths } from '@mealprep/shared/api-paths';
import type { EventBus } from '@mealprep/shared/bus';
import type { RemoteMap } from '@mealprep/shared/federation-contracts';
import { stripLocalePrefix } from '@mealprep/shared/locale';
import {
  matchRoute,
  routeTable,
  type RemoteName,
  type RouteId,
} from '@mealprep/shared/route-table';

export interface RealUserMetricsOptions {
  /** The versions this page was given (the boot config's `remotes`). */
  remotes: RemoteMap;
  /** `remote.failed` (a remote that failed to load or render) counts as that remote's error. */
  bus?: EventBus;
  /** Share of page views measured, 0–1 (the server's `RUM_SAMPLE_PERCENT`); 1 when absent. */
  sampleRate?: number;
  /** The API's origin (the boot config's `apiBaseUrl`); '' for this one. */
  apiBaseUrl?: string;
  /** Client-side navigations (the router's `subscribe`), so each remote visited is counted. */
  subscribe?: (listener: () => void) => () => void;
  /** Sends the report when the page is hidden (`navigator.sendBeacon`). */
  send?: (url: string, body: string) => boolean;
  random?: () => number;
  target?: Window;
}

/** What the app adds once it has started (the measurements may start before it; §2.4). */
export interface AppSignals {
  bus: EventBus;
  subscribe?: (listener: () => void) => () => void;
}

export interface RealUserMetrics {
  /** Listens to the app's failures and navigations from now on. */
  attach(app: AppSignals): void;
  /**
   * An interaction the browser's Event Timing could not time: a tap held until the app started
   * and then done again (holdUntilHydrated), `waitedMs` from the input to the paint after it.
   */
  heldInteraction(waitedMs: number): void;
  stop(): void;
}

interface View {
  remote: RemoteName;
  version: string;
  route: RouteId;
  errors: number;
}

const MAX_ERRORS = 1000;

/** The route of the page shown now, by the shared route table, or null (not found). */
function currentRoute(target: Window): RouteId | null {
  return matchRoute(stripLocalePrefix(target.location.pathname));
}

/** Where each remote's files are, to tell by a stack's URLs which remote threw. */
function remoteBases(remotes: RemoteMap, target: Window): [RemoteName, string][] {
  return (Object.entries(remotes) as [RemoteName, RemoteMap[RemoteName]][]).flatMap(
    ([remote, { entry }]) => {
      try {
        return [[remote, new URL('.', new URL(entry, target.location.href)).href]];
      } catch {
        return [];
      }
    },
  );
}

/**
 * Real-user measurements (docs/architecture.md §3.1): for a sampled share of page views, the Web
 * Vitals (LCP, INP, CLS, TTFB by `web-vitals`) of the landing page, attributed to its route's
 * remote and version, and per remote the uncaught errors, unhandled rejections and failures it
 * caused; sent once with `navigator.sendBeacon` when the page is first hidden. The server counts
 * it only with the signed page-view cookie for the versions this visitor was given, once per
 * page view. It can start before the app (a page that starts on intent) and be given the app's
 * bus and router later (`attach`).
 */
export function startRealUserMetrics(options: RealUserMetricsOptions): RealUserMetrics {
  const target = options.target ?? window;
  const random = options.random ?? Math.random;
  if (random() >= (options.sampleRate ?? 1))
    return { attach: () => {}, heldInteraction: () => {}, stop: () => {} };
  const send =
    options.send ??
    ((url: string, body: string) =>
      typeof target.navigator.sendBeacon === 'function' && target.navigator.sendBeacon(url, body));
  const views = new Map<RemoteName, View>();
  const vitals: Record<string, number> = {};
  /** The longest wait of a held and replayed interaction, counted into INP (see heldInteraction). */
  let longestHeld = 0;
  const bases = remoteBases(options.remotes, target);
  let sent = false;

  const viewOf = (remote: RemoteName, version?: string | null): View | null => {
    const known = views.get(remote);
    if (known) return known;
    const route = currentRoute(target);
    const given = version ?? options.remotes[remote]?.version;
    if (!route || !given) return null;
    const view = { remote, version: given, route, errors: 0 };
    views.set(remote, view);
    return view;
  };
  const visited = () => {
    const route = currentRoute(target);
    if (route) viewOf(routeTable[route].remote);
  };
  const raised = (remote: RemoteName | null, version?: string | null) => {
    const view = remote ? viewOf(remote, version) : null;
    if (view) view.errors = Math.min(MAX_ERRORS, view.errors + 1);
  };
  const remoteIn = (text: string | undefined): RemoteName | null =>
    (text && bases.find(([, base]) => text.includes(base))?.[0]) || null;

  visited();
  // The vitals measure the page the visitor landed on; a page not in the route table has none.
  const landing = [...views.values()][0] ?? null;
  const record = (metric: Metric) => {
    vitals[metric.name.toLowerCase()] = metric.value;
  };
  // Every change is kept, so the values at page hide are the final ones. Browsers without the
  // Performance Timeline (web-vitals needs it) still report errors.
  if (typeof target.performance?.getEntriesByType === 'function') {
    onLCP(record, { reportAllChanges: true });
    onINP(record, { reportAllChanges: true });
    onCLS(record, { reportAllChanges: true });
    onTTFB(record);
  }

  const onError = (event: ErrorEvent) =>
    raised(
      remoteIn(event.filename) ?? remoteIn((event.error as Error | undefined)?.stack ?? undefined),
    );
  const onRejection = (event: PromiseRejectionEvent) =>
    raised(remoteIn((event.reason as Error | undefined)?.stack ?? undefined));
  const detach: (() => void)[] = [];
  const attach = ({ bus, subscribe }: AppSignals) => {
    detach.push(bus.on('remote.failed', ({ remote, version }) => raised(remote, version)));
    if (subscribe) detach.push(subscribe(visited));
  };
  if (options.bus) attach({ bus: options.bus, subscribe: options.subscribe });

  const flush = () => {
    if (sent || views.size === 0) return;
    sent = true;
    const onLanding = !!landing && [...views.values()][0] === landing;
    const measured: Record<string, number> = onLanding ? { ...vitals } : {};
    // INP is the page's slowest interaction (web-vitals: the 98th percentile, the slowest below
    // 50 interactions): a held tap's wait counts as one of them.
    if (onLanding && longestHeld > (measured.inp ?? 0)) measured.inp = longestHeld;
    send(
      `${options.apiBaseUrl ?? ''}${apiPaths.rum}`,
      JSON.stringify({ views: [...views.values()].slice(0, 5), vitals: measured }),
    );
  };
  // Sent once the page is hidden. A page being left fires `pagehide` while still visible, then
  // `visibilitychange`: web-vitals takes in the last interactions (INP) at the latter, so the
  // report waits for it (a click that navigates away would otherwise be missing).
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', onHidden);
  return {
    attach,
    heldInteraction: (waitedMs) => {
      if (Number.isFinite(waitedMs) && waitedMs > longestHeld) longestHeld = waitedMs;
    },
    stop: () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.document.removeEventListener('visibilitychange', onHidden);
      target.removeEventListener('pagehide', onHidden);
      for (const off of detach.splice(0)) off();
    },
  };
}
