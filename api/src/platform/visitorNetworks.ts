/**
 * Where a canary's sample comes from (docs/architecture.md §3, §3.1). A visitor's cohort costs one
 * request, and each network (an IPv4 /24, an IPv6 /64: `networkOf`) counts once, but someone with
 * a few dozen addresses in as many networks could still fill a canary's sample. So the shop keeps
 * which networks it has given pages to since when, and a sample is trusted to roll a canary back
 * automatically only when it comes from at least `CANARY_MIN_NETWORKS` networks, most of them seen
 * before the canary started; otherwise the release team is alerted and decides. Networks are
 * stored as keyed hashes (PageViews.networkMark), like the real-user measurements' marks.
 */
import { lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db';
import { releaseReportNetworks, rumNetworkDays, visitorNetworks } from '../db/tables/rum';
import { floorMs, rowsOf } from './rum/rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A network's sighting is written again at most this often by one process. */
const SIGHTING_REFRESH_MS = HOUR;
/** Networks one process remembers having written lately (the rest are written again). */
const SIGHTINGS_REMEMBERED = 10_000;
/** Sightings written but not yet answered, at most; beyond it a sighting waits for the next page. */
const SIGHTINGS_IN_FLIGHT = 1_000;
/** A network not seen for this long is forgotten (it is new again when it comes back). */
const SIGHTING_RETENTION_MS = 90 * DAY;
/** A counted report's network is kept as long as a visitor counts once per version (§3). */
const REPORT_RETENTION_MS = 30 * DAY;

/** Who a canary's sample came from. */
export interface SampleOrigin {
  /** Distinct networks in the sample. */
  networks: number;
  /** Of them, the networks the shop had given a page to before the canary started. */
  knownNetworks: number;
}

/** The counted load and failure reports of a canary, with the known networks' own share. */
export interface ReportOrigin extends SampleOrigin {
  knownAttempts: number;
  knownFailures: number;
}

/**
 * Why a sample is not trusted to roll a canary back automatically, or null when it is: too few
 * networks, or most of them first seen after the canary started (its sample would then be, for
 * all the shop can tell, someone's addresses rather than its visitors).
 */
export function untrustedSample(origin: SampleOrigin, minNetworks: number): string | null {
  if (origin.networks < minNetworks) {
    return `only ${origin.networks} networks reported, fewer than the ${minNetworks} an automatic rollback needs`;
  }
  const fresh = origin.networks - origin.knownNetworks;
  if (fresh * 2 > origin.networks) {
    return `${fresh} of ${origin.networks} networks first seen after the canary started`;
  }
  return null;
}

export class VisitorNetworks {
  /** Network mark → when this process last wrote its sighting. */
  private readonly written = new LRUCache<string, number>({ max: SIGHTINGS_REMEMBERED });
  private readonly writing = new Set<Promise<void>>();
  private prunedAt = 0;

  constructor(
    private readonly db: Database,
    /** The app's clock: canaries start on it too (a test shop may run at a set instant). */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A page (or the remotes list) was given to a client of network `mark`. Written in the
   * background, at most once an hour per network and process: this runs on every page answer,
   * kept ones included.
   */
  sighted(mark: string): void {
    const at = this.now();
    const last = this.written.get(mark);
    if (last !== undefined && at - last < SIGHTING_REFRESH_MS) return;
    if (this.writing.size >= SIGHTINGS_IN_FLIGHT) return;
    this.written.set(mark, at);
    const seen = new Date(at);
    const write = this.db
      .insert(visitorNetworks)
      .values({ network: mark, firstSeen: seen, lastSeen: seen })
      .onConflictDoUpdate({
        target: visitorNetworks.network,
        set: {
          firstSeen: sql`least(${visitorNetworks.firstSeen}, excluded.first_seen)`,
          lastSeen: sql`greatest(${visitorNetworks.lastSeen}, excluded.last_seen)`,
        },
      })
      .then(
        () => this.prune(at),
        // Not remembered as written: the network's next page tries again. A network whose
        // sighting is lost only looks new, which holds automatic rollbacks, never forces one.
        () => void this.written.delete(mark),
      )
      // A failed pruning is tried again an hour later.
      .catch(() => undefined);
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
  }

  /** Once every sighting noted so far is written (a report is judged against them). */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /** A report of `kind` from network `mark` counted for `remote@version` (PageViews.countsFor). */
  async reported(remote: string, version: string, kind: 'load' | 'failure', mark: string) {
    await this.settled();
    await this.db
      .insert(releaseReportNetworks)
      .values({ remote, version, kind, network: mark, at: new Date(this.now()) });
  }

  private async prune(at: number) {
    if (at - this.prunedAt < HOUR) return;
    this.prunedAt = at;
    await this.db
      .delete(visitorNetworks)
      .where(lt(visitorNetworks.lastSeen, new Date(at - SIGHTING_RETENTION_MS)));
    await this.db
      .delete(releaseReportNetworks)
      .where(lt(releaseReportNetworks.at, new Date(at - REPORT_RETENTION_MS)));
  }
}

/** The networks behind `remote@version`'s counted load and failure reports since `since`. */
export async function reportOrigin(
  db: Database,
  remote: string,
  version: string,
  since: Date,
): Promise<ReportOrigin> {
  const [row] = rowsOf<{
    networks: number;
    known_networks: number;
    known_attempts: number;
    known_failures: number;
  }>(
    await db.execute(sql`
      select count(distinct r.network)::int as networks,
        count(distinct r.network) filter (where n.first_seen < ${since})::int as known_networks,
        count(*) filter (where n.first_seen < ${since})::int as known_attempts,
        count(*) filter (where n.first_seen < ${since} and r.kind = 'failure')::int
          as known_failures
      from ${releaseReportNetworks} r
      left join ${visitorNetworks} n on n.network = r.network
      where r.remote = ${remote} and r.version = ${version} and r.at >= ${since}`),
  );
  return {
    networks: Number(row?.networks ?? 0),
    knownNetworks: Number(row?.known_networks ?? 0),
    knownAttempts: Number(row?.known_attempts ?? 0),
    knownFailures: Number(row?.known_failures ?? 0),
  };
}

/**
 * The networks behind `remote@version`'s measured page views since `since` (the analysis's
 * sample, §3.1), from the per-network daily shares the collector keeps for two days: for a canary
 * running longer, its last two days' sample.
 */
export async function viewOrigin(
  db: Database,
  remote: string,
  version: string,
  since: Date,
): Promise<SampleOrigin> {
  const day = new Date(floorMs(since.getTime(), DAY));
  const [row] = rowsOf<{ networks: number; known_networks: number }>(
    await db.execute(sql`
      select count(distinct d.network)::int as networks,
        count(distinct d.network) filter (where n.first_seen < ${since})::int as known_networks
      from ${rumNetworkDays} d
      left join ${visitorNetworks} n on n.network = d.network
      where d.remote = ${remote} and d.version = ${version} and d.day >= ${day}`),
  );
  return {
    networks: Number(row?.networks ?? 0),
    knownNetworks: Number(row?.known_networks ?? 0),
  };
}
