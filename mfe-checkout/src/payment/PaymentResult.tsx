import { useParams } from '@mealprep/shared/router';
import { formatShopDate, formatShopMoment, formatSlot } from '@mealprep/shared/core';
import type { PaymentView } from '@mealprep/shared/checkout/contracts';
import { formatMoney, useLocale, type Locale } from '@mealprep/shared/i18n';
import { Cluster, EmptyState, PageFrame, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { PayOrder } from '../common/PayOrder';
import { useT } from '../i18n';
import { PaidOrder } from './PaidOrder';
import { usePayment } from './usePayment';
import { liveWhile } from '@mealprep/shared/federation-contracts';

/** The chosen date and slot (delivery and pickup share one slot rule), as the customer chose it. */
export function whenText(
  order: PaymentView['order'],
  locale: Locale,
): { date: string; time: string } {
  const date = formatShopDate(order.delivery_date, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return { date, time: formatSlot(order.delivery_time) };
}

/**
 * What the order's own state says, whichever result page the gateway sent the browser to; a
 * second payment of an order already paid says that it will be refunded (docs/architecture.md
 * §9.4 "decided once").
 */
export type ResultState = 'paid' | 'paidTwice' | 'confirming' | 'unpaid' | 'expired' | 'cancelled';

export function resultState(payment: PaymentView, expectSuccess: boolean): ResultState {
  const { order } = payment;
  if (payment.refund?.reason === 'paid_twice') return 'paidTwice';
  if (order.status !== 'payment_pending' && order.status !== 'payment_failed') {
    if (order.status !== 'cancelled') return 'paid';
    return order.cancel_reason === 'unpaid' ? 'expired' : 'cancelled';
  }
  if (!order.payable) return 'expired';
  return expectSuccess && payment.status === 'pending' ? 'confirming' : 'unpaid';
}

const TITLES: Record<
  ResultState,
  'checkout.paymentSuccess.title' | `checkout.payment.title.${Exclude<ResultState, 'paid'>}`
> = {
  paid: 'checkout.paymentSuccess.title',
  paidTwice: 'checkout.payment.title.paidTwice',
  confirming: 'checkout.payment.title.confirming',
  unpaid: 'checkout.payment.title.unpaid',
  expired: 'checkout.payment.title.expired',
  cancelled: 'checkout.payment.title.cancelled',
};

/**
 * docs/spec.md §2 /payment/{id}/success and /failed: the order number the customer sees in their
 * orders, the order's real state (a failed page for an order paid since says paid; a success
 * page for an unpaid order does not claim success), the chosen date and slot, and pay now while
 * the order can still be paid.
 */
export function PaymentResult({ expectSuccess }: { expectSuccess: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { id } = useParams();
  const state = usePayment(id, expectSuccess);

  if (state.status !== 'ready') {
    return (
      // Neutral until the order's state is known: never "successful" before it is.
      <PageFrame title={t('checkout.payment.title.checking')}>
        {state.status === 'loading' ? (
          // Filled in by the app once it has the payment: it starts without a touch.
          <div {...liveWhile(true)}>
            <Skeleton width="100%" height="8rem" radius="lg" />
          </div>
        ) : (
          <EmptyState title={t('checkout.payment.notFound')} />
        )}
      </PageFrame>
    );
  }
  const { payment } = state;
  const { order } = payment;
  const result = resultState(payment, expectSuccess);
  const title =
    result === 'unpaid' && payment.status === 'failed'
      ? t('checkout.paymentFailed.title')
      : t(TITLES[result]);
  return (
    <PageFrame title={title}>
      {/* Awaiting the gateway's word, the page asks again: it starts without a touch. */}
      <Stack gap={3} {...liveWhile(expectSuccess && payment.status === 'pending')}>
        <Text>
          <strong>{t('checkout.payment.order', { orderNo: order.order_no })}</strong>
        </Text>
        <Text>
          {t(
            order.delivery_method === 'pickup'
              ? 'checkout.payment.whenPickup'
              : 'checkout.payment.when',
            whenText(order, locale),
          )}
        </Text>
        {result === 'paid' && (
          <>
            <Text role="status">
              {t('checkout.payment.amount', {
                amount: formatMoney(payment.status === 'paid' ? payment.amount : order.total),
              })}
            </Text>
            {order.points_earned > 0 && (
              <Text>{t('checkout.payment.points', { points: order.points_earned })}</Text>
            )}
            <PaidOrder orderId={order.id} />
          </>
        )}
        {result === 'paidTwice' && (
          <Text role="status">
            {t(
              payment.refund?.refunded_at
                ? 'checkout.payment.paidTwiceRefunded'
                : 'checkout.payment.paidTwiceBody',
              { amount: formatMoney(payment.amount) },
            )}
          </Text>
        )}
        {result === 'confirming' && <Text role="status">{t('checkout.payment.pending')}</Text>}
        {result === 'unpaid' && (
          <>
            <Text>
              {payment.status === 'failed'
                ? t('checkout.payment.failedBody')
                : t('checkout.payment.notPaidBody')}
            </Text>
            <Text>{t('checkout.payment.due', { amount: formatMoney(order.total) })}</Text>
            {order.pay_by && (
              <Text>
                {t('checkout.payment.payBy', { time: formatShopMoment(order.pay_by, locale) })}
              </Text>
            )}
            <PayOrder orderId={order.id} label={t('checkout.payment.tryAgain')} />
          </>
        )}
        {result === 'expired' && order.pay_by && (
          <Text role="status">
            {t('checkout.payment.expiredAt', { time: formatShopMoment(order.pay_by, locale) })}
          </Text>
        )}
        {result === 'cancelled' && (
          // Paid after the customer's cancel: the order stays cancelled and the money goes back
          // (docs/architecture.md §9.4 "decided once").
          <Text role="status">
            {payment.refund !== null || payment.status === 'paid'
              ? t('checkout.payment.refundBody', { amount: formatMoney(payment.amount) })
              : t('checkout.payment.cancelledBody')}
          </Text>
        )}
        <Cluster gap={2}>
          <LinkButton to="orders">{t('checkout.payment.orders')}</LinkButton>
          <LinkButton to="foodMenu" variant="secondary">
            {t('checkout.payment.menu')}
          </LinkButton>
        </Cluster>
      </Stack>
    </PageFrame>
  );
}
