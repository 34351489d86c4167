import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function FoodMenuPage() {
  const t = useT();
  return <PageFrame title={t('catalog.foodMenu.title')} />;
}
