import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function AboutPage() {
  const t = useT();
  return <PageFrame title={t('catalog.about.title')} />;
}
