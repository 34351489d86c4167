import type { ReactNode } from 'react';
import { formatCountdown } from '@mealprep/shared/core';
import { usePayOrder } from '@mealprep/shared/orders/api';
import { formatMoney } from '@mealprep/shared/i18n';
import { Button, Cluster, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { FormAlert } from '@mealprep/shared/forms';

/**
 * Pays an unpaid order (a result page's Try again, checkout's Pay now) through the pay-later
 * flow (`usePayOrder`, docs/architecture.md §9.4): a delivery whose courier quote lapsed shows
 * the new fee, total and countdown first and is paid once the customer confirms. `children`
 * are the page's other actions, beside the button.
 */
export function PayOrder({
  orderId,
  label,
  children,
}: {
  orderId: number;
  label: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { busy, problem, quote, secondsLeft, holding, start, confirm } = usePayOrder(orderId);

  return (
    <Stack gap={2}>
      {problem && <FormAlert>{problem}</FormAlert>}
      {quote && (
        <Text role="status">
          {t('checkout.payment.newQuote', {
            fee: formatMoney(quote.delivery_fee),
            total: formatMoney(quote.total),
          })}{' '}
          {holding
            ? t('checkout.payment.quoteHolds', { time: formatCountdown(secondsLeft) })
            : t('checkout.payment.quoteLapsed')}
        </Text>
      )}
      <Cluster gap={3}>
        {quote && holding ? (
          <Button loading={busy} onClick={() => void confirm()}>
            {t('checkout.payment.confirmPay', { total: formatMoney(quote.total) })}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void start()}>
            {label}
          </Button>
        )}
        {children}
      </Cluster>
    </Stack>
  );
}
