import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { AdminSubscription } from '@mealprep/shared/subscriptions/contracts';
import { formatShopDate, formatSlot } from '@mealprep/shared/core';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@mealprep/shared/subscriptions';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { useSearchParams } from '@mealprep/shared/router';
import { selectAdmin, useAppSelector } from '@mealprep/shared/store';
import {
  Badge,
  Button,
  Card,
  Field,
  PageFrame,
  Select,
  Stack,
  Text,
  visuallyHidden,
  type BadgeTone,
} from '@mealprep/shared/ui';
import { ListStates } from '../common/ListStates';
import { PageLinks } from '../common/PageLinks';
import { useT } from '../i18n';
import { useAdminSubscriptionsQuery } from './api';
import { PauseDialog } from './PauseDialog';
import { SubscriptionViews } from './SubscriptionViews';

const STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'primary',
  paused: 'neutral',
  past_due: 'danger',
  cancelled: 'neutral',
};

/** The subscriptions an admin may still pause: not paused already, not cancelled. */
const PAUSABLE: readonly SubscriptionStatus[] = ['active', 'past_due'];

const Filter = styled.div`
  max-width: 20rem;
`;

/**
 * One subscription a row. From `lg` up a plain table; below it (a phone at 390 px) each row is a
 * card of its own, every value under its label, so nothing is cut and nothing scrolls sideways.
 * The explicit roles keep the table's semantics where a browser drops them for table parts laid
 * out as blocks.
 */
const List = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  .amount {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  .label {
    display: none;
  }

  @media not all and (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    thead,
    thead th {
      ${visuallyHidden}
    }

    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[3]};
    }

    tr,
    th,
    td {
      display: block;
    }

    tr {
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.background};
    }

    th,
    td {
      padding: ${({ theme }) => `${theme.space[1]} 0`};
      border: 0;
    }

    td.amount {
      text-align: start;
    }

    .label {
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

function readStatus(value: string | null): SubscriptionStatus | null {
  return (SUBSCRIPTION_STATUSES as readonly (string | null)[]).includes(value)
    ? (value as SubscriptionStatus)
    : null;
}

function Row({
  subscription,
  mayPause,
  onPause,
}: {
  subscription: AdminSubscription;
  mayPause: boolean;
  onPause: (subscription: AdminSubscription) => void;
}) {
  const t = useT();
  const locale = useLocale();
  // On a phone each value shows under its label; a screen reader hears the column header instead.
  const label = (text: string) => (
    <span className="label" aria-hidden="true">
      {text}
    </span>
  );
  const weekday = t(
    `admin.subscriptions.weekday.${subscription.delivery_weekday as 1 | 2 | 3 | 4 | 5 | 6}`,
  );
  const slot = formatSlot(subscription.delivery_time);
  return (
    <tr role="row">
      <th role="rowheader" scope="row">
        <Text as="span" weight="semibold" style={{ display: 'block' }}>
          {subscription.customer_name}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {subscription.customer_email}
        </Text>
      </th>
      <td role="cell">
        {label(t('admin.subscriptions.status'))}
        <Badge tone={STATUS_TONES[subscription.status]}>
          {t(`admin.subscriptions.status.${subscription.status}`)}
        </Badge>
        {subscription.status === 'paused' && (
          <Text as="span" size="sm" tone="muted" style={{ display: 'block' }}>
            {subscription.paused_until
              ? t('admin.subscriptions.pausedUntil', {
                  date: formatShopDate(subscription.paused_until, locale),
                })
              : t('admin.subscriptions.pausedNoEnd')}
          </Text>
        )}
      </td>
      <td role="cell">
        {label(t('admin.subscriptions.meals'))}
        {t('admin.subscriptions.mealCount', { count: subscription.meals_per_week })}
      </td>
      <td role="cell">
        {label(t('admin.subscriptions.when'))}
        {subscription.delivery_method === 'pickup'
          ? t('admin.subscriptions.pickup', { weekday, slot })
          : t('admin.subscriptions.deliver', { weekday, slot })}
      </td>
      <td role="cell" className="amount">
        {label(t('admin.subscriptions.weekly'))}
        {formatMoney(subscription.weekly_total)}
      </td>
      <td role="cell">
        {label(t('admin.subscriptions.next'))}
        {subscription.next_delivery_date ? (
          <>
            {formatShopDate(subscription.next_delivery_date, locale)}
            {subscription.next_state && (
              <Text as="span" size="sm" tone="muted" style={{ display: 'block' }}>
                {t(`admin.subscriptions.week.${subscription.next_state}`)}
              </Text>
            )}
          </>
        ) : (
          t('admin.subscriptions.noNext')
        )}
      </td>
      <td role="cell">
        {label(t('admin.subscriptions.payment'))}
        {subscription.auto_charge
          ? t('admin.subscriptions.autoCharge')
          : t('admin.subscriptions.payLink')}
      </td>
      {mayPause && (
        <td role="cell">
          {PAUSABLE.includes(subscription.status) && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('admin.subscriptions.pauseLabel', {
                name: subscription.customer_name,
              })}
              onClick={() => onPause(subscription)}
            >
              {t('admin.subscriptions.pause')}
            </Button>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * `/admin/subscriptions` (docs/subscriptions.md), for admins, the kitchen and support: every
 * customer's subscription, newest first, filtered by status and paged through the address, with
 * what the box holds, when it comes, the next week and how it is paid. An admin can pause one for
 * the customer, with a reason the API writes to the audit log.
 */
export default function SubscriptionsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const status = readStatus(params.get('status'));
  // Customers skip, pause and pay all week: the list is asked again whenever it is opened.
  const {
    currentData: result,
    error,
    refetch,
  } = useAdminSubscriptionsQuery({ page, status }, { refetchOnMountOrArgChange: true });
  const me = useAppSelector(selectAdmin);
  const mayPause = me?.permissions.includes('subscriptions.pause') ?? false;
  const [pausing, setPausing] = useState<AdminSubscription | null>(null);
  const countId = useId();
  const count = useRef<HTMLParagraphElement>(null);
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.per_page)) : 1;

  function filterBy(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    setParams(next);
  }

  return (
    <PageFrame title={t('admin.subscriptions.title')}>
      <SubscriptionViews />
      <Card>
        <Stack gap={3}>
          <Text tone="muted">{t('admin.subscriptions.intro')}</Text>
          <Filter>
            <Field label={t('admin.subscriptions.filter')}>
              {(control) => (
                <Select
                  {...control}
                  value={status ?? ''}
                  onChange={(event) => filterBy(event.target.value)}
                  options={[
                    { value: '', label: t('admin.subscriptions.filter.all') },
                    ...SUBSCRIPTION_STATUSES.map((value) => ({
                      value,
                      label: t(`admin.subscriptions.status.${value}`),
                    })),
                  ]}
                />
              )}
            </Field>
          </Filter>
        </Stack>
      </Card>
      <ListStates
        data={result}
        error={error}
        failed={t('admin.subscriptions.failed')}
        empty={t('admin.subscriptions.empty')}
        isEmpty={(result) => result.meta.total === 0}
      >
        {(result) => (
          <>
            {/* Heard again when a filter changes it; it names the table. */}
            <Text role="status" id={countId} ref={count} tabIndex={-1} weight="semibold">
              {t('admin.subscriptions.list', { total: result.meta.total })}
            </Text>
            <List role="table" aria-labelledby={countId}>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('admin.subscriptions.customer')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('admin.subscriptions.status')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('admin.subscriptions.meals')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('admin.subscriptions.when')}
                  </th>
                  <th role="columnheader" scope="col" className="amount">
                    {t('admin.subscriptions.weekly')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('admin.subscriptions.next')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('admin.subscriptions.payment')}
                  </th>
                  {mayPause && (
                    <th role="columnheader" scope="col">
                      {t('admin.subscriptions.action')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {result.rows.map((subscription) => (
                  <Row
                    key={subscription.id}
                    subscription={subscription}
                    mayPause={mayPause}
                    onPause={setPausing}
                  />
                ))}
              </tbody>
            </List>
            {pages > 1 && (
              <PageLinks page={page} pages={pages} label={t('admin.subscriptions.pages')} />
            )}
          </>
        )}
      </ListStates>
      {pausing && (
        <PauseDialog
          subscription={pausing}
          onClose={() => setPausing(null)}
          onPaused={() => {
            setPausing(null);
            // The button that opened the dialog goes with the row's new status: the focus, given
            // back to it, would fall to the page's start; it goes to the list's count instead.
            void refetch().then(() => {
              if (!document.activeElement || document.activeElement === document.body) {
                count.current?.focus();
              }
            });
          }}
        />
      )}
    </PageFrame>
  );
}
