import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function CheckoutPage() {
  const t = useT();
  return <PageFrame title={t('checkout.checkout.title')} />;
}
