import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import type { ForecastDay, ForecastItem } from '@mealprep/shared/subscriptions/contracts';
import {
  businessDate,
  formatShopDate,
  formatShopMoment,
  readerLocale,
} from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { useSearchParams } from '@mealprep/shared/router';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  Field,
  Heading,
  PageFrame,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import { CardList } from '../common/CardList';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { LoadRefusal } from '../common/LoadRefusal';
import { useT } from '../i18n';
import { useSubscriptionForecastQuery } from './api';
import { SubscriptionViews } from './SubscriptionViews';

/** The ranges offered: one week up to the eight weeks a subscription is planned ahead. */
const DAY_CHOICES = [7, 14, 28, 56] as const;
const DEFAULT_DAYS = 14;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range and the print button are for the screen; on paper no day is cut across two pages. */
const Controls = styled.div`
  @media print {
    display: none;
  }
`;

const Days = styled(CardList)`
  @media print {
    display: block;

    & > li {
      break-inside: avoid;
      margin-bottom: ${({ theme }) => theme.space[4]};
    }
  }
`;

function sizeOf(item: ForecastItem, t: ReturnType<typeof useT>): string {
  if (item.size === 'S' || item.size === 'L') return t(`admin.production.size.${item.size}`);
  return item.size ?? '—';
}

/** One cooking day: when it is cooked and frozen, and per product what is forecast and paid. */
function Day({ day }: { day: ForecastDay }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const number = new Intl.NumberFormat(readerLocale(locale));
  const date = formatShopDate(day.delivery_date, locale);
  const forecast = day.items.reduce((sum, item) => sum + item.forecast, 0);
  const paid = day.items.reduce((sum, item) => sum + item.paid, 0);
  return (
    <Card as="article" aria-labelledby={headingId} padding={4}>
      <Stack gap={2}>
        <Heading level={2} size="lg" id={headingId}>
          {t('admin.forecast.day', { date })}
        </Heading>
        <Text>
          {t('admin.forecast.cooking', { date: formatShopDate(day.cooking_date, locale) })}
          {' · '}
          {t('admin.forecast.cutoff', { moment: formatShopMoment(day.cutoff_at, locale) })}
        </Text>
        <Text tone="muted">
          {t('admin.forecast.counts', { weeks: day.forecast_weeks, orders: day.paid_orders })}
        </Text>
        {day.items.length === 0 ? (
          <Text tone="muted">{t('admin.forecast.nothing')}</Text>
        ) : (
          <Table caption={t('admin.forecast.portionsOf', { date })} captionHidden numericFrom={2}>
            <thead>
              <tr>
                <th scope="col">{t('admin.forecast.product')}</th>
                <th scope="col">{t('admin.forecast.size')}</th>
                <th scope="col">{t('admin.forecast.forecast')}</th>
                <th scope="col">{t('admin.forecast.paid')}</th>
                <th scope="col">{t('admin.forecast.together')}</th>
              </tr>
            </thead>
            <tbody>
              {day.items.map((item) => (
                <tr key={`${item.type}-${item.product_id}-${item.size ?? ''}`}>
                  <th scope="row">{item.name}</th>
                  <td>{sizeOf(item, t)}</td>
                  <td>{number.format(item.forecast)}</td>
                  <td>{number.format(item.paid)}</td>
                  <td>{number.format(item.forecast + item.paid)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('admin.forecast.total')}
                </th>
                <td>{number.format(forecast)}</td>
                <td>{number.format(paid)}</td>
                <td>{number.format(forecast + paid)}</td>
              </tr>
            </tfoot>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/admin/subscriptions/forecast` (docs/subscriptions.md), for admins, the kitchen and support:
 * per cooking day of the coming weeks (14 days from today in Kuala Lumpur unless the address says
 * otherwise), the delivery and cooking dates, the cut-off, how many subscription weeks are counted
 * beside the paid orders, and per product the forecast portions beside the paid ones with a
 * total, so the kitchen can buy ahead. Printable on paper.
 */
export default function ForecastPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') || businessDate();
  const asked = Number(params.get('days'));
  const days = (DAY_CHOICES as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  // Weeks are paid and skipped until their cut-off: the forecast is asked again whenever it is opened.
  const { currentData: forecast, error } = useSubscriptionForecastQuery(
    { from, days },
    { refetchOnMountOrArgChange: true },
  );
  const [draft, setDraft] = useState(from);
  useEffect(() => setDraft(from), [from]);
  const refused = apiErrorOf(error);
  const fieldErrors = firstFieldErrors(error);

  function change(name: 'from' | 'days', value: string) {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next);
  }

  return (
    <PageFrame title={t('admin.forecast.title')}>
      <Controls>
        <Stack gap={3}>
          <SubscriptionViews />
          <Card>
            <Stack gap={3}>
              <Text tone="muted">{t('admin.forecast.intro')}</Text>
              <Cluster gap={3} align="flex-end" role="group" aria-label={t('admin.forecast.range')}>
                <Field label={t('admin.forecast.from')} error={fieldErrors.from}>
                  {(control) => (
                    <TextInput
                      {...control}
                      type="date"
                      value={draft}
                      onChange={(event) => {
                        setDraft(event.target.value);
                        // A complete date is shown at once; a half-typed one waits.
                        if (CALENDAR_DATE.test(event.target.value)) {
                          change('from', event.target.value);
                        }
                      }}
                    />
                  )}
                </Field>
                <Field label={t('admin.forecast.days')} error={fieldErrors.days}>
                  {(control) => (
                    <Select
                      {...control}
                      value={String(days)}
                      onChange={(event) => change('days', event.target.value)}
                      options={DAY_CHOICES.map((count) => ({
                        value: String(count),
                        label: t('admin.forecast.dayCount', { count }),
                      }))}
                    />
                  )}
                </Field>
                <Button variant="secondary" onClick={() => window.print()} disabled={!forecast}>
                  {t('admin.forecast.print')}
                </Button>
              </Cluster>
            </Stack>
          </Card>
        </Stack>
      </Controls>
      <LoadRefusal
        refused={refused}
        failed={t('admin.forecast.failed')}
        atField={Boolean(fieldErrors.from ?? fieldErrors.days)}
      />
      {!forecast && !refused && <Skeleton height="16rem" />}
      {forecast && forecast.length === 0 && <EmptyState title={t('admin.forecast.empty')} />}
      {forecast && forecast.length > 0 && (
        <Days as="ul" minColumnWidth="26rem" gap={4} aria-label={t('admin.forecast.days.list')}>
          {forecast.map((day) => (
            <li key={day.delivery_date}>
              <Day day={day} />
            </li>
          ))}
        </Days>
      )}
    </PageFrame>
  );
}
