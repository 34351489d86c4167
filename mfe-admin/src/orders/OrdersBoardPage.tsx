import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { BoardOrder } from '@mealprep/shared/staff/contracts';
import { formatShopDate, formatShopTime, formatSlot } from '@mealprep/shared/core';
import type { FulfilmentTarget } from '@mealprep/shared/staff';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Card,
  Cluster,
  EmptyState,
  Field,
  Heading,
  PageFrame,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { CardList } from '../common/CardList';
import { DayPicker, useChosenDay } from '../common/DayPicker';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { LoadRefusal } from '../common/LoadRefusal';
import { useT } from '../i18n';
import { useMoveOrder, useOrdersBoardQuery } from './api';
import { BoardOrderCard } from './BoardOrderCard';
import { BOARD_STATUSES, isBoardStatus } from './boardStatus';

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const slotId = (slot: string) => `slot-${slot.replace(':', '')}`;

/** The day's orders by slot (`delivery_time`), in the board's order. */
function bySlot(orders: readonly BoardOrder[]): [slot: string, orders: BoardOrder[]][] {
  const slots = new Map<string, BoardOrder[]>();
  for (const order of orders) {
    const slot = formatShopTime(order.delivery_time);
    slots.set(slot, [...(slots.get(slot) ?? []), order]);
  }
  return [...slots.entries()];
}

/**
 * `/admin/orders` (docs/architecture.md §9.8): the paid orders due on a delivery or pickup day,
 * today in Kuala Lumpur unless the URL names another day, counted and filtered by status and
 * grouped by slot. Each order offers the steps the signed-in member of staff may take now.
 */
export default function OrdersBoardPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { date, goTo, params, setParams } = useChosenDay();
  const status = params.get('status');
  const shown = isBoardStatus(status) ? status : null;
  // Other staff move orders all day: the board is asked again whenever it is opened.
  const { currentData: board, error } = useOrdersBoardQuery(date, {
    refetchOnMountOrArgChange: true,
  });
  const move = useMoveOrder();

  const refused = apiErrorOf(error);
  const dateError = firstFieldErrors(error).date;

  function show(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  }

  async function moveOrder(order: BoardOrder, to: FulfilmentTarget): Promise<boolean> {
    const result = await move({ id: order.id, date, status: to });
    if ('error' in result) {
      // Moved on by someone else (409) or not this role's step (403): the API says which, in
      // the reader's language; the board is asked again for where the order is now.
      bus.emit('toast.show', {
        variant: 'destructive',
        description: apiErrorOf(result.error)?.message ?? t('admin.orders.failed'),
      });
      return false;
    }
    // The API's own sentence ("Order … is now being prepared.") in the reader's language: the
    // data layer hands over an answer's `data` only, not the `message` beside it.
    bus.emit('toast.show', {
      variant: 'success',
      description: t('admin.orders.moved', {
        orderNo: result.data.order_no,
        status: t(`admin.orders.state.${to}`),
      }),
    });
    return true;
  }

  const counts = board?.meta.counts ?? {};
  const total = board?.orders.length ?? 0;
  const orders = board?.orders.filter((order) => !shown || order.status === shown) ?? [];

  return (
    <PageFrame title={t('admin.orders.title')}>
      <Card>
        <Stack gap={3}>
          <Cluster gap={3} align="flex-end">
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
            {/* The same day's sheet: what the kitchen cooks (the day before) and packs for it. */}
            <LinkButton
              to="adminProduction"
              search={params.has('date') ? `?${new URLSearchParams({ date })}` : ''}
              variant="ghost"
            >
              {t('admin.orders.production')}
            </LinkButton>
          </Cluster>
          <Field label={t('admin.orders.show')}>
            {(control) => (
              <Select
                {...control}
                value={shown ?? ''}
                onChange={(event) => show({ status: event.target.value })}
                options={[
                  { value: '', label: t('admin.orders.all', { count: total }) },
                  ...BOARD_STATUSES.map((value) => ({
                    value,
                    // The status and its count: a figure in brackets, the same in both languages.
                    label: `${t(`admin.orders.status.${value}`)} (${counts[value] ?? 0})`,
                  })),
                ]}
              />
            )}
          </Field>
        </Stack>
      </Card>
      <LoadRefusal
        refused={refused}
        failed={t('admin.orders.failed')}
        atField={Boolean(dateError)}
      />
      {!board && !refused && <Skeleton height="16rem" />}
      {board && (
        <>
          <Heading level={2} size="2xl">
            {t('admin.orders.dayOf', { date: formatShopDate(board.meta.date, locale) })}
          </Heading>
          <Counts aria-label={t('admin.orders.counts')}>
            {BOARD_STATUSES.map((value) => (
              <li key={value}>
                {t(`admin.orders.status.${value}`)} <strong>{counts[value] ?? 0}</strong>
              </li>
            ))}
          </Counts>
          {total === 0 && <EmptyState title={t('admin.orders.empty')} headingLevel={3} />}
          {total > 0 && orders.length === 0 && (
            <EmptyState title={t('admin.orders.noneWithStatus')} headingLevel={3} />
          )}
          {bySlot(orders).map(([slot, inSlot]) => (
            <Stack gap={3} as="section" key={slot} aria-labelledby={slotId(slot)}>
              <Cluster gap={2} align="baseline">
                <Heading level={3} size="xl" id={slotId(slot)}>
                  {formatSlot(slot)}
                </Heading>
                <Text tone="muted">{t('admin.orders.slotCount', { count: inSlot.length })}</Text>
              </Cluster>
              <CardList as="ul" minColumnWidth="18rem" gap={3}>
                {inSlot.map((order) => (
                  <li key={order.id}>
                    <BoardOrderCard order={order} onMove={moveOrder} />
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
