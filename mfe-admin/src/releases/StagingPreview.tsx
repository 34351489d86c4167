import { useState } from 'react';
import { Button, SectionCard, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useReleasePreviewQuery, useSetReleasePreviewMutation } from './api';
import { useReleaseTime } from './releaseTime';

/**
 * Whether this browser sees staging or production (docs/architecture.md §3.4), and the switch:
 * the server remembers this browser's cohort for a few hours; customers never see staging.
 */
export function StagingPreview() {
  const t = useT();
  const when = useReleaseTime();
  const { data: preview } = useReleasePreviewQuery();
  const [setPreview, { isLoading }] = useSetReleasePreviewMutation();
  const [failed, setFailed] = useState(false);
  if (!preview) return null;
  const until = preview.expiresAt ? when(preview.expiresAt) : '';

  /** The status line above says where this browser is now (a live region). */
  async function toggle() {
    setFailed(false);
    const result = await setPreview(!preview?.staging);
    if ('error' in result) setFailed(true);
  }

  return (
    <SectionCard title={t('admin.releases.preview.title')} gap={2}>
      <Text size="sm" role="status">
        {preview.staging
          ? t('admin.releases.preview.staging', { until })
          : t('admin.releases.preview.production')}
      </Text>
      {failed && (
        <Text tone="danger" role="alert">
          {t('admin.releases.preview.failed')}
        </Text>
      )}
      <div>
        <Button variant="secondary" loading={isLoading} onClick={() => void toggle()}>
          {preview.staging ? t('admin.releases.preview.off') : t('admin.releases.preview.on')}
        </Button>
      </div>
    </SectionCard>
  );
}
