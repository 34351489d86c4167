import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import type { SubscriptionWeek } from '@mealprep/shared/subscriptions/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Button, ButtonLink, Cluster, Stack, Text, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useSkipWeekMutation, useUnskipWeekMutation } from './api';
import { CutoffNote } from './Cutoff';

const Weeks = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Week = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    ${textStyle('cardTitle')}
  }
`;

/** What the customer reads of a week's state: an upcoming week with a pay link is "to pay". */
export function weekStateKey(week: SubscriptionWeek) {
  return week.state === 'upcoming' && week.pay_url
    ? ('account.subscription.week.toPay' as const)
    : (`account.subscription.week.${week.state}` as const);
}

/** One week: its date, state, cut-off (with the last day's countdown), Skip / Undo skip, Pay now. */
function WeekItem({ week, now }: { week: SubscriptionWeek; now: Date }) {
  const t = useT();
  const locale = useLocale();
  const [skip, skipping] = useSkipWeekMutation();
  const [unskip, unskipping] = useUnskipWeekMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const dayOf = (iso: string) =>
    formatShopDate(iso, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const date = dayOf(week.delivery_date);
  const headingId = `week-${week.delivery_date}`;

  async function act(change: typeof skip) {
    setProblem(null);
    const result = await change(week.delivery_date);
    if ('error' in result) setProblem(apiErrorOf(result.error)?.message ?? t('account.page.error'));
  }

  return (
    <Week aria-labelledby={headingId}>
      <h3 id={headingId}>{date}</h3>
      {week.moved_from && (
        <Text>{t('account.subscription.week.moved', { date: dayOf(week.moved_from) })}</Text>
      )}
      <Text>
        {t(weekStateKey(week))}
        {week.total !== null && ` · ${formatMoney(week.total)}`}
      </Text>
      <CutoffNote deliveryDate={week.delivery_date} cutoffAt={week.cutoff_at} now={now} />
      <WeekPlan week={week} date={date} />
      {problem && (
        <Text role="alert" tone="danger">
          {problem}
        </Text>
      )}
      {(week.can_skip || week.can_unskip || week.pay_url) && (
        <Cluster gap={2}>
          {week.can_skip && (
            <Button
              variant="secondary"
              size="sm"
              loading={skipping.isLoading}
              aria-label={t('account.subscription.skipWeek', { date })}
              onClick={() => void act(skip)}
            >
              {t('account.subscription.skip')}
            </Button>
          )}
          {week.can_unskip && (
            <Button
              variant="secondary"
              size="sm"
              loading={unskipping.isLoading}
              aria-label={t('account.subscription.unskipWeek', { date })}
              onClick={() => void act(unskip)}
            >
              {t('account.subscription.unskip')}
            </Button>
          )}
          {week.pay_url && (
            <ButtonLink
              href={week.pay_url}
              size="sm"
              aria-label={t('account.subscription.payWeek', { date })}
            >
              {t('account.subscription.payNow')}
            </ButtonLink>
          )}
        </Cluster>
      )}
    </Week>
  );
}

/** A personalised week's own plan: being made, not made, or a link to review (or see) it. */
function WeekPlan({ week, date }: { week: SubscriptionWeek; date: string }) {
  const t = useT();
  const plan = week.plan;
  if (!plan) return null;
  if (plan.status === 'pending') return <Text>{t('account.subscription.plan.pending')}</Text>;
  if (plan.status === 'failed') return <Text>{t('account.subscription.plan.failed')}</Text>;
  return (
    <AppLink
      to="weekPlan"
      params={{ id: plan.id }}
      aria-label={t(
        plan.editable ? 'account.subscription.plan.reviewOf' : 'account.subscription.plan.viewOf',
        { date },
      )}
    >
      {t(plan.editable ? 'account.subscription.plan.review' : 'account.subscription.plan.view')}
    </AppLink>
  );
}

/** The weeks the API gives (the coming 8 and the last few), first first. */
export function WeekList({ weeks, now }: { weeks: SubscriptionWeek[]; now: Date }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Weeks aria-label={t('account.subscription.weeks')}>
        {weeks.map((week) => (
          <WeekItem key={week.id} week={week} now={now} />
        ))}
      </Weeks>
    </Stack>
  );
}
