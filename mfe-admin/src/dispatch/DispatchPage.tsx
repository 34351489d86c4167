import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { DispatchOrder } from '@mealprep/shared/checkout/contracts';
import {
  formatShopDate,
  formatShopMoment,
  formatShopTime,
  formatSlot,
} from '@mealprep/shared/core';
import type { CourierAction } from '@mealprep/shared/checkout';
import { useLocale } from '@mealprep/shared/i18n';
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
import { CardList } from '../common/CardList';
import { DayPicker, useChosenDay } from '../common/DayPicker';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { LoadRefusal } from '../common/LoadRefusal';
import { useT } from '../i18n';
import { BoardStatusBadge } from '../orders/boardStatus';
import { useCourierActionMutation, useDispatchBoardQuery } from './api';

const Alerts = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

/** The heading takes the focus after an action, so a keyboard user stays on the delivery. */
const Title = styled(Heading)`
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

const slotId = (slot: string) => `dispatch-slot-${slot.replace(':', '')}`;

function bySlot(orders: readonly DispatchOrder[]): [slot: string, orders: DispatchOrder[]][] {
  const slots = new Map<string, DispatchOrder[]>();
  for (const order of orders) {
    const slot = formatShopTime(order.delivery_time);
    slots.set(slot, [...(slots.get(slot) ?? []), order]);
  }
  return [...slots.entries()];
}

function DeliveryCard({
  order,
  onAction,
}: {
  order: DispatchOrder;
  /** Takes the action; true when the API agreed. */
  onAction: (order: DispatchOrder, action: CourierAction) => Promise<boolean>;
}) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<CourierAction | null>(null);
  const { booking } = order;

  async function take(action: CourierAction) {
    setPending(action);
    const done = await onAction(order, action);
    setPending(null);
    if (done) title.current?.focus();
  }

  return (
    <Card as="article" aria-labelledby={headingId} padding={4}>
      <Stack gap={2}>
        <Cluster justify="space-between" gap={2}>
          <Title level={4} size="lg" id={headingId} ref={title} tabIndex={-1}>
            {t('admin.dispatch.order', { orderNo: order.order_no })}
          </Title>
          <BoardStatusBadge status={order.status} />
        </Cluster>
        <Text weight="medium">
          {order.customer_name}
          {order.area ? ` · ${order.area}` : ''}
        </Text>
        {booking ? (
          <Text>
            {t('admin.dispatch.booking', {
              attempt: booking.attempt,
              state: t(`admin.dispatch.state.${booking.state}`),
            })}
          </Text>
        ) : (
          <Text tone="muted">
            {t('admin.dispatch.noBooking')}{' '}
            {t('admin.dispatch.bookAt', { time: formatShopMoment(order.book_at, locale) })}
          </Text>
        )}
        {booking?.driver && (
          <Text>
            {t('admin.dispatch.driver', {
              name: booking.driver.name,
              phone: booking.driver.phone,
              plate: booking.driver.plate,
            })}
          </Text>
        )}
        {booking?.failure && (
          <Text tone="muted">{t('admin.dispatch.failure', { reason: booking.failure })}</Text>
        )}
        {booking?.tracking_url && (
          <Text>
            <a
              href={booking.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('admin.dispatch.trackingOf', { orderNo: order.order_no })}
            >
              {t('admin.dispatch.tracking')}
            </a>
          </Text>
        )}
        {order.alerts.length > 0 && (
          <Alerts aria-label={t('admin.dispatch.alerts', { orderNo: order.order_no })}>
            {order.alerts.map((alert) => (
              <li key={alert.id}>
                {t(`admin.dispatch.alert.${alert.kind}`, {
                  time: formatShopMoment(alert.created_at, locale),
                })}
              </li>
            ))}
          </Alerts>
        )}
        {order.actions.length > 0 && (
          <Cluster gap={2} role="group" aria-label={t('admin.dispatch.actions')}>
            {order.actions.map((action) => {
              const label = t(`admin.dispatch.action.${action}`);
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'cancel' ? 'secondary' : 'primary'}
                  loading={pending === action}
                  aria-disabled={pending !== null && pending !== action ? true : undefined}
                  aria-label={t('admin.dispatch.actionOf', {
                    action: label,
                    orderNo: order.order_no,
                  })}
                  onClick={() => void take(action)}
                >
                  {label}
                </Button>
              );
            })}
          </Cluster>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/admin/dispatch` (docs/courier.md): the paid deliveries due on a day by slot, each with its
 * courier booking (state, driver, tracking page), the alerts of bookings the courier dropped,
 * and the buttons the booking allows now. The answers of the API are announced as toasts.
 */
export default function DispatchPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { date, goTo } = useChosenDay();
  // The courier and the booking job change bookings all day: asked again whenever it is opened.
  const { currentData: orders, error } = useDispatchBoardQuery(date, {
    refetchOnMountOrArgChange: true,
  });
  const [act] = useCourierActionMutation();
  const refused = apiErrorOf(error);
  const dateError = firstFieldErrors(error).date;

  async function onAction(order: DispatchOrder, action: CourierAction): Promise<boolean> {
    const result = await act({ id: order.id, action });
    if ('error' in result) {
      bus.emit('toast.show', {
        variant: 'destructive',
        description: apiErrorOf(result.error)?.message ?? t('admin.dispatch.actionFailed'),
      });
      return false;
    }
    bus.emit('toast.show', {
      variant: 'success',
      description: result.data.booking
        ? t('admin.dispatch.done', {
            orderNo: result.data.order_no,
            state: t(`admin.dispatch.state.${result.data.booking.state}`),
          })
        : t('admin.dispatch.noBooking'),
    });
    return true;
  }

  return (
    <PageFrame title={t('admin.dispatch.title')}>
      <Card>
        <Stack gap={3}>
          <Text tone="muted">{t('admin.dispatch.intro')}</Text>
          <DayPicker
            date={date}
            goTo={goTo}
            error={dateError}
            labels={{
              day: t('admin.orders.day'),
              previous: t('admin.orders.previousDay'),
              today: t('admin.orders.today'),
              next: t('admin.orders.nextDay'),
            }}
          />
        </Stack>
      </Card>
      <LoadRefusal
        refused={refused}
        failed={t('admin.dispatch.failed')}
        atField={Boolean(dateError)}
      />
      {!orders && !refused && <Skeleton height="16rem" />}
      {orders && (
        <>
          <Heading level={2} size="2xl">
            {t('admin.dispatch.dayOf', { date: formatShopDate(date, locale) })}
          </Heading>
          {orders.length === 0 && <EmptyState title={t('admin.dispatch.empty')} headingLevel={3} />}
          {bySlot(orders).map(([slot, inSlot]) => (
            <Stack gap={3} as="section" key={slot} aria-labelledby={slotId(slot)}>
              <Cluster gap={2} align="baseline">
                <Heading level={3} size="xl" id={slotId(slot)}>
                  {formatSlot(slot)}
                </Heading>
                <Text tone="muted">{t('admin.dispatch.slotCount', { count: inSlot.length })}</Text>
              </Cluster>
              <CardList as="ul" minColumnWidth="18rem" gap={3}>
                {inSlot.map((order) => (
                  <li key={order.id}>
                    <DeliveryCard order={order} onAction={onAction} />
                  </li>
                ))}
              </CardList>
            </Stack>
          ))}
        </>
      )}
    </PageFrame>
  );
}
