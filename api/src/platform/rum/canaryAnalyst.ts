/**
 * The automated canary analysis (docs/architecture.md §3.1): compares a running canary with the
 * stable version over the same window and, when the verdict is fail, rolls the canary back the
 * way the registry does (under the remote's lock, audited), with the analysis as evidence.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  RumAnalysis,
  RumEvidence,
  RumMetricResult,
} from '@mealprep/shared/releases/contracts';
import type { Database } from '../../db';
import { releaseCanaries, releases } from '../../db/tables/releases';
import type { RumConfig } from '../../config';
import type { CanaryConfig } from '../../config/types';
import { DEFAULT_MIN_NETWORKS } from '../releaseCanary';
import { audit, currentReleases, lockRemote } from '../releaseStore';
import { untrustedSample, viewOrigin } from '../visitorNetworks';
import type { RemoteName } from '../remotes';
import { noAlerts, type AlertNotice, type SampleNetworks } from './alertWebhook';
import { loadCohorts, loadSeries } from './analysis';
import { registryChanged } from '../registrySnapshot';
import { emptyCohort, judge } from './judge';

const HOUR = 3_600_000;
/** Without a canary, the charts show the stable version's last day. */
const STABLE_HOURS = 24;
/** Charts show at most this many hours of a long canary. */
const SERIES_HOURS = 72;

/** Moves a staged rollout on after an analysis that did not fail (ReleaseRegistry.gateRollout). */
export type RolloutGateFn = (
  analysis: RumAnalysis,
  now: Date,
) => Promise<{
  action: 'step' | 'promote';
  version: string;
  reason: string;
  evidence: RumEvidence;
} | null>;

function formatValue(metric: RumMetricResult, value: number | null): string {
  if (value === null) return '–';
  if (metric.kind === 'rate') return `${(value * 100).toFixed(2)} %`;
  return metric.metric === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** "inp p75 912 ms vs 180 ms (p = 1.2e-9, n = 230 / 2100)". */
export function describeMetric(metric: RumMetricResult): string {
  const name = metric.kind === 'latency' ? `${metric.metric} p75` : `${metric.metric} rate`;
  const p = metric.p === null ? 'no test' : `p = ${metric.p.toPrecision(2)}`;
  return `${name} ${formatValue(metric, metric.canary.value)} vs ${formatValue(metric, metric.stable.value)} (${p}, n = ${metric.canary.n} / ${metric.stable.n})`;
}

export class CanaryAnalyst {
  private readonly judgedAt = new Map<RemoteName, number>();

  constructor(
    private readonly db: Database,
    /** The version a visitor outside every canary gets. */
    private readonly stableOf: (remote: RemoteName) => Promise<string>,
    private readonly config: Pick<RumConfig, 'minSample' | 'judgeEveryMs'>,
    private readonly log: FastifyBaseLogger,
    private readonly notify: AlertNotice = noAlerts,
    private readonly now: () => number = Date.now,
    private readonly gate: RolloutGateFn = async () => null,
    /** How many networks a failing sample needs before it rolls a canary back (§3.1). */
    private readonly canaryConfig: Pick<CanaryConfig, 'minNetworks'> = {
      minNetworks: DEFAULT_MIN_NETWORKS,
    },
  ) {}

  private async runningCanary(remote: RemoteName) {
    const [row] = await this.db
      .select({
        version: releases.version,
        percent: releaseCanaries.percent,
        since: releaseCanaries.startedAt,
      })
      .from(releaseCanaries)
      .innerJoin(releases, eq(releases.id, releaseCanaries.releaseId))
      .where(eq(releaseCanaries.remote, remote))
      .limit(1);
    return row ?? null;
  }

  /** The canary against stable since it started (or stable's last day), with chart series. */
  async analysis(remote: RemoteName): Promise<RumAnalysis> {
    const [canary, stable] = await Promise.all([this.runningCanary(remote), this.stableOf(remote)]);
    const to = new Date(this.now());
    const from = canary?.since ?? new Date(to.getTime() - STABLE_HOURS * HOUR);
    const versions = canary && canary.version !== stable ? [canary.version, stable] : [stable];
    const chartFrom = new Date(Math.max(from.getTime(), to.getTime() - SERIES_HOURS * HOUR));
    const [cohorts, series] = await Promise.all([
      canary ? loadCohorts(this.db, remote, versions, from) : Promise.resolve(null),
      loadSeries(this.db, remote, versions, chartFrom),
    ]);
    const judged =
      canary && cohorts && canary.version !== stable
        ? judge(
            cohorts.get(canary.version) ?? emptyCohort(),
            cohorts.get(stable) ?? emptyCohort(),
            this.config.minSample,
          )
        : { metrics: [], score: null, verdict: null };
    return {
      remote,
      stable,
      canary: canary
        ? { version: canary.version, percent: canary.percent, since: canary.since.toISOString() }
        : null,
      window: { from: from.toISOString(), to: to.toISOString() },
      minSample: this.config.minSample,
      ...judged,
      series,
    };
  }

  /** New measurements of these remotes arrived: judge their canaries, each at most so often. */
  async written(remotes: Set<RemoteName>): Promise<void> {
    const due = [...remotes].filter(
      (remote) => this.now() - (this.judgedAt.get(remote) ?? 0) >= this.config.judgeEveryMs,
    );
    await Promise.all(
      due.map(async (remote) => {
        this.judgedAt.set(remote, this.now());
        await this.judge(remote).catch((error: unknown) =>
          this.log.error({ err: error, remote }, 'canary analysis failed to run'),
        );
      }),
    );
  }

  /**
   * The timer's turn (docs/architecture.md §3.3): every running staged rollout is judged, new
   * data or not, so a step whose duration has passed moves on; each remote at most so often.
   */
  async sweep(): Promise<void> {
    const rows = await this.db
      .select({ remote: releaseCanaries.remote })
      .from(releaseCanaries)
      .where(and(isNotNull(releaseCanaries.plan), isNull(releaseCanaries.pausedAt)));
    await this.written(new Set(rows.map((row) => row.remote as RemoteName)));
  }

  /**
   * Analyses `remote`: rolls its canary back when the verdict is fail, else lets a staged
   * rollout move on when its step is due; the analysis.
   */
  async judge(remote: RemoteName): Promise<RumAnalysis> {
    const analysis = await this.analysis(remote);
    if (!analysis.canary) return analysis;
    if (analysis.verdict !== 'fail') {
      const moved = await this.gate(analysis, new Date(this.now()));
      if (moved) {
        this.log.info({ remote, ...moved, evidence: undefined }, 'rollout moved on');
        if (moved.action === 'promote') {
          this.notify({
            action: 'promote',
            cause: 'rollout',
            remote,
            version: moved.version,
            to: moved.version,
            reason: moved.reason,
            evidence: moved.evidence,
          });
        }
      }
      return analysis;
    }
    const { series: _series, ...evidence } = analysis;
    const failing = analysis.metrics.filter((metric) => metric.verdict === 'fail');
    const version = analysis.canary.version;
    const reason = `canary analysis failed (score ${analysis.score ?? 0}): ${failing.map(describeMetric).join('; ')}`;
    // The sample must come from enough networks, most of them known before the canary started:
    // page views cost a request each, beacons nothing more (platform/visitorNetworks.ts).
    const since = new Date(analysis.canary.since);
    const origin = await viewOrigin(this.db, remote, version, since);
    const untrusted = untrustedSample(origin, this.canaryConfig.minNetworks);
    if (untrusted) {
      await this.hold(remote, analysis, `${reason}; not rolled back: ${untrusted}`, {
        ...evidence,
        ...origin,
      });
      return analysis;
    }
    const rolledBack = await this.db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const { pinned, canary } = await currentReleases(tx, remote);
      // Only the canary that was analysed: a newer one has its own window.
      if (
        canary?.release.version !== version ||
        canary.canary.startedAt.toISOString() !== analysis.canary?.since
      ) {
        return null;
      }
      await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      const to = pinned?.version ?? null;
      await audit(tx, null, {
        remote,
        action: 'auto_rollback',
        fromVersion: version,
        toVersion: to,
        reason,
        evidence,
      });
      return { to };
    });
    if (rolledBack) {
      registryChanged();
      this.log.warn({ remote, version, score: analysis.score }, 'canary failed its analysis');
      this.notify({
        action: 'auto_rollback',
        cause: 'analysis',
        remote,
        version,
        to: rolledBack.to,
        reason,
        evidence,
      });
    }
    return analysis;
  }

  /**
   * A failed analysis the registry does not act on: the canary keeps running and the release
   * team is alerted, once per canary (`held_at`), to decide.
   */
  private async hold(
    remote: RemoteName,
    analysis: RumAnalysis,
    reason: string,
    evidence: RumEvidence & SampleNetworks,
  ) {
    const version = analysis.canary?.version ?? '';
    const first = await this.db.transaction(async (tx) => {
      await lockRemote(tx, remote);
      const { canary } = await currentReleases(tx, remote);
      if (
        canary?.release.version !== version ||
        canary.canary.startedAt.toISOString() !== analysis.canary?.since ||
        canary.canary.heldAt
      ) {
        return false;
      }
      await tx
        .update(releaseCanaries)
        .set({ heldAt: new Date(this.now()) })
        .where(eq(releaseCanaries.remote, remote));
      return true;
    });
    if (!first) return;
    this.log.warn(
      { remote, version, reason },
      'canary failed its analysis on a sample not trusted',
    );
    this.notify({
      action: 'hold',
      cause: 'analysis',
      remote,
      version,
      to: version,
      reason,
      evidence,
    });
  }
}
