import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function HomePage() {
  const t = useT();
  return <PageFrame title={t('catalog.home.title')} />;
}
