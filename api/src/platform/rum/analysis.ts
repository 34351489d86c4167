/**
 * Reads what the canary analysis compares (docs/architecture.md §3.1): per version, the totals and
 * histograms since the window's first hour, summed in SQL over the aggregated rows (a few rows per
 * version, route and hour, whatever the number of page views), and the hourly chart series.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RumSeriesPoint } from '@mealprep/shared/releases/contracts';
import type { Database } from '../../db';
import { RUM_METRICS, rumHistograms, rumHourly, type RumMetric } from '../../db/tables/rum';
import { histogramOf, METRIC_SCALE } from './buckets';
import { emptyCohort, type CohortData } from './judge';
import { percentile } from './stats';

const HOUR_MS = 3_600_000;

/** The rows of `remote`'s `versions` from the hour `since` falls in, in both tables. */
function windowOf(remote: string, versions: string[], since: Date) {
  const from = new Date(Math.floor(since.getTime() / HOUR_MS) * HOUR_MS);
  return {
    hourly: and(
      eq(rumHourly.remote, remote),
      inArray(rumHourly.version, versions),
      gte(rumHourly.hour, from),
    ),
    histograms: and(
      eq(rumHistograms.remote, remote),
      inArray(rumHistograms.version, versions),
      gte(rumHistograms.hour, from),
    ),
  };
}

/** Rows listed under their key, in their order. */
function grouped<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Each version's totals and histograms for `remote` from `since` (floored to its hour). */
export async function loadCohorts(
  db: Database,
  remote: string,
  versions: string[],
  since: Date,
): Promise<Map<string, CohortData>> {
  const scope = windowOf(remote, versions, since);
  const [totals, buckets] = await Promise.all([
    db
      .select({
        version: rumHourly.version,
        views: sql<number>`coalesce(sum(${rumHourly.views}), 0)::int`,
        errorViews: sql<number>`coalesce(sum(${rumHourly.errorViews}), 0)::int`,
        loads: sql<number>`coalesce(sum(${rumHourly.loads}), 0)::int`,
        loadFailures: sql<number>`coalesce(sum(${rumHourly.loadFailures}), 0)::int`,
        ssrRenders: sql<number>`coalesce(sum(${rumHourly.ssrRenders}), 0)::int`,
        ssrFailures: sql<number>`coalesce(sum(${rumHourly.ssrFailures}), 0)::int`,
      })
      .from(rumHourly)
      .where(scope.hourly)
      .groupBy(rumHourly.version),
    db
      .select({
        version: rumHistograms.version,
        metric: rumHistograms.metric,
        bucket: rumHistograms.bucket,
        count: sql<number>`sum(${rumHistograms.count})::int`,
      })
      .from(rumHistograms)
      .where(scope.histograms)
      .groupBy(rumHistograms.version, rumHistograms.metric, rumHistograms.bucket),
  ]);
  const cohorts = new Map(versions.map((version) => [version, emptyCohort()]));
  for (const { version, ...counts } of totals) {
    Object.assign(cohorts.get(version) ?? {}, counts);
  }
  const rows = grouped(buckets, (row) => `${row.version}\u0000${row.metric}`);
  for (const [version, cohort] of cohorts) {
    for (const metric of RUM_METRICS) {
      cohort.histograms[metric] = histogramOf(rows.get(`${version}\u0000${metric}`) ?? []);
    }
  }
  return cohorts;
}

/** Per version and hour from `since`: page views, error rate and p75 LCP and INP. */
export async function loadSeries(
  db: Database,
  remote: string,
  versions: string[],
  since: Date,
): Promise<RumSeriesPoint[]> {
  const scope = windowOf(remote, versions, since);
  const charted: RumMetric[] = ['lcp', 'inp'];
  const [hours, buckets] = await Promise.all([
    db
      .select({
        version: rumHourly.version,
        hour: rumHourly.hour,
        views: sql<number>`sum(${rumHourly.views})::int`,
        errorViews: sql<number>`sum(${rumHourly.errorViews})::int`,
      })
      .from(rumHourly)
      .where(scope.hourly)
      .groupBy(rumHourly.version, rumHourly.hour),
    db
      .select({
        version: rumHistograms.version,
        metric: rumHistograms.metric,
        hour: rumHistograms.hour,
        bucket: rumHistograms.bucket,
        count: sql<number>`sum(${rumHistograms.count})::int`,
      })
      .from(rumHistograms)
      .where(and(scope.histograms, inArray(rumHistograms.metric, charted)))
      .groupBy(
        rumHistograms.version,
        rumHistograms.metric,
        rumHistograms.hour,
        rumHistograms.bucket,
      ),
  ]);
  const cells = grouped(
    buckets,
    (row) => `${row.version}\u0000${row.metric}\u0000${row.hour.getTime()}`,
  );
  const p75 = (version: string, metric: RumMetric, hour: Date) => {
    const value = percentile(
      histogramOf(cells.get(`${version}\u0000${metric}\u0000${hour.getTime()}`) ?? []),
      0.75,
    );
    return value === null ? null : Math.round(value / METRIC_SCALE[metric]);
  };
  return hours
    .filter((row) => row.views > 0)
    .sort((a, b) => a.hour.getTime() - b.hour.getTime() || (a.version < b.version ? -1 : 1))
    .map((row) => ({
      version: row.version,
      hour: row.hour.toISOString(),
      views: row.views,
      errorRate: row.views > 0 ? row.errorViews / row.views : null,
      lcp: p75(row.version, 'lcp', row.hour),
      inp: p75(row.version, 'inp', row.hour),
    }));
}
