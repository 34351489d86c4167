/**
 * The verdicts of the canary analysis (docs/architecture.md §3.1): each metric of the canary
 * against stable over the same window, then a score like Kayenta's. Pure: the numbers come in
 * as totals and histograms (analysis.ts reads them).
 */
import type {
  RumJudgedMetric,
  RumMetricResult,
  RumVerdict,
} from '@mealprep/shared/releases/contracts';
import { METRIC_SCALE } from './buckets';
import { zero, type Counters } from './rows';
import { mannWhitney, percentile, total, twoProportion } from './stats';

/** What one cohort (a version over the window) measured. */
export interface CohortData extends Counters {
  histograms: Record<'lcp' | 'inp' | 'cls' | 'ttfb', number[]>;
}

/** A cohort with nothing measured yet. */
export const emptyCohort = (): CohortData => ({
  ...zero(),
  histograms: { lcp: [], inp: [], cls: [], ttfb: [] },
});

/** A difference must be this significant (one-sided p) to fail a metric… */
export const FAIL_P = 0.001;
/** …and this significant, in the wrong direction, to make it marginal. */
export const MARGINAL_P = 0.01;

/**
 * How much worse a metric may get before a significant difference fails it: the larger of an
 * absolute floor (what a customer could notice) and a share of stable's value.
 */
const TOLERANCE: Record<RumJudgedMetric, { floor: number; share: number }> = {
  lcp: { floor: 100, share: 0.1 },
  inp: { floor: 50, share: 0.1 },
  cls: { floor: 0.02, share: 0.1 },
  errors: { floor: 0.005, share: 0.25 },
  loadFailures: { floor: 0.005, share: 0.25 },
  ssrFailures: { floor: 0.005, share: 0.25 },
};

function verdictOf(p: number, difference: number, tolerance: number): RumVerdict {
  if (p < FAIL_P && difference >= tolerance) return 'fail';
  if (p < MARGINAL_P && difference > 0) return 'marginal';
  return 'pass';
}

function latency(
  metric: 'lcp' | 'inp' | 'cls',
  canary: CohortData,
  stable: CohortData,
  minSample: number,
): RumMetricResult {
  const a = canary.histograms[metric];
  const b = stable.histograms[metric];
  const scale = METRIC_SCALE[metric];
  const p75 = (histogram: number[]) => {
    const value = percentile(histogram, 0.75);
    return value === null ? null : value / scale;
  };
  const result: RumMetricResult = {
    metric,
    kind: 'latency',
    canary: { n: total(a), value: p75(a) },
    stable: { n: total(b), value: p75(b) },
    p: null,
    difference: null,
    tolerance: null,
    verdict: 'insufficient',
  };
  if (result.canary.n < minSample || result.stable.n < minSample) return result;
  const test = mannWhitney(a, b);
  const canaryValue = result.canary.value ?? 0;
  const stableValue = result.stable.value ?? 0;
  const difference = canaryValue - stableValue;
  const tolerance = Math.max(TOLERANCE[metric].floor, TOLERANCE[metric].share * stableValue);
  const p = test?.p ?? 1;
  return { ...result, p, difference, tolerance, verdict: verdictOf(p, difference, tolerance) };
}

function rate(
  metric: 'errors' | 'loadFailures' | 'ssrFailures',
  canary: CohortData,
  stable: CohortData,
  minSample: number,
): RumMetricResult {
  const of = (data: CohortData): [number, number] => {
    if (metric === 'errors') return [data.errorViews, data.views];
    if (metric === 'loadFailures') return [data.loadFailures, data.loads + data.loadFailures];
    return [data.ssrFailures, data.ssrRenders];
  };
  const [x1, n1] = of(canary);
  const [x2, n2] = of(stable);
  const result: RumMetricResult = {
    metric,
    kind: 'rate',
    canary: { n: n1, value: n1 > 0 ? x1 / n1 : null },
    stable: { n: n2, value: n2 > 0 ? x2 / n2 : null },
    p: null,
    difference: null,
    tolerance: null,
    verdict: 'insufficient',
  };
  if (n1 < minSample || n2 < minSample) return result;
  const { p } = twoProportion(x1, n1, x2, n2);
  const difference = x1 / n1 - x2 / n2;
  const tolerance = Math.max(TOLERANCE[metric].floor, (TOLERANCE[metric].share * x2) / n2);
  return { ...result, p, difference, tolerance, verdict: verdictOf(p, difference, tolerance) };
}

export interface Judgement {
  metrics: RumMetricResult[];
  score: number | null;
  verdict: RumVerdict | null;
}

/**
 * Every metric's verdict, the score (passes 1, marginal ½, over the metrics with enough sample,
 * × 100) and the overall verdict: fail when any metric fails, pass from 95, marginal below,
 * insufficient when no metric has its minimum sample in both cohorts.
 */
export function judge(canary: CohortData, stable: CohortData, minSample: number): Judgement {
  const metrics = [
    latency('lcp', canary, stable, minSample),
    latency('inp', canary, stable, minSample),
    latency('cls', canary, stable, minSample),
    rate('errors', canary, stable, minSample),
    rate('loadFailures', canary, stable, minSample),
    rate('ssrFailures', canary, stable, minSample),
  ];
  const judged = metrics.filter((metric) => metric.verdict !== 'insufficient');
  if (judged.length === 0) return { metrics, score: null, verdict: 'insufficient' };
  const points = judged.reduce(
    (sum, metric) =>
      sum + (metric.verdict === 'pass' ? 1 : metric.verdict === 'marginal' ? 0.5 : 0),
    0,
  );
  const score = Math.round((1000 * points) / judged.length) / 10;
  const verdict = judged.some((metric) => metric.verdict === 'fail')
    ? 'fail'
    : score >= 95
      ? 'pass'
      : 'marginal';
  return { metrics, score, verdict };
}
