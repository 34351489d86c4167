import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { AdminSubscription } from '@mealprep/shared/subscriptions/contracts';
import { businessDate, formatShopDate } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  Dialog,
  Field,
  focusFirstError,
  Stack,
  Text,
  TextArea,
  TextInput,
} from '@mealprep/shared/ui';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { usePauseForCustomerMutation } from './api';

/** The longest reason the audit log keeps. */
export const PAUSE_REASON_MAX = 500;

type Errors = { reason?: string; until?: string };

/**
 * An admin pauses a customer's subscription for them: a reason (required, counted as it is
 * typed, kept in the audit log) and, if it is to end, the day it resumes. A refusal is shown at
 * its field, or above the buttons when it is about the subscription itself (cancelled meanwhile).
 */
export function PauseDialog({
  subscription,
  onClose,
  onPaused,
}: {
  subscription: AdminSubscription;
  onClose: () => void;
  onPaused: () => void;
}) {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [pause, { isLoading }] = usePauseForCustomerMutation();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = subscription.customer_name;

  function show(found: Errors) {
    setErrors(found);
    // After React has drawn the errors, so the focused field is read with its message.
    window.setTimeout(() => {
      if (form.current) focusFirstError(form.current, found);
    }, 0);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const said = reason.trim();
    if (said === '') return show({ reason: t('admin.subscriptions.reasonRequired') });
    if (said.length > PAUSE_REASON_MAX) {
      return show({ reason: t('admin.subscriptions.reasonTooLong', { max: PAUSE_REASON_MAX }) });
    }
    setErrors({});
    const result = await pause({ id: subscription.id, reason: said, until: until || null });
    if ('error' in result) {
      const fields = firstFieldErrors(result.error);
      const atFields: Errors = { reason: fields.reason, until: fields.until };
      if (atFields.reason || atFields.until) return show(atFields);
      setRefusal(apiErrorOf(result.error)?.message ?? t('admin.subscriptions.pauseFailed'));
      return;
    }
    bus.emit('toast.show', {
      variant: 'success',
      description: until
        ? t('admin.subscriptions.pausedTill', { name, date: formatShopDate(until, locale) })
        : t('admin.subscriptions.paused', { name }),
    });
    onPaused();
  }

  return (
    <Dialog
      open
      title={t('admin.subscriptions.pauseTitle', { name })}
      description={t('admin.subscriptions.pauseIntro')}
      closeLabel={t('admin.subscriptions.close')}
      onClose={onClose}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.subscriptions.keep')}
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            {t('admin.subscriptions.pauseSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={3}>
          <Field
            label={t('admin.subscriptions.reason')}
            hint={t('admin.subscriptions.reasonHint', {
              count: reason.trim().length,
              max: PAUSE_REASON_MAX,
            })}
            error={errors.reason}
            required
          >
            {(control) => (
              <TextArea
                {...control}
                name="reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('admin.subscriptions.until')}
            hint={t('admin.subscriptions.untilHint')}
            error={errors.until}
          >
            {(control) => (
              <TextInput
                {...control}
                name="until"
                type="date"
                min={businessDate()}
                value={until}
                onChange={(event) => setUntil(event.target.value)}
              />
            )}
          </Field>
          {refusal && (
            <Text role="alert" tone="danger">
              {refusal}
            </Text>
          )}
        </Stack>
      </form>
    </Dialog>
  );
}
