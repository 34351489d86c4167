import { useEffect, useState } from 'react';
import { apiPaths, useApi } from '@mealprep/shared/api';
import type { OrderListItem, OrderPayQuote, PlacedOrder } from '@mealprep/shared/domain';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { Button, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { formatDateTime } from './format';

/** Leaves the shop for the gateway's hosted page. */
function goToPayment(url: string) {
  window.location.assign(url);
}

function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000)) : 0;
}

/** "Pay by 14:32" while payable; "Expired — not paid by 14:32" for an order that expired. */
export function PayDeadline({ order }: { order: OrderListItem }) {
  const t = useT();
  const locale = useLocale();
  if (!order.pay_by) return null;
  const time = formatDateTime(order.pay_by, locale);
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
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<OrderPayQuote | null>(null);
  const left = useSecondsLeft(quote?.expires_at ?? null);
  if (!order.payable) return null;

  async function pay(quoteId: string | null) {
    const result = await api.post<PlacedOrder>(
      apiPaths.orderPay(order.id),
      { quote_id: quoteId },
      { showError: false },
    );
    if (result.ok) {
      goToPayment(result.data.payment_url);
      return;
    }
    setProblem(result.message);
    setBusy(false);
  }

  async function start() {
    setBusy(true);
    setProblem(null);
    setQuote(null);
    const result = await api.post<OrderPayQuote>(apiPaths.orderPayQuote(order.id), undefined, {
      showError: false,
    });
    if (!result.ok) {
      setProblem(result.message);
      setBusy(false);
      return;
    }
    if (result.data.requoted) {
      setQuote(result.data);
      setBusy(false);
      return;
    }
    await pay(null);
  }

  const open = quote !== null && left > 0;
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
          {open
            ? t('account.order.quoteHolds', {
                time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
              })
            : t('account.order.quoteLapsed')}
        </Text>
      )}
      <div>
        {open ? (
          <Button
            loading={busy}
            onClick={() => {
              setBusy(true);
              void pay(quote.quote_id);
            }}
          >
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
