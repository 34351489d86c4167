/**
 * The shell's real-user report (docs/architecture.md §3.1), sent with `navigator.sendBeacon` when a
 * page is hidden: one entry per remote the page used (the landing route's remote first) with its
 * version, the route and how many uncaught errors it raised, and the landing page's Web Vitals.
 */
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { VERSION_PATTERN } from '@mealprep/shared/validation';
import type { RumMetric } from '../../db/tables/rum';
import { isRemoteName, type RemoteName } from '../remotes';

export interface RumView {
  remote: RemoteName;
  version: string;
  route: RouteId;
  errors: number;
}

export interface RumReport {
  /** At most one per remote; the Web Vitals belong to the first. */
  views: RumView[];
  vitals: Partial<Record<RumMetric, number>>;
}

/** Bodies above this are refused (413) before they are read. */
export const REPORT_BODY_LIMIT = 2048;
const MAX_VIEWS = 5;
/** Latencies above ten minutes are not a page anyone waited for; CLS is unbounded but small. */
const LIMITS: Record<RumMetric, number> = { lcp: 600_000, inp: 600_000, ttfb: 600_000, cls: 100 };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseView(value: unknown): RumView | null {
  if (!isObject(value)) return null;
  const { remote, version, route, errors } = value;
  if (typeof remote !== 'string' || !isRemoteName(remote)) return null;
  if (typeof version !== 'string' || version.length > 64 || !VERSION_PATTERN.test(version)) {
    return null;
  }
  if (typeof route !== 'string' || !Object.hasOwn(routeTable, route)) return null;
  if (!Number.isInteger(errors) || (errors as number) < 0 || (errors as number) > 10_000) {
    return null;
  }
  return { remote, version, route: route as RouteId, errors: errors as number };
}

/** The report in `body` (parsed JSON, or the text a beacon sends), or null when it is not one. */
export function parseReport(body: unknown): RumReport | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (!isObject(value) || !Array.isArray(value.views) || !isObject(value.vitals)) return null;
  if (value.views.length < 1 || value.views.length > MAX_VIEWS) return null;
  const views: RumView[] = [];
  for (const raw of value.views) {
    const view = parseView(raw);
    if (!view || views.some((other) => other.remote === view.remote)) return null;
    views.push(view);
  }
  const vitals: RumReport['vitals'] = {};
  for (const [name, limit] of Object.entries(LIMITS) as [RumMetric, number][]) {
    const measured = value.vitals[name];
    if (measured === undefined) continue;
    if (typeof measured !== 'number' || !(measured >= 0 && measured <= limit)) return null;
    vitals[name] = measured;
  }
  return { views, vitals };
}
