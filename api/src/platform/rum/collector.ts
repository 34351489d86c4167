/**
 * Collects real-user reports, load outcomes and server renders (docs/architecture.md §3.1) and
 * writes them aggregated. The beacon endpoint only checks the signed page view and queues the
 * report, so it answers in microseconds; about once a second one transaction decides what counts
 * — the version given to that cohort now, a page view never counted before, its network's daily
 * share not used up — and adds it to the hourly rows and histograms.
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { rumHistograms, rumHourly, rumNetworkDays, rumPageViews } from '../../db/tables/rum';
import type { RemoteName, RemotesMap } from '../remotes';
import type { RumReport } from './report';
import {
  aggregate,
  chunks,
  floorMs,
  rowsOf,
  upsertHistograms,
  upsertHourly,
  zero,
  type Counters,
} from './rows';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A batch this large is written at once rather than waiting for the timer. */
const BATCH = 1000;
/** Counters and marks not tied to a route (loads, failures). */
export const ANY_ROUTE = '*';

export interface RumOptions {
  /** Page views one network counts for, per remote version and UTC day. */
  viewsPerNetwork: number;
  /** Reports held in memory at most; beyond it new ones are dropped (and logged once). */
  maxQueue: number;
  flushMs: number;
  retentionDays: number;
}

interface Queued {
  cohort: string;
  view: string;
  network: string;
  at: number;
  report: RumReport;
}

/** What a server render of a remote page came to (recorded by api/src/ssr). */
export interface ServerRenderOutcome {
  remote: RemoteName;
  version: string;
  /** The route id of the shared route table the page belongs to. */
  route: string;
  failed: boolean;
}

export class RumCollector {
  private queue: Queued[] = [];
  private counters = new Map<string, Counters>();
  private writing: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, not started yet: later flushes join it. */
  private pending: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private droppedLogged = false;
  private prunedAt = 0;

  constructor(
    private readonly db: Database,
    /** What each cohort is given now (ReleaseRegistry.assigner). */
    private readonly assign: () => Promise<(cohort: string | null) => RemotesMap>,
    private readonly options: RumOptions,
    private readonly log: FastifyBaseLogger,
    /** Told which remotes got new data after each write (the canary analysis judges them). */
    private readonly written: (remotes: Set<RemoteName>) => Promise<void> = async () => {},
    private readonly now: () => number = Date.now,
  ) {}

  start() {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Queues a report of a proven page view; false when the queue is full. */
  accept(pageView: { cohort: string; id: string }, network: string, report: RumReport): boolean {
    if (this.queue.length >= this.options.maxQueue) {
      if (!this.droppedLogged) this.log.warn('real-user reports dropped: the queue is full');
      this.droppedLogged = true;
      return false;
    }
    this.queue.push({
      cohort: pageView.cohort,
      view: pageView.id,
      network,
      at: this.now(),
      report,
    });
    if (this.queue.length >= BATCH) void this.flush();
    return true;
  }

  /** A load (or load failure) of a remote version the shell reported and the registry counted. */
  recordLoad(remote: RemoteName, version: string, failed: boolean) {
    const counters = this.counter(remote, version, ANY_ROUTE);
    if (failed) counters.loadFailures += 1;
    else counters.loads += 1;
  }

  /** A server render of a remote page, failed or not: the server-render failure rate. */
  recordServerRender({ remote, version, route, failed }: ServerRenderOutcome) {
    const counters = this.counter(remote, version, route.slice(0, 40) || ANY_ROUTE);
    counters.ssrRenders += 1;
    if (failed) counters.ssrFailures += 1;
  }

  private counter(remote: string, version: string, route: string) {
    const key = `${remote}\u0000${version.slice(0, 64)}\u0000${route}\u0000${floorMs(this.now(), HOUR)}`;
    let counters = this.counters.get(key);
    if (!counters) {
      counters = zero();
      this.counters.set(key, counters);
    }
    return counters;
  }

  /**
   * Writes what is queued (one write at a time); errors are logged, never thrown. A flush asked
   * for while a write runs joins the one waiting behind it, which takes everything queued when it
   * starts: a full queue during a slow write makes one more batch, not one transaction per beacon.
   */
  flush(): Promise<void> {
    if (this.pending) return this.pending;
    const next = this.writing.then(() => {
      this.pending = null;
      return this.write().catch((error: unknown) =>
        this.log.error({ err: error }, 'real-user measurements could not be written'),
      );
    });
    this.pending = next;
    this.writing = next;
    return next;
  }

  private async write() {
    while (this.queue.length > 0 || this.counters.size > 0) {
      const batch = this.queue.splice(0, BATCH);
      const counters = this.counters;
      this.counters = new Map();
      const touched = new Set<RemoteName>();
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const given = batch.length > 0 ? await this.assign() : () => null;
      await this.db.transaction(async (tx) => {
        const kept = await this.counted(tx, batch, given);
        const { hourly, histograms } = aggregate(kept, counters);
        await upsertHourly(tx, hourly);
        await upsertHistograms(tx, histograms);
        for (const key of hourly.keys()) touched.add(key.split('\u0000')[0] as RemoteName);
      });
      this.droppedLogged = false;
      if (touched.size > 0) await this.written(touched);
    }
    if (this.now() - this.prunedAt > HOUR) await this.prune();
  }

  /** The queued reports that count: given version, first time, within the network's share. */
  private async counted(
    tx: Database,
    batch: Queued[],
    given: (cohort: string) => RemotesMap | null,
  ): Promise<Queued[]> {
    if (batch.length === 0) return [];
    const unique = new Map<string, Queued>();
    for (const item of batch) {
      if (unique.has(item.view)) continue;
      const map = given(item.cohort);
      const views = item.report.views.filter(
        (view) => map?.[view.remote]?.version === view.version,
      );
      // The vitals belong to the first view; they go when it goes.
      const vitals = views[0] === item.report.views[0] ? item.report.vitals : {};
      if (views.length > 0) unique.set(item.view, { ...item, report: { views, vitals } });
    }
    const fresh = new Set<string>();
    // One statement text and one parameter per chunk (the rows as JSON): nothing to build per
    // row, and the server can keep the plan.
    for (const chunk of chunks([...unique.keys()].sort())) {
      const rows = rowsOf<{ view: string }>(
        await tx.execute(sql`
          insert into ${rumPageViews} (view)
          select value from json_array_elements_text(${JSON.stringify(chunk)}::json)
          on conflict do nothing
          returning view`),
      );
      for (const row of rows) fresh.add(row.view);
    }
    const items = [...unique.values()].filter((item) => fresh.has(item.view));
    // Each network's remaining share per remote version and day.
    const wanted = new Map<string, number>();
    const networkKey = (item: Queued, remote: string, version: string) =>
      `${item.network}\u0000${remote}\u0000${version}\u0000${floorMs(item.at, DAY)}`;
    for (const item of items) {
      for (const view of item.report.views) {
        const key = networkKey(item, view.remote, view.version);
        wanted.set(key, (wanted.get(key) ?? 0) + 1);
      }
    }
    const left = new Map<string, number>();
    for (const chunk of chunks([...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))) {
      const rows = chunk.map(([key, views]) => {
        const [network = '', remote = '', version = '', day = '0'] = key.split('\u0000');
        return { network, remote, version, day: Number(day), views };
      });
      const added = rowsOf<{
        network: string;
        remote: string;
        version: string;
        day: number;
        views: number;
      }>(
        await tx.execute(sql`
          insert into ${rumNetworkDays} (network, remote, version, day, views)
          select network, remote, version, to_timestamp(day / 1000.0), views
          from json_to_recordset(${JSON.stringify(rows)}::json)
            as r(network text, remote text, version text, day float8, views int)
          on conflict (network, remote, version, day)
          do update set views = ${rumNetworkDays}.views + excluded.views
          returning network, remote, version,
            (extract(epoch from day) * 1000)::float8 as day, views`),
      );
      for (const row of added) {
        const key = `${row.network}\u0000${row.remote}\u0000${row.version}\u0000${Number(row.day)}`;
        const before = Number(row.views) - (wanted.get(key) ?? 0);
        left.set(key, Math.max(0, this.options.viewsPerNetwork - before));
      }
    }
    const kept: Queued[] = [];
    for (const item of items) {
      const views = item.report.views.filter((view) => {
        const key = networkKey(item, view.remote, view.version);
        const share = left.get(key) ?? 0;
        left.set(key, share - 1);
        return share > 0;
      });
      const vitals = views[0] === item.report.views[0] ? item.report.vitals : {};
      if (views.length > 0) kept.push({ ...item, report: { views, vitals } });
    }
    return kept;
  }

  /** Marks older than two days go; measurements after `retentionDays`. */
  private async prune() {
    this.prunedAt = this.now();
    const marks = new Date(this.now() - 2 * DAY);
    const measurements = new Date(this.now() - this.options.retentionDays * DAY);
    await this.db.delete(rumPageViews).where(lt(rumPageViews.seenAt, marks));
    await this.db.delete(rumNetworkDays).where(lt(rumNetworkDays.day, marks));
    await this.db.delete(rumHourly).where(lt(rumHourly.hour, measurements));
    await this.db.delete(rumHistograms).where(lt(rumHistograms.hour, measurements));
  }
}
