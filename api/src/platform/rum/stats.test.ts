import { BUCKET_COUNT, bucketBounds, bucketOf } from './buckets';
import { erfc, mannWhitney, normalCdf, percentile, twoProportion } from './stats';

// Reference values from SciPy 1.17 (scipy.stats.norm, mannwhitneyu(..., alternative='greater',
// use_continuity=True, method='asymptotic'), and the pooled z-test computed with norm.sf).
describe('the normal distribution', () => {
  it('matches the reference values', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 7);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 7);
    expect(erfc(3) / 2.2090496998585438e-5).toBeCloseTo(1, 5);
    expect((1 - normalCdf(4.5)) / 3.3976731247300535e-6).toBeCloseTo(1, 4);
  });
});

describe('Mann–Whitney U on histograms (tied values share a bucket)', () => {
  it('matches SciPy with many ties', () => {
    const test = mannWhitney([0, 3, 5, 2, 0, 1], [2, 4, 3, 1, 0, 0]);
    expect(test?.u).toBe(78.5);
    expect(test?.p).toBeCloseTo(0.04440543034214009, 6);
  });

  it('matches SciPy on larger samples', () => {
    const test = mannWhitney([10, 20, 30, 25, 15], [15, 30, 30, 15, 10]);
    expect(test?.u).toBe(5962.5);
    expect(test?.p).toBeCloseTo(0.007817094129472107, 6);
  });

  it('finds no difference between equal samples and none without data', () => {
    const same = mannWhitney([5, 10, 5], [5, 10, 5]);
    expect(same?.effect).toBe(0.5);
    expect(same?.p).toBeGreaterThan(0.5);
    expect(mannWhitney([0, 0], [1, 2])).toBeNull();
  });
});

describe('the two-proportion z-test', () => {
  it('matches the reference values', () => {
    const worse = twoProportion(30, 400, 12, 400);
    expect(worse.z).toBeCloseTo(2.853371049746439, 9);
    expect(worse.p).toBeCloseTo(0.002162903999791723, 7);
    expect(twoProportion(5, 1000, 6, 1000).p).toBeCloseTo(0.6188050560749856, 6);
  });

  it('gives no evidence when nothing failed or nothing was measured', () => {
    expect(twoProportion(0, 500, 0, 500).p).toBe(1);
    expect(twoProportion(3, 0, 1, 10).p).toBe(1);
  });
});

describe('latency buckets and percentiles', () => {
  it('puts values in 10 % wide buckets and reads p75 back within a bucket', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(9.99)).toBe(0);
    expect(bucketOf(10)).toBe(1);
    expect(bucketOf(1e9)).toBe(BUCKET_COUNT - 1);
    for (const value of [12, 180, 2500, 61_000]) {
      const [low, high] = bucketBounds(bucketOf(value));
      expect(value).toBeGreaterThanOrEqual(low);
      expect(value).toBeLessThan(high);
      expect(high / low).toBeCloseTo(1.1, 6);
    }
    const histogram = new Array<number>(BUCKET_COUNT).fill(0);
    // 100 values: 1..100 ms.
    for (let value = 1; value <= 100; value += 1) {
      const bucket = bucketOf(value);
      histogram[bucket] = (histogram[bucket] ?? 0) + 1;
    }
    const p75 = percentile(histogram, 0.75) ?? 0;
    expect(p75 / 75).toBeGreaterThan(0.95);
    expect(p75 / 75).toBeLessThan(1.05);
    expect(percentile(new Array<number>(BUCKET_COUNT).fill(0), 0.75)).toBeNull();
  });
});
