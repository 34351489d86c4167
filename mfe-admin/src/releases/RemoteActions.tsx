import { useState, type FormEvent } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { Button, Cluster, Field, Select, Stack, Text, TextInput } from '@mealprep/shared/ui';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useReleaseActionMutation, useStagingActionMutation, useStartRolloutMutation } from './api';
import type { ReleaseAction, RemoteReleaseStatus } from '@mealprep/shared/releases/contracts';

/** What this form does: the registry's actions, or a staged rollout (docs/architecture.md §3.3). */
type Action = ReleaseAction | 'rollout' | 'stagingPin' | 'stagingPromote';
const ACTIONS = ['pin', 'rollback', 'canary', 'promote', 'rollout', 'stagingPin', 'stagingPromote'] as const;
const DEFAULT_STEPS = '5, 25, 50, 100';
const DEFAULT_MINUTES = '60';

/** "5, 25, 50, 100" → [5, 25, 50, 100] when the shares grow to 100, else null. */
function parseSteps(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const steps = parts.map(Number);
  const growing = steps.every((step, i) => step >= 1 && (i === 0 || step > (steps[i - 1] ?? 0)));
  return growing && steps.at(-1) === 100 && steps.length <= 10 ? steps : null;
}

/**
 * Pin, roll back, start a canary or promote it, or start a staged rollout, with a reason. The registry's refusal (an
 * incompatible version) shows above the form with each of its reasons; the status and the
 * history on the page refresh themselves (the action invalidates the releases).
 */
export function RemoteActions({ remote, onDone }: { remote: RemoteReleaseStatus; onDone?: () => void }) {
  const t = useT();
  const bus = useBus();
  const [send] = useReleaseActionMutation();
  const [startRollout] = useStartRolloutMutation();
  const [stagingAction] = useStagingActionMutation();
  const [action, setAction] = useState<Action>('pin');
  const [steps, setSteps] = useState(DEFAULT_STEPS);
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState('10');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; reasons: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const needsVersion = ['pin', 'canary', 'rollout', 'stagingPin'].includes(action);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (needsVersion && !version) missing.version = t('admin.releases.required');
    if (!reason.trim()) missing.reason = t('admin.releases.required');
    const shares = parseSteps(steps);
    if (action === 'rollout' && !shares) missing.steps = t('admin.releases.rollout.stepsInvalid');
    if (action === 'rollout' && !/^\d{1,5}$/.test(minutes)) {
      missing.minutes = t('admin.releases.required');
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const plan =
      steps === DEFAULT_STEPS && minutes === DEFAULT_MINUTES
        ? {}
        : { steps: (shares ?? []).map((percent) => ({ percent, min_minutes: Number(minutes) })) };
    const body =
      action === 'pin' || action === 'stagingPin'
        ? { version, reason }
        : action === 'canary'
          ? { version, percent: Number(percent), reason }
          : action === 'rollback'
            ? { ...(version ? { to: version } : {}), reason }
            : { reason };
    setBusy(true);
    const result =
      action === 'rollout'
        ? await startRollout({ remote: remote.remote, body: { version, reason, ...plan } })
        : action === 'stagingPin' || action === 'stagingPromote'
          ? await stagingAction({
              remote: remote.remote,
              action: action === 'stagingPin' ? 'pin' : 'promote',
              body,
            })
          : await send({ remote: remote.remote, action, body });
    setBusy(false);
    if ('error' in result) {
      const refused = apiErrorOf(result.error);
      const { reasons: _reasons, ...fields } = firstFieldErrors(result.error);
      setErrors(fields);
      setFailure({
        message: refused?.message ?? t('admin.releases.loadFailed'),
        reasons: refused?.errors.reasons ?? [],
      });
      return;
    }
    setReason('');
    bus.emit('toast.show', {
      variant: 'success',
      description: t('admin.releases.done', { remote: remote.remote }),
    });
    onDone?.();
  }

  const versions = remote.versions.map((v) => ({ value: v.version, label: v.version }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.releases.actionsOf', { remote: remote.remote })}>
      <Stack gap={3}>
        {failure && (
          <div role="alert">
            <Text tone="danger">{failure.message}</Text>
            {failure.reasons.length > 1 && (
              <ul>
                {failure.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Cluster gap={3}>
          <Field label={t('admin.releases.action')}>
            {(control) => (
              <Select
                {...control}
                value={action}
                onChange={(event) => setAction(event.target.value as Action)}
                options={ACTIONS.map((value) => ({
                  value,
                  label: t(`admin.releases.action.${value}`),
                }))}
              />
            )}
          </Field>
          {action !== 'promote' && action !== 'stagingPromote' && (
            <Field
              label={
                action === 'rollback'
                  ? t('admin.releases.rollbackTo')
                  : t('admin.releases.version')
              }
              error={errors.version ?? errors.to}
            >
              {(control) => (
                <Select
                  {...control}
                  value={version}
                  onChange={(event) => setVersion(event.target.value)}
                  placeholder={
                    action === 'rollback'
                      ? t('admin.releases.previous')
                      : t('admin.releases.chooseVersion')
                  }
                  options={versions}
                />
              )}
            </Field>
          )}
          {action === 'rollout' && (
            <>
              <Field
                label={t('admin.releases.rollout.steps')}
                hint={t('admin.releases.rollout.stepsHint')}
                error={errors.steps}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    value={steps}
                    inputMode="numeric"
                    onChange={(event) => setSteps(event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('admin.releases.rollout.minutes')} error={errors.minutes ?? errors['steps[0].min_minutes']}>
                {(control) => (
                  <TextInput
                    {...control}
                    type="number"
                    min={0}
                    max={10080}
                    inputMode="numeric"
                    value={minutes}
                    onChange={(event) => setMinutes(event.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          {action === 'canary' && (
            <Field label={t('admin.releases.percent')} error={errors.percent}>
              {(control) => (
                <TextInput
                  {...control}
                  type="number"
                  min={1}
                  max={100}
                  inputMode="numeric"
                  value={percent}
                  onChange={(event) => setPercent(event.target.value)}
                />
              )}
            </Field>
          )}
        </Cluster>
        <Field label={t('admin.releases.reason')} error={errors.reason}>
          {(control) => (
            <TextInput
              {...control}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" loading={busy}>
            {t('admin.releases.apply')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

