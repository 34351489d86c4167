import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function FoodMenuPage() {
  const t = useT();
  return <PageFrame title={t('catalog.foodMenu.title')} />;
}
