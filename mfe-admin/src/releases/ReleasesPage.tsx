import { PageFrame, Skeleton, Text } from '@mealprep/shared/ui';
import { BuildVersion } from '../common/BuildVersion';
import { useT } from '../i18n';
import { useReleasesQuery } from './api';
import { RemoteCard } from './RemoteCard';
import { StagingPreview } from './StagingPreview';

/** `/admin/releases`: what each remote serves, its versions' health, and the release actions. */
export default function ReleasesPage() {
  const t = useT();
  const { data: status, isError: failed } = useReleasesQuery();

  return (
    <PageFrame title={t('admin.releases.title')}>
      {failed && !status && <Text role="alert">{t('admin.releases.loadFailed')}</Text>}
      {!status && !failed && <Skeleton height="12rem" />}
      {status && <StagingPreview />}
      {status?.map((remote) => (
        <RemoteCard key={remote.remote} remote={remote} />
      ))}
      <BuildVersion />
    </PageFrame>
  );
}
