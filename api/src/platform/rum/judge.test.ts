import { BUCKET_COUNT, bucketOf } from './buckets';
import { judge, type CohortData } from './judge';

/** A cohort of `n` page views whose latencies spread evenly from `low` to `high` ms. */
function cohort(n: number, low: number, high: number, errorViews = 0): CohortData {
  const histogram = () => new Array<number>(BUCKET_COUNT).fill(0);
  const data: CohortData = {
    views: n,
    errorViews,
    loads: 0,
    loadFailures: 0,
    ssrRenders: 0,
    ssrFailures: 0,
    histograms: { lcp: histogram(), inp: histogram(), cls: histogram(), ttfb: histogram() },
  };
  for (let i = 0; i < n; i += 1) {
    const value = low + ((high - low) * i) / Math.max(1, n - 1);
    for (const metric of ['lcp', 'inp'] as const) {
      const bucket = bucketOf(value);
      data.histograms[metric][bucket] = (data.histograms[metric][bucket] ?? 0) + 1;
    }
    data.histograms.cls[0] = (data.histograms.cls[0] ?? 0) + 1;
  }
  return data;
}

const verdicts = (result: ReturnType<typeof judge>) =>
  Object.fromEntries(result.metrics.map((metric) => [metric.metric, metric.verdict]));

describe('the canary verdict', () => {
  it('passes a canary that measures like stable, judging only metrics with enough sample', () => {
    const result = judge(cohort(400, 100, 2000), cohort(4000, 100, 2000), 100);
    expect(verdicts(result)).toEqual({
      lcp: 'pass',
      inp: 'pass',
      cls: 'pass',
      errors: 'pass',
      loadFailures: 'insufficient',
      ssrFailures: 'insufficient',
    });
    expect(result).toMatchObject({ score: 100, verdict: 'pass' });
  });

  it('fails a canary 800 ms slower, with the p75s and a tiny p-value', () => {
    const result = judge(cohort(300, 900, 2800), cohort(3000, 100, 2000), 100);
    const inp = result.metrics.find((metric) => metric.metric === 'inp');
    expect(inp?.verdict).toBe('fail');
    expect(inp?.p).toBeLessThan(1e-6);
    expect(inp?.canary.value).toBeGreaterThan(2200);
    expect(inp?.stable.value).toBeLessThan(1600);
    expect(result.verdict).toBe('fail');
    expect(result.score).toBe(50);
  });

  it('fails an error rate of 8 % against 1 % and passes 1.2 % against 1 %', () => {
    expect(verdicts(judge(cohort(500, 100, 200, 40), cohort(5000, 100, 200, 50), 100)).errors).toBe(
      'fail',
    );
    expect(verdicts(judge(cohort(500, 100, 200, 6), cohort(5000, 100, 200, 50), 100)).errors).toBe(
      'pass',
    );
  });

  it('does not judge before each cohort has its minimum sample', () => {
    const result = judge(cohort(50, 900, 2800, 40), cohort(3000, 100, 2000), 100);
    expect(result).toMatchObject({ score: null, verdict: 'insufficient' });
  });
});
