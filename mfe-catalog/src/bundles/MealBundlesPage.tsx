import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function MealBundlesPage() {
  const t = useT();
  return <PageFrame title={t('catalog.mealBundles.title')} />;
}
