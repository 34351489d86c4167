/**
 * The statistics of the canary analysis (docs/architecture.md §3.1), on histograms so they need no
 * raw rows: percentiles, the Mann–Whitney U test with tied ranks, and the two-proportion z-test.
 * p-values are one-sided: the question is always "is the canary worse than stable?".
 */
import { bucketBounds } from './buckets';

/** The standard normal distribution function Φ(z). */
export function normalCdf(z: number): number {
  return 1 - 0.5 * erfc(z / Math.SQRT2);
}

/**
 * The complementary error function, by the Chebyshev fit of Numerical Recipes (`erfcc`):
 * relative error below 1.2 × 10⁻⁷ everywhere, so small tail probabilities stay accurate.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

export function total(histogram: readonly number[]): number {
  return histogram.reduce((sum, count) => sum + count, 0);
}

/**
 * The `p` quantile (0–1) of a histogram of bucketed values, interpolated linearly inside the
 * bucket it falls in; null when empty.
 */
export function percentile(histogram: readonly number[], p: number): number | null {
  const n = total(histogram);
  if (n === 0) return null;
  const target = p * n;
  let before = 0;
  for (let bucket = 0; bucket < histogram.length; bucket += 1) {
    const count = histogram[bucket] ?? 0;
    if (count > 0 && before + count >= target) {
      const [low, high] = bucketBounds(bucket);
      return low + ((high - low) * (target - before)) / count;
    }
    before += count;
  }
  const [low] = bucketBounds(histogram.length - 1);
  return low;
}

export interface RankTest {
  /** U of the first sample (the canary): pairs where it is larger, ties counting half. */
  u: number;
  z: number;
  /** One-sided: the probability of a U this large or larger if both came from one distribution. */
  p: number;
  /** U / (n1·n2): the chance a canary value exceeds a stable one (0.5 = no difference). */
  effect: number;
}

/**
 * Mann–Whitney U of `a` against `b`, two histograms over the same buckets. Values in one bucket
 * are ties and get their mid-rank; the variance carries the tie correction
 * σ² = n1·n2/12 · ((N + 1) − Σ(t³ − t) / (N(N − 1))), and z a continuity correction of ½.
 */
export function mannWhitney(a: readonly number[], b: readonly number[]): RankTest | null {
  const n1 = total(a);
  const n2 = total(b);
  if (n1 === 0 || n2 === 0) return null;
  const n = n1 + n2;
  let below = 0;
  let rankSum = 0;
  let ties = 0;
  const buckets = Math.max(a.length, b.length);
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const t = (a[bucket] ?? 0) + (b[bucket] ?? 0);
    if (t === 0) continue;
    rankSum += (a[bucket] ?? 0) * (below + (t + 1) / 2);
    ties += t ** 3 - t;
    below += t;
  }
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return { u, z: 0, p: 0.5, effect: u / (n1 * n2) };
  const z = (u - mean - 0.5) / Math.sqrt(variance);
  return { u, z, p: 1 - normalCdf(z), effect: u / (n1 * n2) };
}

export interface ProportionTest {
  z: number;
  /** One-sided: the probability of the first rate being this much higher by chance. */
  p: number;
}

/** The pooled two-proportion z-test of x1/n1 (the canary) against x2/n2. */
export function twoProportion(x1: number, n1: number, x2: number, n2: number): ProportionTest {
  if (n1 === 0 || n2 === 0) return { z: 0, p: 1 };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, p: pooled === 0 ? 1 : 0.5 };
  const z = (x1 / n1 - x2 / n2) / se;
  return { z, p: 1 - normalCdf(z) };
}
