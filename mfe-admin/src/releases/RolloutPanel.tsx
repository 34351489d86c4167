import { useId, useState } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { Badge, Button, Cluster, Field, Heading, Stack, Text, TextInput } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useRolloutActionMutation } from './api';
import { useReleaseTime } from './releaseTime';
import type { ReleaseCanary, ReleaseRollout, RolloutAction, RolloutHold } from '@mealprep/shared/releases/contracts';

/** Why the step waits, in words: the analysis, the duration, the sample. */
function useHoldText() {
  const t = useT();
  return (rollout: ReleaseRollout, hold: RolloutHold) => {
    const step = rollout.steps[rollout.step];
    const gate = rollout.gate;
    if (hold === 'verdict') {
      return t('admin.releases.rollout.hold.verdict', {
        verdict: t(`admin.releases.analysis.verdict.${gate?.verdict ?? 'insufficient'}`),
      });
    }
    if (hold === 'duration') {
      return t('admin.releases.rollout.hold.duration', { minutes: step?.minMinutes ?? 0 });
    }
    return t('admin.releases.rollout.hold.sample', {
      views: gate?.views ?? 0,
      sample: step?.minSample ?? 0,
    });
  };
}

/**
 * A running staged rollout (docs/architecture.md §3.3): its steps with the current one marked,
 * what holds it, and Pause/Resume and Abort, each after the shell's confirmation dialog.
 */
export function RolloutPanel({
  remote,
  canary,
  rollout,
}: {
  remote: string;
  canary: ReleaseCanary;
  rollout: ReleaseRollout;
}) {
  const t = useT();
  const bus = useBus();
  const holdText = useHoldText();
  const [send] = useRolloutActionMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const since = useReleaseTime();

  function ask(action: RolloutAction) {
    setFailure(null);
    if (!reason.trim()) {
      setReasonError(t('admin.releases.required'));
      return;
    }
    setReasonError(undefined);
    bus.emit('confirm.open', {
      title: t('common.confirm.title'),
      message: t(`admin.releases.rollout.confirm.${action}`, {
        version: canary.version,
        percent: canary.percent,
      }),
      confirmTitle: t(`admin.releases.rollout.${action}`),
      action: async () => {
        const result = await send({ remote, action, reason });
        if ('error' in result) {
          setFailure(apiErrorOf(result.error)?.message ?? t('admin.releases.loadFailed'));
          return;
        }
        setReason('');
        bus.emit('toast.show', {
          variant: 'success',
          description: t(`admin.releases.rollout.done.${action}`, { remote }),
        });
      },
    });
  }

  const holding = rollout.gate?.holding ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={2}>
        <Heading level={3} id={headingId}>
          {t('admin.releases.rollout.title')}
        </Heading>
        <Text size="sm">
          {t('admin.releases.rollout.position', {
            step: rollout.step + 1,
            steps: rollout.steps.length,
            percent: canary.percent,
            since: since(rollout.stepStartedAt),
          })}
        </Text>
        <ol aria-label={t('admin.releases.rollout.stepsOf', { remote })}>
          {rollout.steps.map((step, index) => (
            <li key={step.percent} aria-current={index === rollout.step ? 'step' : undefined}>
              {t('admin.releases.rollout.step', {
                percent: step.percent,
                minutes: step.minMinutes,
                sample: step.minSample,
              })}{' '}
              {index === rollout.step && (
                <Badge tone="accent">{t('admin.releases.rollout.current')}</Badge>
              )}
            </li>
          ))}
        </ol>
        <Text size="sm" role="status">
          {rollout.pausedAt
            ? t('admin.releases.rollout.paused', { since: since(rollout.pausedAt) })
            : holding.length > 0
              ? t('admin.releases.rollout.holding', {
                  reasons: holding.map((hold) => holdText(rollout, hold)).join('; '),
                })
              : t('admin.releases.rollout.waiting')}
        </Text>
        {failure && (
          <Text tone="danger" role="alert">
            {failure}
          </Text>
        )}
        <Field label={t('admin.releases.reason')} error={reasonError}>
          {(control) => (
            <TextInput
              {...control}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <Cluster gap={2}>
          <Button
            variant="secondary"
            onClick={() => ask(rollout.pausedAt ? 'resume' : 'pause')}
          >
            {rollout.pausedAt
              ? t('admin.releases.rollout.resume')
              : t('admin.releases.rollout.pause')}
          </Button>
          <Button variant="danger" onClick={() => ask('abort')}>
            {t('admin.releases.rollout.abort')}
          </Button>
        </Cluster>
      </Stack>
    </section>
  );
}
