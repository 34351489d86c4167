import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '@mealprep/shared/api';
import type { PlacedOrder } from '@mealprep/shared/domain';
import { formatMoney } from '@mealprep/shared/i18n';
import { Button, EmptyState, PageFrame, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { LinkButton } from '../shared/LinkButton';
import { usePayment } from './usePayment';

/** Leaves the shop for the gateway's hosted page. */
function goToPayment(url: string) {
  window.location.assign(url);
}

/** SPEC §2 /payment/{id}/failed with try again: a new payment for the same order. */
export default function PaymentFailedPage() {
  const t = useT();
  const api = useApi();
  const { id } = useParams();
  const state = usePayment(id, false);
  const [retrying, setRetrying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reference = <Text tone="muted">{t('checkout.payment.reference', { id: id ?? '' })}</Text>;

  if (state.status !== 'ready') {
    return (
      <PageFrame title={t('checkout.paymentFailed.title')}>
        {reference}
        {state.status === 'loading' ? (
          <Skeleton width="100%" height="8rem" radius="lg" />
        ) : (
          <EmptyState title={t('checkout.payment.notFound')} />
        )}
      </PageFrame>
    );
  }
  const { payment } = state;
  const paid =
    payment.order.status !== 'payment_pending' && payment.order.status !== 'payment_failed';

  async function tryAgain() {
    setRetrying(true);
    setProblem(null);
    const result = await api.post<PlacedOrder>(`/api/v1/payments/${payment.id}/retry`, undefined, {
      showError: false,
    });
    if (result.ok) {
      goToPayment(result.data.payment_url);
      return;
    }
    setProblem(result.message);
    setRetrying(false);
  }

  return (
    <PageFrame title={t('checkout.paymentFailed.title')}>
      <Stack gap={3}>
        {reference}
        <Text>{t('checkout.payment.order', { orderNo: payment.order.order_no })}</Text>
        {paid ? (
          <Text role="status">{t('checkout.payment.alreadyPaid')}</Text>
        ) : (
          <>
            <Text>{t('checkout.payment.failedBody')}</Text>
            <Text>{t('checkout.payment.due', { amount: formatMoney(payment.order.total) })}</Text>
            {problem && <Text role="alert">{problem}</Text>}
            <div>
              <Button loading={retrying} onClick={() => void tryAgain()}>
                {t('checkout.payment.tryAgain')}
              </Button>
            </div>
          </>
        )}
        <div>
          <LinkButton to="orders">{t('checkout.payment.orders')}</LinkButton>
        </div>
      </Stack>
    </PageFrame>
  );
}
