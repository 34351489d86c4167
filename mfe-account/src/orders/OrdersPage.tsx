import { useId } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { formatShopDate, formatShopMoment, formatSlot } from '@mealprep/shared/core';
import {
  ORDER_FILTERS,
  ORDER_SORTS,
  type OrderFilter,
  type OrderSort,
} from '@mealprep/shared/orders';
import type { OrderListItem } from '@mealprep/shared/orders/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink, LinkButton } from '@mealprep/shared/routes';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  Field,
  PageFrame,
  Pagination,
  Select,
  Skeleton,
  Stack,
  textStyle,
} from '@mealprep/shared/ui';
import { pageCount, pageOf } from '../common/paging';
import { useT } from '../i18n';
import { useOrdersQuery } from './api';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PayDeadline, PayNow } from './PayNow';

export const ORDERS_PER_PAGE = 10;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr 1fr;

  ${({ theme }) => theme.media.md} {
    max-width: 32rem;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Card).attrs({ as: 'article', padding: 4 })`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    ${textStyle('cardTitle')}
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function OrderRow({ order }: { order: OrderListItem }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  // Pickup and delivery both come in two-hour slots.
  const when = formatSlot(order.delivery_time);
  return (
    <li>
      <Row aria-labelledby={headingId}>
        <Cluster justify="space-between" gap={2}>
          <h2 id={headingId}>
            <AppLink to="order" params={{ id: order.id }}>
              {t('account.orders.number', { number: order.order_no })}
            </AppLink>
          </h2>
          <OrderStatusBadge status={order.status} />
        </Cluster>
        <dl>
          <dt>{t('account.orders.orderedOn')}</dt>
          <dd>{formatShopMoment(order.created_at, locale)}</dd>
          <dt>
            {order.delivery_method === 'pickup'
              ? t('account.orders.pickupOn')
              : t('account.orders.deliveryOn')}
          </dt>
          <dd>
            {formatShopDate(order.delivery_date, locale)}, {when}
          </dd>
          <dt>{t('account.orders.items')}</dt>
          <dd>{t('account.orders.itemCount', { count: order.item_count })}</dd>
          <dt>{t('account.orders.total')}</dt>
          <dd>
            <strong>{formatMoney(order.total)}</strong>
          </dd>
        </dl>
        <PayDeadline order={order} />
        <PayNow order={order} />
      </Row>
    </li>
  );
}

/** `/account/my-order`: the docs/spec.md §4 filter and sort, paged; both kept in the address bar. */
export default function OrdersPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const filter = pick<OrderFilter>(search.get('filter'), ORDER_FILTERS, 'all');
  const sort = pick<OrderSort>(search.get('sort'), ORDER_SORTS, 'newest');
  const page = pageOf(search);
  // The page shown stays while the next one loads (`data`, not `currentData`).
  const { data, error, isLoading, refetch } = useOrdersQuery({
    filter,
    sort,
    page,
    per_page: ORDERS_PER_PAGE,
  });

  const change = (next: Record<string, string>) => {
    const merged = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    setSearch(merged);
  };
  const total = data?.total ?? 0;
  const pages = pageCount(total, ORDERS_PER_PAGE);

  return (
    <PageFrame title={t('account.orders.title')}>
      <Filters>
        <Field label={t('account.orders.filter')}>
          {(control) => (
            <Select
              {...control}
              value={filter}
              onChange={(event) => change({ filter: event.target.value, page: '1' })}
              options={ORDER_FILTERS.map((value) => ({
                value,
                label: t(`account.orders.filter.${value}`),
              }))}
            />
          )}
        </Field>
        <Field label={t('account.orders.sort')}>
          {(control) => (
            <Select
              {...control}
              value={sort}
              onChange={(event) => change({ sort: event.target.value, page: '1' })}
              options={ORDER_SORTS.map((value) => ({
                value,
                label: t(`account.orders.sort.${value}`),
              }))}
            />
          )}
        </Field>
      </Filters>
      {isLoading && (
        <Stack gap={3} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} width="100%" height="8rem" radius="lg" />
          ))}
        </Stack>
      )}
      {!data && error && (
        <EmptyState
          title={t('account.page.error')}
          description={apiErrorOf(error)?.message}
          action={<Button onClick={() => void refetch()}>{t('account.page.retry')}</Button>}
        />
      )}
      {data?.orders.length === 0 && (
        <EmptyState
          title={
            filter === 'all' ? t('account.orders.emptyTitle') : t('account.orders.emptyFiltered')
          }
          description={filter === 'all' ? t('account.orders.emptyBody') : undefined}
          action={
            filter === 'all' ? (
              <LinkButton to="foodMenu">{t('account.orders.browse')}</LinkButton>
            ) : (
              <Button variant="secondary" onClick={() => change({ filter: 'all', page: '1' })}>
                {t('account.orders.showAll')}
              </Button>
            )
          }
        />
      )}
      {data && data.orders.length > 0 && (
        <>
          <List aria-label={t('account.orders.listLabel', { count: total })}>
            {data.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </List>
          <Pagination
            page={page}
            pages={pages}
            onPageChange={(target) => change({ page: String(target) })}
            label={t('account.orders.pages')}
            previousLabel={t('account.orders.previous')}
            nextLabel={t('account.orders.next')}
            pageLabel={(number) => t('account.orders.page', { page: number })}
            status={t('account.orders.pageOf', { page, pages })}
          />
        </>
      )}
    </PageFrame>
  );
}
