/**
 * Log-spaced histogram buckets for real-user latencies (docs/architecture.md §3.1). Bucket 0 holds
 * values below 10; bucket k ≥ 1 holds [10·1.1^(k−1), 10·1.1^k), so each bucket is 10 % wide and
 * the last one (≈ 830 s and up) catches the rest. Milliseconds for LCP, INP and TTFB; CLS is
 * stored × 1000 (a shift of 0.1 is 100), so one scheme serves every metric.
 */
import type { RumMetric } from '../../db/tables/rum';

export const BUCKET_COUNT = 121;
const RATIO = 1.1;
const FIRST = 10;

/** How a metric's value is stored (CLS is unitless, scaled to thousandths). */
export const METRIC_SCALE: Record<RumMetric, number> = { lcp: 1, inp: 1, ttfb: 1, cls: 1000 };

export function bucketOf(value: number): number {
  if (!(value >= FIRST)) return 0;
  const k = Math.floor(Math.log(value / FIRST) / Math.log(RATIO)) + 1;
  return Math.min(BUCKET_COUNT - 1, k);
}

/** The bounds [low, high) of a bucket, in stored units. */
export function bucketBounds(bucket: number): [number, number] {
  if (bucket <= 0) return [0, FIRST];
  return [FIRST * RATIO ** (bucket - 1), FIRST * RATIO ** bucket];
}

/** A dense histogram (index = bucket) from sparse rows. */
export function histogramOf(rows: Iterable<{ bucket: number; count: number }>): number[] {
  const histogram = new Array<number>(BUCKET_COUNT).fill(0);
  for (const { bucket, count } of rows) {
    if (bucket >= 0 && bucket < BUCKET_COUNT) histogram[bucket] = (histogram[bucket] ?? 0) + count;
  }
  return histogram;
}
