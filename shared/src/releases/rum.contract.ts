/**
 * The canary analysis of a remote (docs/architecture.md §3.1): canary against stable over the same
 * window, per metric, with the test's p-value and the verdict; and hourly series for the charts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from '../core/common.contract';

export const RUM_JUDGED_METRICS = [
  'lcp',
  'inp',
  'cls',
  'errors',
  'loadFailures',
  'ssrFailures',
] as const;
export type RumJudgedMetric = (typeof RUM_JUDGED_METRICS)[number];

export const RUM_VERDICTS = ['pass', 'marginal', 'fail', 'insufficient'] as const;
export type RumVerdict = (typeof RUM_VERDICTS)[number];

const Verdict = StringEnum(RUM_VERDICTS);

/** One cohort's side of a metric: its sample size and p75 (latencies, ms; CLS unitless) or rate. */
export const RumCohortValue = Type.Object({ n: Type.Integer(), value: Nullable(Type.Number()) });

export const RumMetricResult = Type.Object({
  metric: StringEnum(RUM_JUDGED_METRICS),
  kind: StringEnum(['latency', 'rate'] as const),
  canary: RumCohortValue,
  stable: RumCohortValue,
  /** One-sided p-value of "the canary is worse" (Mann–Whitney U or two-proportion z). */
  p: Nullable(Type.Number()),
  /** How much worse the canary is: p75 difference, or rate difference. */
  difference: Nullable(Type.Number()),
  /** The difference that fails a metric when significant. */
  tolerance: Nullable(Type.Number()),
  verdict: Verdict,
});
export type RumMetricResult = Static<typeof RumMetricResult>;

/** One hour of one version: traffic, error rate and p75 LCP/INP (null without data). */
export const RumSeriesPoint = Type.Object({
  version: Type.String(),
  hour: Timestamp,
  views: Type.Integer(),
  errorRate: Nullable(Type.Number()),
  lcp: Nullable(Type.Number()),
  inp: Nullable(Type.Number()),
});
export type RumSeriesPoint = Static<typeof RumSeriesPoint>;

export const RumAnalysis = Type.Object({
  remote: Type.String(),
  stable: Type.String(),
  canary: Nullable(
    Type.Object({ version: Type.String(), percent: Type.Integer(), since: Timestamp }),
  ),
  window: Type.Object({ from: Timestamp, to: Timestamp }),
  minSample: Type.Integer(),
  metrics: Type.Array(RumMetricResult),
  /** 0–100: passes count 1, marginal ½, over the metrics with enough sample (null: none). */
  score: Nullable(Type.Number()),
  verdict: Nullable(Verdict),
  series: Type.Array(RumSeriesPoint),
});
export type RumAnalysis = Static<typeof RumAnalysis>;

/** What an automatic rollback or promotion was decided on (the audit trail keeps it). */
export const RumEvidence = Type.Omit(RumAnalysis, ['series']);
export type RumEvidence = Static<typeof RumEvidence>;
