// The queries a guest's page asks for in its first render pass, learned from earlier renders of
// the same address (docs/architecture.md §2.4): started before the first pass, so that a page whose
// data is known renders once with its data instead of once to discover what it needs and again
// to show it. Only names and arguments are kept, never answers: the answers are asked for again
// for each render, through the same in-process API as any other query.
import { LRUCache } from 'lru-cache';
import { baseApi } from '@mealprep/shared/api';
import type { AppStore } from '@mealprep/shared/store';

/** One query a page started: enough to start it again. */
export interface PlannedQuery {
  endpointName: string;
  originalArgs: unknown;
  /** An infinite query's first page. */
  initialPageParam?: unknown;
}

type Initiate = (
  arg: unknown,
  options: { subscribe: false; initialPageParam?: unknown },
) => Parameters<AppStore['dispatch']>[0];

interface SubscriptionSelectors {
  getSubscriptionCount(queryCacheKey: string): number;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** The scope of a page's plans: its language and the version of each remote. */
export function planScope(locale: string, versions: Record<string, { version: string }>): string {
  const given = Object.entries(versions)
    .map(([remote, entry]) => `${remote}@${entry.version}`)
    .sort()
    .join(',');
  return `${locale} ${given}`;
}

/** Addresses whose plans are kept (each a few query names and arguments). */
const MAX_PLANS = 1000;

/** The names of an address's query parameters. */
function parameterNames(url: string): string[] {
  const query = url.split('?')[1];
  return query ? [...new URLSearchParams(query).keys()] : [];
}

/**
 * Plans per address within a scope (the page's language and the remotes' versions: another
 * version of a remote may ask for other data), and per path for an address not seen yet (a query
 * string the page does not read, such as a campaign's tag, asks for the same data). A path's plan
 * is not offered to an address with a query parameter that made it miss before (a search's `q`):
 * its first pass would be thrown away, and the page rendered twice more.
 */
export class QueryPlans {
  /** The addresses' and paths' plans, the least recently used dropped beyond the capacity. */
  private readonly plans: LRUCache<string, PlannedQuery[]>;
  /** Per path (in a scope): the query parameters of addresses its plan did not fit. */
  private readonly readParameters: LRUCache<string, Set<string>>;

  constructor(capacity = MAX_PLANS) {
    this.plans = new LRUCache({ max: capacity });
    this.readParameters = new LRUCache({ max: capacity });
  }

  private static keys(scope: string, url: string): [string, string] {
    const pathname = url.split('?')[0] ?? url;
    return [`${scope} ${url}`, `${scope} ${pathname}?*`];
  }

  find(scope: string, url: string): PlannedQuery[] | null {
    const [exact, path] = QueryPlans.keys(scope, url);
    const own = this.plans.get(exact);
    if (own) return own;
    const read = this.readParameters.get(path);
    if (read && parameterNames(url).some((name) => read.has(name))) return null;
    return this.plans.get(path) ?? null;
  }

  /**
   * Keeps `plan` for the address, and for its path when the address is the bare path or the path
   * has none yet (so addresses whose query strings ask for other data do not take turns at it).
   */
  remember(scope: string, url: string, plan: PlannedQuery[]): void {
    const [exact, path] = QueryPlans.keys(scope, url);
    const keys = !url.includes('?') || !this.plans.has(path) ? [exact, path] : [exact];
    for (const key of keys) this.plans.set(key, plan);
  }

  /**
   * The plan `find` gave for the address was not followed. When it was its path's, the page reads
   * the address's query parameters (one of them at least): the path's plan is not offered again to
   * an address with one of them. (An address's own plan is learned again by its next render.)
   */
  notFollowed(scope: string, url: string): void {
    const [exact, path] = QueryPlans.keys(scope, url);
    const names = parameterNames(url);
    if (this.plans.has(exact) || names.length === 0) return;
    const read = this.readParameters.get(path) ?? new Set<string>();
    for (const name of names) read.add(name);
    this.readParameters.set(path, read);
  }
}

/**
 * Starts the plan's queries without subscribing (a page's own `useQuery` subscribes when it asks
 * for one) and waits for their answers. Answers the queries' cache keys, or null when a query's
 * endpoint is not there (a remote's endpoints arrive with its code): the page then renders as if
 * there were no plan.
 */
export async function startPlan(store: AppStore, plan: PlannedQuery[]): Promise<string[] | null> {
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>;
  if (plan.some((query) => !endpoints[query.endpointName])) return null;
  const started = plan.map(
    (query) =>
      store.dispatch(
        endpoints[query.endpointName]!.initiate(query.originalArgs, {
          subscribe: false,
          ...(query.initialPageParam === undefined
            ? {}
            : { initialPageParam: query.initialPageParam }),
        }),
      ) as unknown as Promise<unknown> & { queryCacheKey: string },
  );
  await Promise.all(started);
  return started.map((query) => query.queryCacheKey);
}

/** Of `keys`, the queries no part of the page subscribed to (asked for) while rendering. */
export function unasked(store: AppStore, keys: string[]): string[] {
  const selectors = store.dispatch(
    baseApi.internalActions.internal_getRTKQSubscriptions(),
  ) as unknown as SubscriptionSelectors;
  return keys.filter((key) => selectors.getSubscriptionCount(key) === 0);
}

/**
 * The plan for queries a first pass started (their cache keys), read from the store once they
 * are answered; null if one of them failed or is missing (a failure is not repeated on purpose).
 */
export function planOf(store: AppStore, keys: string[]): PlannedQuery[] | null {
  const queries = store.getState().api.queries as Record<string, QueryEntry | undefined>;
  const plan: PlannedQuery[] = [];
  for (const key of keys) {
    const entry = queries[key];
    if (entry?.status !== 'fulfilled' || !entry.endpointName) return null;
    const pageParams = (entry.data as { pageParams?: unknown[] } | undefined)?.pageParams;
    plan.push({
      endpointName: entry.endpointName,
      originalArgs: entry.originalArgs,
      ...(pageParams ? { initialPageParam: pageParams[0] } : {}),
    });
  }
  return plan;
}
