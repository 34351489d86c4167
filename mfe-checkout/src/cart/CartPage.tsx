import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function CartPage() {
  const t = useT();
  return <PageFrame title={t('checkout.cart.title')} />;
}
