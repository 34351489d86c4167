import type { RumMetricResult } from '@mealprep/shared/releases/contracts';

/** A metric's value as a release manager reads it: ms, a percentage, or CLS's own unit. */
export function formatMetricValue(
  locale: string,
  metric: Pick<RumMetricResult, 'metric' | 'kind'>,
  value: number | null,
): string {
  if (value === null) return '—';
  if (metric.kind === 'rate') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      value,
    );
  }
  if (metric.metric === 'cls') {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  }).format(value);
}

/** Two significant digits; below 0.001 in scientific notation (p = 1.2E-9). */
export function formatP(locale: string, p: number | null): string {
  if (p === null) return '—';
  return new Intl.NumberFormat(locale, {
    maximumSignificantDigits: 2,
    notation: p < 0.001 ? 'scientific' : 'standard',
  }).format(p);
}
