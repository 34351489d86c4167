import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function ReleasesPage() {
  const t = useT();
  return <PageFrame title={t('admin.releases.title')} />;
}
