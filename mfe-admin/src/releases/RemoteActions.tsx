import { useState, type FormEvent } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { Button, Cluster, Field, Select, Stack, Text, TextInput } from '@mealprep/shared/ui';
import { firstFieldErrors } from '../common/fieldErrors';
import { useT } from '../i18n';
import { useReleaseActionMutation } from './api';
import type { ReleaseAction, RemoteReleaseStatus } from '@mealprep/shared/contracts';

/**
 * Pin, roll back, start a canary or promote it, with a reason. The registry's refusal (an
 * incompatible version) shows above the form with each of its reasons; the status and the
 * history on the page refresh themselves (the action invalidates the releases).
 */
export function RemoteActions({ remote, onDone }: { remote: RemoteReleaseStatus; onDone?: () => void }) {
  const t = useT();
  const bus = useBus();
  const [send] = useReleaseActionMutation();
  const [action, setAction] = useState<ReleaseAction>('pin');
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState('10');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; reasons: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const needsVersion = action === 'pin' || action === 'canary';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (needsVersion && !version) missing.version = t('admin.releases.required');
    if (!reason.trim()) missing.reason = t('admin.releases.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body =
      action === 'pin'
        ? { version, reason }
        : action === 'canary'
          ? { version, percent: Number(percent), reason }
          : action === 'rollback'
            ? { ...(version ? { to: version } : {}), reason }
            : { reason };
    setBusy(true);
    const result = await send({ remote: remote.remote, action, body });
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
                onChange={(event) => setAction(event.target.value as ReleaseAction)}
                options={(['pin', 'rollback', 'canary', 'promote'] as const).map((value) => ({
                  value,
                  label: t(`admin.releases.action.${value}`),
                }))}
              />
            )}
          </Field>
          {action !== 'promote' && (
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

