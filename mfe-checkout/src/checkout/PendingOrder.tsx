import { formatShopMoment } from '@mealprep/shared/core';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { Button, SectionCard, Text } from '@mealprep/shared/ui';
import { PayOrder } from '../common/PayOrder';
import { useT } from '../i18n';

/**
 * The customer's unpaid order of this very cart: back from the payment
 * page, checkout shows it before a second order of the same cart — its number, what is due and
 * until when — with Pay now (the pay-later flow, re-quoted where the courier's price lapsed) and
 * Change order (the checkout form; placing it replaces this order, docs/architecture.md §9.4).
 */
export function PendingOrder({
  order,
  onChange,
}: {
  order: NonNullable<CheckoutQuote['pending_order']>;
  onChange: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <SectionCard title={t('checkout.pending.title')}>
      <Text>{t('checkout.pending.body')}</Text>
      <Text>
        <strong>{t('checkout.payment.order', { orderNo: order.order_no })}</strong>
      </Text>
      <Text>{t('checkout.payment.due', { amount: formatMoney(order.total) })}</Text>
      <Text>{t('checkout.payment.payBy', { time: formatShopMoment(order.pay_by, locale) })}</Text>
      <PayOrder orderId={order.order_id} label={t('checkout.pending.payNow')}>
        <Button variant="secondary" onClick={onChange}>
          {t('checkout.pending.change')}
        </Button>
      </PayOrder>
    </SectionCard>
  );
}
