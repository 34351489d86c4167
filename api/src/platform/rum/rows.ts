/**
 * The collector's writes (docs/architecture.md §3.1): a batch of counted reports summed in memory
 * into hourly rows and histogram cells, then added to the stored ones with one upsert per 1,000
 * rows, in key order so two processes writing the same rows never deadlock.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { rumHistograms, rumHourly, type RumMetric } from '../../db/tables/rum';
import { bucketOf, METRIC_SCALE } from './buckets';
import type { RumReport } from './report';

/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters). */
const CHUNK = 1000;
const HOUR = 60 * 60 * 1000;

export interface Counters {
  views: number;
  errorViews: number;
  loads: number;
  loadFailures: number;
  ssrRenders: number;
  ssrFailures: number;
}

export const zero = (): Counters => ({
  views: 0,
  errorViews: 0,
  loads: 0,
  loadFailures: 0,
  ssrRenders: 0,
  ssrFailures: 0,
});

/** `at` (ms) down to a whole `unit` (an hour, a day), in ms. */
export const floorMs = (at: number, unit: number) => Math.floor(at / unit) * unit;

export function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    out.push(items.slice(start, start + CHUNK));
  }
  return out;
}

export function aggregate(
  kept: { at: number; report: RumReport }[],
  counters: Map<string, Counters>,
) {
  const hourly = new Map(counters);
  const histograms = new Map<string, number>();
  for (const item of kept) {
    const hour = floorMs(item.at, HOUR);
    item.report.views.forEach((view, index) => {
      const key = `${view.remote}\u0000${view.version}\u0000${view.route}\u0000${hour}`;
      const row = hourly.get(key) ?? zero();
      row.views += 1;
      if (view.errors > 0) row.errorViews += 1;
      hourly.set(key, row);
      if (index !== 0) return;
      for (const [metric, value] of Object.entries(item.report.vitals) as [RumMetric, number][]) {
        const bucket = bucketOf(value * METRIC_SCALE[metric]);
        const cell = `${view.remote}\u0000${view.version}\u0000${metric}\u0000${hour}\u0000${bucket}`;
        histograms.set(cell, (histograms.get(cell) ?? 0) + 1);
      }
    });
  }
  return { hourly, histograms };
}

/** The rows a raw statement returned (node-postgres and PGlite answer alike). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Adds the batch's hourly counters to the stored rows. One statement text and one parameter per
 * chunk (the rows as JSON), as for the marks: drizzle's builder spent tens of milliseconds per
 * chunk on the event loop making one parameter per cell, and every beacon waited behind it.
 */
export async function upsertHourly(tx: Database, hourly: Map<string, Counters>) {
  const entries = [...hourly.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const chunk of chunks(entries)) {
    const rows = chunk.map(([key, c]) => {
      const [remote = '', version = '', route = '', hour = '0'] = key.split('\u0000');
      return [
        remote,
        version,
        route,
        Number(hour),
        c.views,
        c.errorViews,
        c.loads,
        c.loadFailures,
        c.ssrRenders,
        c.ssrFailures,
      ];
    });
    await tx.execute(sql`
      insert into ${rumHourly} (remote, version, route, hour, views, error_views, loads,
        load_failures, ssr_renders, ssr_failures)
      select r->>0, r->>1, r->>2, to_timestamp((r->>3)::float8 / 1000), (r->>4)::int,
        (r->>5)::int, (r->>6)::int, (r->>7)::int, (r->>8)::int, (r->>9)::int
      from json_array_elements(${JSON.stringify(rows)}::json) as r
      on conflict (remote, version, route, hour) do update set
        views = ${rumHourly}.views + excluded.views,
        error_views = ${rumHourly}.error_views + excluded.error_views,
        loads = ${rumHourly}.loads + excluded.loads,
        load_failures = ${rumHourly}.load_failures + excluded.load_failures,
        ssr_renders = ${rumHourly}.ssr_renders + excluded.ssr_renders,
        ssr_failures = ${rumHourly}.ssr_failures + excluded.ssr_failures`);
  }
}

export async function upsertHistograms(tx: Database, histograms: Map<string, number>) {
  const entries = [...histograms.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const chunk of chunks(entries)) {
    const rows = chunk.map(([key, count]) => {
      const [remote = '', version = '', metric = 'lcp', hour = '0', bucket = '0'] =
        key.split('\u0000');
      return [remote, version, metric, Number(hour), Number(bucket), count];
    });
    await tx.execute(sql`
      insert into ${rumHistograms} (remote, version, metric, hour, bucket, count)
      select r->>0, r->>1, r->>2, to_timestamp((r->>3)::float8 / 1000), (r->>4)::smallint,
        (r->>5)::int
      from json_array_elements(${JSON.stringify(rows)}::json) as r
      on conflict (remote, version, metric, hour, bucket) do update set
        count = ${rumHistograms}.count + excluded.count`);
  }
}
