import type { Subscription, SubscriptionWeek } from '@mealprep/shared/subscriptions/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { SectionCard, Text } from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { useT } from '../i18n';
import { useSubscriptionQuery } from '../subscription/api';
import { CutoffNote, useNow } from '../subscription/Cutoff';
import { weekStateKey } from '../subscription/WeekList';

/** The first week not skipped whose cut-off is still ahead: the one the customer can act on. */
export function nextWeek(subscription: Subscription, now: Date): SubscriptionWeek | null {
  return (
    subscription.weeks.find(
      (week) =>
        week.state !== 'skipped' &&
        week.state !== 'cancelled' &&
        new Date(week.cutoff_at).getTime() > now.getTime(),
    ) ?? null
  );
}

/**
 * The dashboard's card of a live subscription: the next delivery, its state and cut-off (with the
 * last day's countdown), and the way to the subscription page. Nothing without one.
 */
export function SubscriptionCard() {
  const t = useT();
  const locale = useLocale();
  const { data: subscription } = useSubscriptionQuery();
  const now = useNow(Boolean(subscription && subscription.status !== 'cancelled'), 15_000);
  if (!subscription || subscription.status === 'cancelled') return null;
  const week = nextWeek(subscription, now);
  const pickup = subscription.delivery_method === 'pickup';
  return (
    <SectionCard title={t('account.dashboard.subscription')}>
      {week ? (
        <>
          <Text weight="semibold">
            {t(pickup ? 'account.dashboard.nextPickup' : 'account.dashboard.nextDelivery', {
              date: formatShopDate(week.delivery_date, locale, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              }),
            })}
          </Text>
          <Text>{t(weekStateKey(week))}</Text>
          <CutoffNote deliveryDate={week.delivery_date} cutoffAt={week.cutoff_at} now={now} />
        </>
      ) : (
        <Text>{t('account.dashboard.noNextWeek')}</Text>
      )}
      <div>
        <LinkButton to="subscription" variant="secondary">
          {t('account.dashboard.manageSubscription')}
        </LinkButton>
      </div>
    </SectionCard>
  );
}
