import { useEffect, useState } from 'react';
import { skipToken } from '@mealprep/shared/api';
import { formatShopDate } from '@mealprep/shared/core';
import { PLAN_POLL_INTERVAL_MS } from '@mealprep/shared/plan';
import { useLocale } from '@mealprep/shared/i18n';
import { useParams } from '@mealprep/shared/router';
import { AppLink } from '@mealprep/shared/routes';
import { EmptyState, PageFrame, Spinner, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useMealPlanQuery } from './api';
import { ReadyPlan } from './MealPlanView';

/**
 * `/account/subscription/plan/:id`: a personalised subscription week's own plan
 * (docs/subscriptions.md "A personalised plan every week"), made from the answers a week before
 * the cut-off. The customer reviews it, edits meals or makes it again until the week's order is
 * made from it; then it shows locked, with the reason.
 */
export default function WeekPlanPage() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams();
  const planId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const [polling, setPolling] = useState(false);
  const query = useMealPlanQuery(planId > 0 ? { id: planId, locale } : skipToken, {
    pollingInterval: polling ? PLAN_POLL_INTERVAL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const plan = query.data;
  const pending = plan?.status === 'pending';
  useEffect(() => setPolling(pending), [pending]);

  const weekOf = plan?.week_of ?? null;
  const title = weekOf
    ? t('questionnaire.weekPlan.titleOf', {
        date: formatShopDate(weekOf, locale, { weekday: 'long', day: 'numeric', month: 'long' }),
      })
    : t('questionnaire.weekPlan.title');
  let content;
  if (query.isLoading) content = <Spinner label={t('questionnaire.plan.pending')} />;
  else if (!plan || !weekOf) content = <EmptyState title={t('questionnaire.weekPlan.notFound')} />;
  else {
    content = (
      <>
        {!plan.locked && <Text>{t('questionnaire.weekPlan.hint')}</Text>}
        <ReadyPlan
          plan={plan}
          locale={locale}
          titled={false}
          purpose="week"
          onRegenerateAccepted={() => setPolling(true)}
        />
      </>
    );
  }
  return (
    <PageFrame title={title}>
      <Stack gap={4}>
        <AppLink to="subscription">{t('questionnaire.weekPlan.back')}</AppLink>
        {content}
      </Stack>
    </PageFrame>
  );
}
