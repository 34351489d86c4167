import { useLocale } from '@mealprep/shared/i18n';
import { Badge, Cluster, Heading, Skeleton, Stack, Table, Text, type BadgeTone } from '@mealprep/shared/ui';
import type { RumAnalysis, RumSeriesPoint, RumVerdict } from '@mealprep/shared/releases/contracts';
import { useT } from '../i18n';
import { formatMetricValue, formatP } from './analysisFormat';
import { useReleaseAnalysisQuery } from './api';
import { useReleaseTime } from './releaseTime';
import { TrendChart, type TrendLine } from './TrendChart';

export const VERDICT_TONE: Record<RumVerdict, BadgeTone> = {
  pass: 'primary',
  marginal: 'accent',
  fail: 'danger',
  insufficient: 'neutral',
};

const CHARTS = [
  { id: 'lcp', pick: (point: RumSeriesPoint) => point.lcp, unit: 'latency' },
  { id: 'inp', pick: (point: RumSeriesPoint) => point.inp, unit: 'latency' },
  { id: 'errors', pick: (point: RumSeriesPoint) => point.errorRate, unit: 'rate' },
  { id: 'traffic', pick: (point: RumSeriesPoint) => point.views, unit: 'count' },
] as const;

/** Canary against stable on what customers felt: charts per hour, then the verdict per metric. */
function Charts({ data }: { data: RumAnalysis }) {
  const t = useT();
  const locale = useLocale();
  const versions = data.canary ? [data.stable, data.canary.version] : [data.stable];
  const format = (unit: (typeof CHARTS)[number]['unit'], value: number | null) =>
    unit === 'count'
      ? value === null
        ? '—'
        : new Intl.NumberFormat(locale).format(value)
      : formatMetricValue(
          locale,
          { metric: 'lcp', kind: unit === 'rate' ? 'rate' : 'latency' },
          value,
        );
  return (
    <Cluster gap={4}>
      {CHARTS.map((chart) => {
        const lines: TrendLine[] = versions.map((version) => ({
          label: version,
          kind: version === data.stable ? 'stable' : 'canary',
          points: data.series
            .filter((point) => point.version === version)
            .map((point) => ({ at: Date.parse(point.hour), value: chart.pick(point) })),
        }));
        const summary = lines
          .map((line) =>
            t('admin.releases.analysis.latest', {
              version: line.label,
              value: format(chart.unit, line.points.at(-1)?.value ?? null),
            }),
          )
          .join('; ');
        return (
          <TrendChart
            key={chart.id}
            title={t(`admin.releases.analysis.chart.${chart.id}`)}
            summary={summary}
            lines={lines}
          />
        );
      })}
    </Cluster>
  );
}

function Verdicts({ data }: { data: RumAnalysis }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Table caption={t('admin.releases.analysis.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('admin.releases.analysis.metric')}</th>
          <th scope="col">{t('admin.releases.analysis.canary')}</th>
          <th scope="col">{t('admin.releases.analysis.stable')}</th>
          <th scope="col">{t('admin.releases.analysis.p')}</th>
          <th scope="col">{t('admin.releases.analysis.verdict')}</th>
        </tr>
      </thead>
      <tbody>
        {data.metrics.map((metric) => (
          <tr key={metric.metric}>
            <th scope="row">{t(`admin.releases.analysis.metric.${metric.metric}`)}</th>
            {[metric.canary, metric.stable].map((side, index) => (
              <td key={index}>
                {t('admin.releases.analysis.sample', {
                  value: formatMetricValue(locale, metric, side.value),
                  n: side.n,
                })}
              </td>
            ))}
            <td>{formatP(locale, metric.p)}</td>
            <td>
              <Badge tone={VERDICT_TONE[metric.verdict]}>
                {t(`admin.releases.analysis.verdict.${metric.verdict}`)}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The real-user measurements of one remote on `/admin/releases` (docs/architecture.md §3.1). */
export function CanaryAnalysis({ remote, canary }: { remote: string; canary: boolean }) {
  const t = useT();
  // A running canary is judged as reports arrive; the page follows it every minute.
  const { data, isError } = useReleaseAnalysisQuery(remote, {
    pollingInterval: canary ? 60_000 : 0,
  });
  const when = useReleaseTime();
  const headingId = `analysis-${remote}`;
  if (isError && !data) return <Text role="alert">{t('admin.releases.analysis.loadFailed')}</Text>;
  if (!data) return <Skeleton height="6rem" />;
  return (
    // Named with its remote ("checkout Real-user measurements"): one such region per remote.
    <Stack as="section" aria-labelledby={`release-${remote} ${headingId}`} gap={2}>
      <Heading level={3} id={headingId}>
        {t('admin.releases.analysis.title')}
      </Heading>
      <Cluster gap={2}>
        <Text size="sm">
          {data.canary
            ? t('admin.releases.analysis.window', {
                canary: data.canary.version,
                stable: data.stable,
                since: when(data.canary.since),
              })
            : t('admin.releases.analysis.stableOnly', { stable: data.stable })}
        </Text>
        {data.verdict && (
          <Badge tone={VERDICT_TONE[data.verdict]}>
            {t(`admin.releases.analysis.verdict.${data.verdict}`)}
          </Badge>
        )}
        {data.score !== null && (
          <Text size="sm">{t('admin.releases.analysis.score', { score: data.score })}</Text>
        )}
      </Cluster>
      {data.series.length === 0 ? (
        <Text tone="muted">{t('admin.releases.analysis.noData')}</Text>
      ) : (
        <>
          {data.canary && (
            <Text size="sm" tone="muted">
              {t('admin.releases.analysis.legend', {
                stable: data.stable,
                canary: data.canary.version,
              })}
            </Text>
          )}
          <Charts data={data} />
        </>
      )}
      {data.metrics.length > 0 && (
        <>
          <Verdicts data={data} />
          <Text size="sm" tone="muted">
            {t('admin.releases.analysis.minSample', { minSample: data.minSample })}
          </Text>
        </>
      )}
    </Stack>
  );
}
