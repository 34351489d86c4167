import { useState } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import type { Subscription } from '@mealprep/shared/subscriptions/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { Button, Cluster, Field, Select, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { usePauseSubscriptionMutation } from './api';

const NO_END = '';

/**
 * Pause until a coming delivery date (the first it resumes by itself), or with no end date. The
 * choices are the weeks still before their cut-off after the first one: pausing "until" the first
 * would pause nothing.
 */
export function PauseForm({
  subscription,
  now,
  onDone,
  onCancel,
}: {
  subscription: Subscription;
  now: Date;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [pause, { isLoading }] = usePauseSubscriptionMutation();
  const [until, setUntil] = useState(NO_END);
  const [problem, setProblem] = useState<string | undefined>();
  const dates = subscription.weeks
    .filter((week) => new Date(week.cutoff_at).getTime() > now.getTime())
    .map((week) => week.delivery_date)
    .slice(1);

  async function submit() {
    setProblem(undefined);
    const result = await pause({ until: until === NO_END ? null : until });
    if ('error' in result) {
      const refusal = apiErrorOf(result.error);
      setProblem(refusal?.errors.until?.[0] ?? refusal?.message ?? t('account.page.error'));
      return;
    }
    onDone();
  }

  return (
    <Stack gap={3}>
      <Text>{t('account.subscription.pauseHint')}</Text>
      <Field label={t('account.subscription.pauseUntil')} error={problem}>
        {(control) => (
          <Select
            {...control}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            options={[
              { value: NO_END, label: t('account.subscription.pauseNoEnd') },
              ...dates.map((date) => ({
                value: date,
                label: formatShopDate(date, locale, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                }),
              })),
            ]}
          />
        )}
      </Field>
      <Cluster gap={2}>
        <Button loading={isLoading} onClick={() => void submit()}>
          {t('account.subscription.pauseConfirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('account.subscription.back')}
        </Button>
      </Cluster>
    </Stack>
  );
}
