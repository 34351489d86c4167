/** A canary analysis as the API answers it, for the releases page's tests (not shipped). */
import type { RumAnalysis, RumMetricResult } from '@mealprep/shared/releases/contracts';

const metric = (
  name: RumMetricResult['metric'],
  kind: RumMetricResult['kind'],
  canary: [number, number | null],
  stable: [number, number | null],
  p: number | null,
  verdict: RumMetricResult['verdict'],
): RumMetricResult => ({
  metric: name,
  kind,
  canary: { n: canary[0], value: canary[1] },
  stable: { n: stable[0], value: stable[1] },
  p,
  difference: canary[1] !== null && stable[1] !== null ? canary[1] - stable[1] : null,
  tolerance: null,
  verdict,
});

export function slowCanary(remote = 'checkout'): RumAnalysis {
  const hours = ['2026-11-20T03:00:00.000Z', '2026-11-20T04:00:00.000Z'];
  return {
    remote,
    stable: '1.0.0',
    canary: { version: '1.1.0', percent: 10, since: '2026-11-20T03:10:00.000Z' },
    window: { from: '2026-11-20T03:10:00.000Z', to: '2026-11-20T04:30:00.000Z' },
    minSample: 100,
    metrics: [
      metric('lcp', 'latency', [240, 2710], [2200, 1880], 3.2e-9, 'fail'),
      metric('inp', 'latency', [180, 912], [1900, 176], 1.1e-12, 'fail'),
      metric('cls', 'latency', [240, 0.02], [2200, 0.02], 0.41, 'pass'),
      metric('errors', 'rate', [240, 0.0125], [2200, 0.0105], 0.36, 'pass'),
      metric('loadFailures', 'rate', [12, 0], [90, 0], null, 'insufficient'),
      metric('ssrFailures', 'rate', [0, null], [0, null], null, 'insufficient'),
    ],
    score: 50,
    verdict: 'fail',
    series: hours.flatMap((hour, index) => [
      { version: '1.0.0', hour, views: 1100, errorRate: 0.01, lcp: 1880, inp: 170 + index * 10 },
      { version: '1.1.0', hour, views: 120, errorRate: 0.0125, lcp: 2710, inp: 900 + index * 20 },
    ]),
  };
}

export function stableOnly(remote: string): RumAnalysis {
  return {
    remote,
    stable: '0.1.0',
    canary: null,
    window: { from: '2026-11-19T04:30:00.000Z', to: '2026-11-20T04:30:00.000Z' },
    minSample: 100,
    metrics: [],
    score: null,
    verdict: null,
    series: [],
  };
}
