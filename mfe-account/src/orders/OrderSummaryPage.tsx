import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { formatShopMoment } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  Heading,
  PageFrame,
  Skeleton,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { OrderFacts, OrderLines, PriceSummary } from './OrderParts';
import { useOrderSummaryQuery } from './api';
import { useOrderId } from './useOrder';

/** On paper only the receipt is printed: no buttons, no borders. */
const Receipt = styled(Card).attrs({ as: 'article' })`
  @media print {
    border: 0;
    box-shadow: none;
    padding: 0;

    .no-print {
      display: none;
    }
  }
`;

/** `/account/my-order/{id}/summary`: the printable receipt of an order. */
export default function OrderSummaryPage() {
  const t = useT();
  const locale = useLocale();
  const { routeId, numericId } = useOrderId();
  const { data: order, error, isLoading, refetch } = useOrderSummaryQuery(numericId);

  return (
    <PageFrame title={t('account.orderSummary.title', { id: order?.order_no ?? routeId })}>
      {isLoading && <Skeleton width="100%" height="24rem" radius="lg" />}
      {!order && error && (
        <EmptyState
          title={t('account.order.loadError')}
          description={apiErrorOf(error)?.message}
          action={<Button onClick={() => void refetch()}>{t('account.page.retry')}</Button>}
        />
      )}
      {order && (
        <Receipt aria-label={t('account.summary.receipt', { number: order.order_no })}>
          <Stack gap={4}>
            <Cluster justify="space-between" className="no-print">
              <AppLink to="order" params={{ id: order.id }}>
                {t('account.summary.back')}
              </AppLink>
              <Button variant="secondary" onClick={() => window.print()}>
                {t('account.summary.print')}
              </Button>
            </Cluster>
            <Stack gap={1}>
              <Heading level={2} size="lg">
                {t('account.summary.shop')}
              </Heading>
              <Text>
                {t('account.summary.issued', { date: formatShopMoment(order.created_at, locale) })}
              </Text>
              <Text>
                {t('account.order.payment')}:{' '}
                {order.payment
                  ? t(`account.payment.${order.payment.status}`)
                  : t('account.payment.none')}
              </Text>
            </Stack>
            <OrderFacts order={order} />
            <OrderLines order={order} />
            <PriceSummary order={order} />
            <Text>
              {/* SST only where the order was charged it (docs/architecture.md §9.1). */}
              {order.price_summary.some((line) => line.key === 'tax') &&
                `${t('account.summary.sst')} `}
              {t('account.summary.footer')}
            </Text>
          </Stack>
        </Receipt>
      )}
    </PageFrame>
  );
}
