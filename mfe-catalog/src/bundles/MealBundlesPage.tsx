import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function MealBundlesPage() {
  const t = useT();
  return <PageFrame title={t('catalog.mealBundles.title')} />;
}
