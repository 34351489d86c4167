import { useState } from 'react';
import { Badge, Button, Card, Cluster, Heading, Stack, Table, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { CanaryAnalysis } from './CanaryAnalysis';
import { ReleaseHistory } from './ReleaseHistory';
import { RemoteActions } from './RemoteActions';
import { RolloutPanel } from './RolloutPanel';
import type { RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';

function rate(loads: number, failures: number): string {
  const attempts = loads + failures;
  return attempts === 0 ? '—' : `${((failures / attempts) * 100).toFixed(1)} %`;
}

/** One remote: what it serves, its versions' health, the release actions and its history. */
export function RemoteCard({ remote }: { remote: RemoteReleaseStatus }) {
  const t = useT();
  const [showHistory, setShowHistory] = useState(false);
  const headingId = `release-${remote.remote}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={3}>
        <Cluster gap={2}>
          <Heading level={2} id={headingId}>
            {remote.remote}
          </Heading>
          <Badge tone={remote.pinned ? 'primary' : 'neutral'}>
            {remote.pinned
              ? t('admin.releases.pinned', { version: remote.pinned })
              : t('admin.releases.unpinned')}
          </Badge>
          {remote.staging && (
            <Badge tone="neutral">{t('admin.releases.staging', { version: remote.staging })}</Badge>
          )}
          {remote.canary && (
            <Badge tone="accent">
              {t('admin.releases.canary', {
                version: remote.canary.version,
                percent: remote.canary.percent,
              })}
            </Badge>
          )}
        </Cluster>
        {remote.canary && (
          <Text size="sm">
            {t('admin.releases.canaryHealth', {
              failures: remote.canary.failures,
              attempts: remote.canary.loads + remote.canary.failures,
              threshold: remote.canary.failureThreshold,
              minLoads: remote.canary.minLoads,
            })}
          </Text>
        )}
        {remote.canary?.rollout && (
          <RolloutPanel
            remote={remote.remote}
            canary={remote.canary}
            rollout={remote.canary.rollout}
          />
        )}
        <CanaryAnalysis remote={remote.remote} canary={remote.canary !== null} />
        {remote.versions.length === 0 ? (
          <Text tone="muted">{t('admin.releases.noVersions')}</Text>
        ) : (
          <Table caption={t('admin.releases.versionsOf', { remote: remote.remote })}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.releases.version')}</th>
                  <th scope="col">{t('admin.releases.loads')}</th>
                  <th scope="col">{t('admin.releases.failures')}</th>
                  <th scope="col">{t('admin.releases.failureRate')}</th>
                  <th scope="col">{t('admin.releases.exposes')}</th>
                </tr>
              </thead>
              <tbody>
                {remote.versions.map((v) => (
                  <tr key={v.version}>
                    <th scope="row">{v.version}</th>
                    <td>{v.loads}</td>
                    <td>{v.failures}</td>
                    <td>{rate(v.loads, v.failures)}</td>
                    <td>{v.exposes.map((name) => `./${name}`).join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
          </Table>
        )}
        {remote.versions.length > 0 && (
          <RemoteActions remote={remote} />
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {showHistory ? t('admin.releases.hideHistory') : t('admin.releases.showHistory')}
          </Button>
        </div>
        {showHistory && <ReleaseHistory remote={remote.remote} />}
      </Stack>
    </Card>
  );
}

