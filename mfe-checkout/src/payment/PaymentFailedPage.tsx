import { useParams } from 'react-router-dom';
import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function PaymentFailedPage() {
  const t = useT();
  const { id = '' } = useParams<'id'>();
  return (
    <PageFrame title={t('checkout.paymentFailed.title')}>
      <Text tone="muted">{t('checkout.payment.reference', { id })}</Text>
    </PageFrame>
  );
}
