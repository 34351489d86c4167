import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import {
  PLAN_DELAY_TRIGGER_MS,
  PLAN_POLL_INTERVAL_MS,
  PLAN_SUCCESS_DELAY_MS,
  type MealPlan,
} from '@mealprep/shared/domain';
import { AppLink } from '@mealprep/shared/routes';
import { Button, Card, EmptyState, PageFrame, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { planPaths } from '../questions/api';
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
  const api = useApi();
  const bus = useBus();
  const [phase, setPhase] = useState<Phase>('starting');
  const [elapsed, setElapsed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(Date.now());

  useEffect(() => {
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    started.current = Date.now();
    setPhase('starting');
    async function poll(id: number) {
      const result = await api.get<MealPlan>(planPaths.one(id), { showError: false });
      if (cancelled) return;
      if (result.ok && result.data.status === 'ready') {
        setPhase('ready');
        bus.emit('plan.generated', { planId: id });
        timers.push(setTimeout(() => !cancelled && setPhase('shown'), PLAN_SUCCESS_DELAY_MS));
      } else if (result.ok && result.data.status === 'failed') {
        setPhase('failed');
      } else {
        timers.push(setTimeout(() => void poll(id), PLAN_POLL_INTERVAL_MS));
      }
    }
    void api.post<{ id: number; status: string }>(planPaths.generate, {}).then((result) => {
      if (cancelled) return;
      if (!result.ok) {
        setPhase('failed');
        return;
      }
      setPhase('working');
      void poll(result.data.id);
    });
    const tick = setInterval(() => setElapsed(Date.now() - started.current), 250);
    return () => {
      cancelled = true;
      clearInterval(tick);
      timers.forEach(clearTimeout);
    };
  }, [api, bus, attempt]);

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
        <Card>
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
