import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf, baseApi } from '@mealprep/shared/api';
import { useSearchParams } from '@mealprep/shared/router';
import { useAppDispatch } from '@mealprep/shared/store';
import { useBus } from '@mealprep/shared/bus';
import type { Subscription } from '@mealprep/shared/subscriptions/contracts';
import { businessDate, formatShopDate, formatSlot } from '@mealprep/shared/core';
import { COUNTDOWN_HOURS, formatWeekday } from '@mealprep/shared/subscriptions';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  Cluster,
  EmptyState,
  PageFrame,
  SectionCard,
  Skeleton,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { useT } from '../i18n';
import { Facts, PriceLines } from '../orders/OrderParts';
import {
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useSubscriptionQuery,
} from './api';
import { ChangeForm } from './ChangeForm';
import { useNow } from './Cutoff';
import { PauseForm } from './PauseForm';
import { PaymentSection } from './PaymentSection';
import { WeekList } from './WeekList';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

/** Whether a cut-off is close enough that the page must read the clock as it goes. */
function countdownNear(subscription: Subscription, now: Date): boolean {
  return subscription.weeks.some((week) => {
    const left = new Date(week.cutoff_at).getTime() - now.getTime();
    return left > 0 && left <= (COUNTDOWN_HOURS + 1) * 3_600_000;
  });
}

/** "Active", "Paused until Sat, 12 Dec", "Paused", "Payment overdue" or "Cancelled". */
function StatusLine({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = useLocale();
  const status =
    subscription.status === 'paused' && subscription.paused_until
      ? t('account.subscription.status.pausedUntil', {
          date: formatShopDate(subscription.paused_until, locale, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          }),
        })
      : t(`account.subscription.status.${subscription.status}`);
  return (
    <Text size="lg">
      {t('account.subscription.status')}: <strong>{status}</strong>
    </Text>
  );
}

function WeeklyBox({ subscription }: { subscription: Subscription }) {
  const t = useT();
  return (
    <SectionCard title={t('account.subscription.box')} titleSize="lg">
      <Text>{t('account.subscription.mealsPerWeek', { count: subscription.meals_per_week })}</Text>
      <Lines>
        {subscription.lines.map((line) => (
          <li key={`${line.type}-${line.product_id}-${line.size ?? ''}`}>
            {t('account.subscription.line', {
              quantity: line.quantity,
              name: line.size ? `${line.name} (${line.size})` : line.name,
            })}
          </li>
        ))}
      </Lines>
      <PriceLines lines={subscription.weekly.lines} label={t('account.subscription.weeklyPrice')} />
    </SectionCard>
  );
}

function DeliveryFacts({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const locale = useLocale();
  const pickup = subscription.delivery_method === 'pickup';
  return (
    <SectionCard title={t('account.subscription.delivery')} titleSize="lg">
      <Facts>
        <dt>{t('account.subscription.method')}</dt>
        <dd>{t(pickup ? 'account.subscription.pickup' : 'account.subscription.deliver')}</dd>
        <dt>{t('account.subscription.weekday')}</dt>
        <dd>{formatWeekday(subscription.delivery_weekday, locale)}</dd>
        <dt>{t(pickup ? 'account.subscription.pickupTime' : 'account.subscription.slot')}</dt>
        <dd>{formatSlot(subscription.delivery_time)}</dd>
        {!pickup && (
          <>
            <dt>{t('account.subscription.address')}</dt>
            <dd>{subscription.address_label ?? t('account.subscription.noAddress')}</dd>
          </>
        )}
      </Facts>
    </SectionCard>
  );
}

type Mode = 'pause' | 'change' | null;

/** Pause, Resume, Change and Cancel (one confirmation, nothing else), each refusal beside it. */
function Actions({ subscription, now }: { subscription: Subscription; now: Date }) {
  const t = useT();
  const bus = useBus();
  const [mode, setMode] = useState<Mode>(null);
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [problem, setProblem] = useState<string | null>(null);

  function done(message: 'account.subscription.paused' | 'account.subscription.changed') {
    setMode(null);
    bus.emit('toast.show', { variant: 'success', description: t(message) });
  }

  async function doResume() {
    setProblem(null);
    const result = await resume();
    if ('error' in result) {
      setProblem(apiErrorOf(result.error)?.message ?? t('account.page.error'));
      return;
    }
    bus.emit('toast.show', { variant: 'success', description: t('account.subscription.resumed') });
  }

  function askCancel() {
    setProblem(null);
    bus.emit('confirm.open', {
      title: t('account.subscription.cancelTitle'),
      message: t('account.subscription.cancelMessage'),
      confirmTitle: t('account.subscription.cancel'),
      cancelTitle: t('account.subscription.keep'),
      action: async () => {
        const result = await cancel();
        if ('error' in result) {
          setProblem(apiErrorOf(result.error)?.message ?? t('account.page.error'));
          return;
        }
        bus.emit('toast.show', {
          variant: 'success',
          description: t('account.subscription.cancelled'),
        });
      },
    });
  }

  return (
    <SectionCard title={t('account.subscription.manage')} titleSize="lg">
      {mode === 'pause' && (
        <PauseForm
          subscription={subscription}
          now={now}
          onDone={() => done('account.subscription.paused')}
          onCancel={() => setMode(null)}
        />
      )}
      {mode === 'change' && (
        <ChangeForm
          subscription={subscription}
          onDone={() => done('account.subscription.changed')}
          onCancel={() => setMode(null)}
        />
      )}
      {mode === null && (
        <Cluster gap={2}>
          <Button variant="secondary" onClick={() => setMode('change')}>
            {t('account.subscription.change')}
          </Button>
          {subscription.status === 'paused' ? (
            <Button loading={resuming.isLoading} onClick={() => void doResume()}>
              {t('account.subscription.resume')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setMode('pause')}>
              {t('account.subscription.pause')}
            </Button>
          )}
          <Button variant="danger" loading={cancelling.isLoading} onClick={askCancel}>
            {t('account.subscription.cancel')}
          </Button>
        </Cluster>
      )}
      {problem && (
        <Text role="alert" tone="danger">
          {problem}
        </Text>
      )}
    </SectionCard>
  );
}

function SubscriptionView({
  subscription,
  onRefresh,
}: {
  subscription: Subscription;
  onRefresh: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const cancelled = subscription.status === 'cancelled';
  // The clock is read as it goes only while a cut-off is in (or about to enter) its last day.
  const [near, setNear] = useState(() => countdownNear(subscription, new Date()));
  const now = useNow(near || !cancelled, near ? 5_000 : 60_000);
  if (near !== countdownNear(subscription, now)) setNear(!near);
  return (
    <Stack gap={4}>
      <StatusLine subscription={subscription} />
      {cancelled && subscription.cancelled_at && (
        <Text>
          {t('account.subscription.cancelledOn', {
            date: formatShopDate(businessDate(new Date(subscription.cancelled_at)), locale),
          })}
        </Text>
      )}
      <Columns>
        <Stack gap={4}>
          <SectionCard title={t('account.subscription.weeks')} titleSize="lg">
            <WeekList weeks={subscription.weeks} now={now} />
          </SectionCard>
          <WeeklyBox subscription={subscription} />
        </Stack>
        <Stack gap={4}>
          <DeliveryFacts subscription={subscription} />
          {!cancelled && <Actions subscription={subscription} now={now} />}
          {!cancelled && <PaymentSection subscription={subscription} onRemoved={onRefresh} />}
          {cancelled && (
            <div>
              <LinkButton to="cart">{t('account.subscription.subscribeAgain')}</LinkButton>
            </div>
          )}
        </Stack>
      </Columns>
    </Stack>
  );
}

/**
 * `/account/subscription` (docs/subscriptions.md): the customer's weekly box, its next weeks with
 * their cut-offs (a countdown in the last day), skip and undo, pay a week's link, pause, resume,
 * change, cancel in one confirmation, and the saved payment method.
 */
export default function SubscriptionPage() {
  const t = useT();
  const { data, isLoading, isError, refetch } = useSubscriptionQuery();
  const [searchParams] = useSearchParams();
  const justSubscribed = searchParams.get('subscribed') === '1';
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Arriving from subscribing: the cart's lines became the weekly box, so the header's cart and
    // the cart page ask for the cart again (checkout leaves it to this page, see its api.ts).
    if (justSubscribed) dispatch(baseApi.util.invalidateTags(['Cart']));
  }, [dispatch, justSubscribed]);
  return (
    <PageFrame title={t('account.subscription.title')}>
      {justSubscribed && data && data.status !== 'cancelled' && (
        <Text role="status">{t('account.subscription.welcome')}</Text>
      )}
      {isLoading && <Skeleton width="100%" height="20rem" radius="lg" />}
      {data === undefined && isError && (
        <EmptyState
          title={t('account.page.error')}
          action={<Button onClick={() => void refetch()}>{t('account.page.retry')}</Button>}
        />
      )}
      {data === null && (
        <EmptyState
          title={t('account.subscription.noneTitle')}
          description={t('account.subscription.noneBody')}
          action={<LinkButton to="cart">{t('account.subscription.fromCart')}</LinkButton>}
        />
      )}
      {data && <SubscriptionView subscription={data} onRefresh={() => void refetch()} />}
    </PageFrame>
  );
}
