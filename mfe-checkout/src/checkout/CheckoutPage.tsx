import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function CheckoutPage() {
  const t = useT();
  return <PageFrame title={t('checkout.checkout.title')} />;
}
