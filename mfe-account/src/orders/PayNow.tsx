import { formatCountdown } from '@mealprep/shared/core';
import { usePayOrder } from '@mealprep/shared/orders/api';
import { formatShopMoment } from '@mealprep/shared/core';
import type { OrderListItem } from '@mealprep/shared/orders/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { Button, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/** "Pay by 14:32" while payable; "Expired — not paid by 14:32" for an order that expired. */
export function PayDeadline({ order }: { order: OrderListItem }) {
  const t = useT();
  const locale = useLocale();
  if (!order.pay_by) return null;
  const time = formatShopMoment(order.pay_by, locale);
  if (order.payable) return <Text>{t('account.order.payBy', { time })}</Text>;
  if (order.status === 'cancelled' && order.cancel_reason === 'unpaid') {
    return <Text>{t('account.order.expiredUnpaid', { time })}</Text>;
  }
  return null;
}

/**
 * Pay now for an unpaid order (server's `payable`): asks what paying costs; a delivery whose
 * courier quote lapsed shows the new fee and total with the quote's countdown, and is paid only
 * once the customer confirms. Then the browser goes to the gateway.
 */
export function PayNow({ order }: { order: OrderListItem }) {
  const t = useT();
  const { busy, problem, quote, secondsLeft, holding, start, confirm } = usePayOrder(order.id);
  if (!order.payable) return null;

  return (
    <Stack gap={2}>
      {problem && <Text role="alert">{problem}</Text>}
      {quote && (
        <Text role="status">
          {t('account.order.newQuote', {
            fee: formatMoney(quote.delivery_fee),
            total: formatMoney(quote.total),
            previous: formatMoney(quote.previous_total),
          })}{' '}
          {holding
            ? t('account.order.quoteHolds', { time: formatCountdown(secondsLeft) })
            : t('account.order.quoteLapsed')}
        </Text>
      )}
      <div>
        {quote && holding ? (
          <Button loading={busy} onClick={() => void confirm()}>
            {t('account.order.confirmPay', { total: formatMoney(quote.total) })}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void start()}>
            {t('account.order.payNow')}
          </Button>
        )}
      </div>
    </Stack>
  );
}
