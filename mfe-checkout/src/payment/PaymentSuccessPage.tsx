import { useParams } from 'react-router-dom';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { EmptyState, PageFrame, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { LinkButton } from '../shared/LinkButton';
import { usePayment } from './usePayment';

/** SPEC §2 /payment/{id}/success: what the gateway's callback confirmed. */
export default function PaymentSuccessPage() {
  const t = useT();
  const locale = useLocale();
  const { id } = useParams();
  const state = usePayment(id, true);
  const reference = <Text tone="muted">{t('checkout.payment.reference', { id: id ?? '' })}</Text>;

  if (state.status !== 'ready') {
    return (
      <PageFrame title={t('checkout.paymentSuccess.title')}>
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
  const { order } = payment;
  return (
    <PageFrame title={t('checkout.paymentSuccess.title')}>
      <Stack gap={3}>
        {reference}
        <Text>{t('checkout.payment.order', { orderNo: order.order_no })}</Text>
        {payment.status === 'paid' ? (
          <>
            <Text role="status">
              {t('checkout.payment.amount', { amount: formatMoney(payment.amount) })}
            </Text>
            {order.points_earned > 0 && (
              <Text>{t('checkout.payment.points', { points: order.points_earned })}</Text>
            )}
            <Text>
              {t(
                order.delivery_method === 'pickup'
                  ? 'checkout.payment.whenPickup'
                  : 'checkout.payment.when',
                {
                  date: new Intl.DateTimeFormat(locale, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'Asia/Kuala_Lumpur',
                  }).format(new Date(`${order.delivery_date}T12:00:00+08:00`)),
                  time: order.delivery_time,
                },
              )}
            </Text>
          </>
        ) : (
          <Text role="status">{t('checkout.payment.pending')}</Text>
        )}
        <div>
          <LinkButton to="orders">{t('checkout.payment.orders')}</LinkButton>
        </div>
      </Stack>
    </PageFrame>
  );
}
