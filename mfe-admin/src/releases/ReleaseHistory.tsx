import { useLocale } from '@mealprep/shared/i18n';
import { Skeleton, Table, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { formatMetricValue, formatP } from './analysisFormat';
import { useReleaseHistoryQuery } from './api';
import { useReleaseTime } from './releaseTime';

/** A remote's release history, newest first; it refreshes after every release action. */
export function ReleaseHistory({ remote }: { remote: string }) {
  const t = useT();
  const locale = useLocale();
  const { data: events } = useReleaseHistoryQuery(remote);
  const when = useReleaseTime();
  if (!events) return <Skeleton height="4rem" />;
  if (events.length === 0) return <Text tone="muted">{t('admin.releases.noHistory')}</Text>;
  return (
    <Table caption={t('admin.releases.historyOf', { remote })}>
        <thead>
          <tr>
            <th scope="col">{t('admin.releases.when')}</th>
            <th scope="col">{t('admin.releases.environment')}</th>
            <th scope="col">{t('admin.releases.action')}</th>
            <th scope="col">{t('admin.releases.fromTo')}</th>
            <th scope="col">{t('admin.releases.who')}</th>
            <th scope="col">{t('admin.releases.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{when(event.at)}</td>
              <td>{t(`admin.releases.environment.${event.environment ?? 'production'}`)}</td>
              <td>{event.action}</td>
              <td>
                {event.from ?? '—'} → {event.to ?? '—'}
              </td>
              <td>{event.actor ?? t('admin.releases.registry')}</td>
              <td>
                {event.reason}
                {event.evidence && (
                  <details>
                    <summary>{t('admin.releases.analysis.evidence')}</summary>
                    <ul>
                      {event.evidence.metrics
                        .filter((metric) => metric.verdict !== 'insufficient')
                        .map((metric) => (
                          <li key={metric.metric}>
                            {t('admin.releases.analysis.evidenceLine', {
                              metric: t(`admin.releases.analysis.metric.${metric.metric}`),
                              canary: formatMetricValue(locale, metric, metric.canary.value),
                              stable: formatMetricValue(locale, metric, metric.stable.value),
                              p: formatP(locale, metric.p),
                              verdict: t(`admin.releases.analysis.verdict.${metric.verdict}`),
                            })}
                          </li>
                        ))}
                    </ul>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
    </Table>
  );
}

