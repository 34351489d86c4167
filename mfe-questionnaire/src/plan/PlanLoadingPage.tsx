import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@mealprep/shared/api';
import styled from 'styled-components';
import {
  PLAN_DELAY_TRIGGER_MS,
  PLAN_POLL_INTERVAL_MS,
  PLAN_SUCCESS_DELAY_MS,
} from '@mealprep/shared/plan';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { useAppDispatch } from '@mealprep/shared/store';
import { Button, Card, EmptyState, PageFrame, Stack, Text } from '@mealprep/shared/ui';
import { liveWhile } from '@mealprep/shared/federation-contracts';
import { useT } from '../i18n';
import { planApi, useGenerateMealPlanMutation, useMealPlanQuery } from './api';
import { MealPlanView } from './MealPlanView';

const Bar = styled.div`
  height: 0.75rem;
  overflow: hidden;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};

  > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width 400ms ease-out;
  }
`;

type Phase = 'starting' | 'working' | 'ready' | 'shown' | 'failed';

/**
 * docs/spec.md §4, §9 (route account-user-preferences-loading): starts generation, polls every
 * 3000 ms, says so when it takes longer than 3000 ms, and shows the success state for 5000 ms
 * before the plan itself.
 */
export default function PlanLoadingPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const [generate] = useGenerateMealPlanMutation();
  const [phase, setPhase] = useState<Phase>('starting');
  const [planId, setPlanId] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(Date.now());

  useEffect(() => {
    let cancelled = false;
    started.current = Date.now();
    setPhase('starting');
    setPlanId(null);
    void generate({}).then((result) => {
      if (cancelled) return;
      if ('error' in result) {
        setPhase('failed');
        return;
      }
      setPlanId(result.data.id);
      setPhase('working');
    });
    const tick = setInterval(() => setElapsed(Date.now() - started.current), 250);
    return () => {
      cancelled = true;
      clearInterval(tick);
    };
  }, [generate, attempt]);

  // The queued plan, asked for at once and then every 3000 ms while it is worked on (and no
  // longer after: the plan view asks for the current plan itself).
  const working = phase === 'working' && planId !== null;
  const queued = useMealPlanQuery(working ? { id: planId, locale } : skipToken, {
    pollingInterval: PLAN_POLL_INTERVAL_MS,
    refetchOnMountOrArgChange: true,
  });
  const answer = queued.isFetching ? undefined : queued.data;
  useEffect(() => {
    if (phase !== 'working' || !answer) return;
    if (answer.status === 'ready') {
      // The new plan is the current one: the plan view shows it at once (and asks again).
      dispatch(
        planApi.util.upsertQueryEntries([
          { endpointName: 'currentMealPlan', arg: locale, value: answer },
        ]),
      );
      setPhase('ready');
    } else if (answer.status === 'failed') {
      setPhase('failed');
    }
  }, [phase, answer, locale, dispatch]);
  useEffect(() => {
    if (phase !== 'ready') return;
    const timer = setTimeout(() => setPhase('shown'), PLAN_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'shown') {
    return (
      <PageFrame title={t('questionnaire.loading.ready')}>
        <AppLink to="dashboard">{t('questionnaire.loading.dashboard')}</AppLink>
        <MealPlanView />
      </PageFrame>
    );
  }

  const done = phase === 'ready';
  // Visible progress: eases towards 90 % while waiting, 100 % once ready.
  const progress = done ? 100 : Math.min(90, Math.round(90 * (1 - Math.exp(-elapsed / 2500))));
  return (
    <PageFrame title={t('questionnaire.planLoading.title')}>
      {phase === 'failed' ? (
        <EmptyState
          title={t('questionnaire.loading.failed')}
          action={
            <Button onClick={() => setAttempt((current) => current + 1)}>
              {t('questionnaire.retry')}
            </Button>
          }
        />
      ) : (
        // The plan is asked for, then followed: the page starts without a touch.
        <Card {...liveWhile(true)}>
          <Stack gap={3}>
            <Bar
              role="progressbar"
              aria-label={t('questionnaire.loading.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div style={{ width: `${progress}%` }} />
            </Bar>
            <Text role="status">
              {done
                ? t('questionnaire.loading.ready')
                : elapsed > PLAN_DELAY_TRIGGER_MS
                  ? t('questionnaire.loading.slow')
                  : t('questionnaire.loading.working')}
            </Text>
            {done && (
              <Button onClick={() => setPhase('shown')}>
                {t('questionnaire.loading.viewNow')}
              </Button>
            )}
          </Stack>
        </Card>
      )}
    </PageFrame>
  );
}
