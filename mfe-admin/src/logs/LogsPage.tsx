import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function LogsPage() {
  const t = useT();
  return <PageFrame title={t('admin.logs.title')} />;
}
