import { useParams } from 'react-router-dom';
import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function PaymentSuccessPage() {
  const t = useT();
  const { id = '' } = useParams<'id'>();
  return (
    <PageFrame title={t('checkout.paymentSuccess.title')}>
      <Text tone="muted">{t('checkout.payment.reference', { id })}</Text>
    </PageFrame>
  );
}
