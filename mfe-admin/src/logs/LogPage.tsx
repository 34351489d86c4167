import { useParams } from 'react-router-dom';
import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function LogPage() {
  const t = useT();
  const { id = '' } = useParams<'id'>();
  return <PageFrame title={t('admin.log.title', { id })} />;
}
