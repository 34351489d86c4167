import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { formatShopMoment } from '@mealprep/shared/core';
import type { OrderAction, OrderDetail } from '@mealprep/shared/orders/contracts';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink, LinkButton } from '@mealprep/shared/routes';
import {
  Button,
  ButtonLink,
  Card,
  Cluster,
  Container,
  EmptyState,
  Heading,
  SectionCard,
  Skeleton,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { OrderFacts, OrderLines, PriceSummary } from './OrderParts';
import { hasProblemSection, OrderProblems, problemSteps } from './OrderProblems';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { PayDeadline, PayNow } from './PayNow';
import { ReceiptDownload, RefundNotice } from './Receipt';
import { RescheduleForm } from './RescheduleForm';
import { useCancelOrderMutation, useOrderQuery } from './api';
import { useOrderProblemsQuery } from './problemsApi';
import { useOrderId } from './useOrder';

const Columns = styled.div`
  display: grid;
  /* minmax(0, …): a wide table or long word never widens the column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** PageFrame's frame, with a title of two parts (PageFrame takes a string). */
const Frame = styled(Container)`
  padding-block: ${({ theme }) => theme.space[6]};
`;

/**
 * The order number on a line of its own under "Order", in a smaller size, so the heading is two
 * lines at 390 px, not three; a number too long for the line breaks
 * rather than widening the page.
 */
const OrderNumber = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ActionRow({
  action,
  id,
  children,
}: {
  action: OrderAction;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap={1}>
      {children}
      {!action.allowed && action.reason && <Reason id={id}>{action.reason}</Reason>}
    </Stack>
  );
}

/** `/account/my-order/{id}`: the order, its meals, price lines, payment and actions (§3, §4, §9). */
export default function OrderPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { routeId, numericId } = useOrderId();
  const { data: order, error, isLoading, refetch } = useOrderQuery(numericId);
  const [cancel] = useCancelOrderMutation();
  const { data: problems } = useOrderProblemsQuery(numericId, {
    skip: !order || !hasProblemSection(order),
  });
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const heading = (
    <Heading level={1} size="3xl">
      {t('account.order.heading')} <OrderNumber>{order?.order_no ?? routeId}</OrderNumber>
    </Heading>
  );

  function askCancel(current: OrderDetail) {
    bus.emit('confirm.open', {
      title: t('account.order.cancelTitle', { number: current.order_no }),
      message: t('account.order.cancelConfirm'),
      confirmTitle: t('account.order.cancel'),
      // Not "Cancel" beside "Cancel order": the dismiss button says what it keeps.
      cancelTitle: t('account.order.keep'),
      action: async () => {
        setCancelling(true);
        // The page shows the cancelled order from the answer; a refusal is toasted by the client.
        const result = await cancel(current.id);
        setCancelling(false);
        if (result.error === undefined) {
          bus.emit('toast.show', { variant: 'success', description: t('account.order.cancelled') });
        }
      },
    });
  }

  return (
    <Frame>
      <Stack gap={4}>
        {heading}
        {isLoading && (
          <Stack gap={3} aria-hidden="true">
            <Skeleton width="100%" height="12rem" radius="lg" />
            <Skeleton width="100%" height="8rem" radius="lg" />
          </Stack>
        )}
        {!order && error && (
          <EmptyState
            title={t('account.order.loadError')}
            description={apiErrorOf(error)?.message}
            action={
              <Cluster justify="center">
                <Button onClick={() => void refetch()}>{t('account.page.retry')}</Button>
                <LinkButton to="orders" variant="secondary">
                  {t('account.order.back')}
                </LinkButton>
              </Cluster>
            }
          />
        )}
        {order && (
          <Stack gap={4}>
            <Cluster gap={3}>
              <OrderStatusBadge status={order.status} />
              <AppLink to="orders">{t('account.order.back')}</AppLink>
            </Cluster>
            <PayDeadline order={order} />
            <PayNow order={order} />
            <RefundNotice order={order} />
            <Columns>
              <Stack gap={4}>
                {order.paid_at !== null && (
                  <SectionCard title={t('account.order.timeline')} titleSize="lg">
                    <OrderTimeline order={order} problems={problemSteps(problems)} />
                  </SectionCard>
                )}
                <SectionCard title={t('account.order.details')} titleSize="lg">
                  <OrderFacts order={order} />
                </SectionCard>
                {/* "Meals" once: the heading names the table (no caption, no region of its own). */}
                <Card>
                  <Stack gap={3}>
                    <Heading level={2} id="order-meals" size="lg">
                      {t('account.order.meals')}
                    </Heading>
                    <OrderLines order={order} id="meals" labelledBy="order-meals" />
                  </Stack>
                </Card>
              </Stack>
              <Stack gap={4}>
                <SectionCard title={t('account.order.priceSummary')} titleSize="lg">
                  <PriceSummary order={order} />
                  <Text>
                    {t('account.order.payment')}:{' '}
                    <strong>
                      {order.payment
                        ? t(`account.payment.${order.payment.status}`)
                        : t('account.payment.none')}
                    </strong>
                    {order.paid_at && ` (${formatShopMoment(order.paid_at, locale)})`}
                  </Text>
                  <Cluster gap={2}>
                    <ReceiptDownload order={order} />
                    <LinkButton to="orderSummary" params={{ id: order.id }} variant="secondary">
                      {t('account.order.receipt')}
                    </LinkButton>
                  </Cluster>
                </SectionCard>
                <SectionCard title={t('account.order.actions')} titleSize="lg">
                  {rescheduling ? (
                    <RescheduleForm
                      order={order}
                      onCancel={() => setRescheduling(false)}
                      onDone={() => {
                        // The page shows the rescheduled order from the answer.
                        setRescheduling(false);
                        bus.emit('toast.show', {
                          variant: 'success',
                          description: t('account.order.rescheduled'),
                        });
                      }}
                    />
                  ) : (
                    <ActionRow action={order.actions.reschedule} id="reschedule-reason">
                      <Button
                        aria-disabled={!order.actions.reschedule.allowed || undefined}
                        aria-describedby={
                          order.actions.reschedule.allowed ? undefined : 'reschedule-reason'
                        }
                        onClick={() => setRescheduling(true)}
                      >
                        {t('account.order.reschedule')}
                      </Button>
                    </ActionRow>
                  )}
                  <ActionRow action={order.actions.cancel} id="cancel-reason">
                    <Button
                      variant="danger"
                      aria-disabled={!order.actions.cancel.allowed || undefined}
                      loading={cancelling}
                      aria-describedby={order.actions.cancel.allowed ? undefined : 'cancel-reason'}
                      onClick={() => askCancel(order)}
                    >
                      {t('account.order.cancel')}
                    </Button>
                  </ActionRow>
                  <ButtonLink href="#meals" variant="ghost">
                    {t('account.order.viewMeals')}
                  </ButtonLink>
                </SectionCard>
                <OrderProblems order={order} />
              </Stack>
            </Columns>
          </Stack>
        )}
      </Stack>
    </Frame>
  );
}
