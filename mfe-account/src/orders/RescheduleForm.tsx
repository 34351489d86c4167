import { useId, useState } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { bookableDates } from '@mealprep/shared/checkout';
import { formatShopDate, formatSlot } from '@mealprep/shared/core';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { useLocale } from '@mealprep/shared/i18n';
import { Button, Cluster, Field, Select } from '@mealprep/shared/ui';
import { Form } from '../common/Form';
import { FormAlert, failureSummary } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useRescheduleOrderMutation } from './api';

/**
 * docs/architecture.md §9 reschedule: a date from the earliest allowed one (docs/spec.md §9 table, as if ordered
 * now) and a slot; on the earliest date only its slots, later dates every slot. The server checks
 * the same rule again.
 */
export function RescheduleForm({
  order,
  onDone,
  onCancel,
}: {
  order: OrderDetail;
  onDone: (order: OrderDetail) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [reschedule] = useRescheduleOrderMutation();
  const locale = useLocale();
  const options = order.reschedule_options;
  const earliest = options?.earliest_date ?? order.delivery_date;
  const [date, setDate] = useState(earliest);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();

  const pickup = order.delivery_method === 'pickup';
  // The server's choices (docs/spec.md §9): the earliest date's, or every one on a later date.
  const times: readonly string[] = !options
    ? []
    : date === earliest
      ? options.slots
      : options.later_slots;

  async function submit() {
    const local: Record<string, string> = {};
    if (!date) local.delivery_date = t('account.reschedule.chooseDate');
    if (!time || !times.includes(time)) local.delivery_time = t('account.reschedule.chooseTime');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    const result = await reschedule({ id: order.id, delivery_date: date, delivery_time: time });
    setSending(false);
    if (result.error === undefined) {
      onDone(result.data);
      return;
    }
    const refused = apiErrorOf(result.error);
    setFailure(refused ? failureSummary(refused, ['delivery_date', 'delivery_time'], t) : null);
    setErrors(
      Object.fromEntries(
        Object.entries(refused?.errors ?? {}).map(([field, [first]]) => [field, first ?? '']),
      ),
    );
  }

  return (
    <Form
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${formId}-title`} style={{ margin: 0 }}>
        {t('account.reschedule.title')}
      </h3>
      <p style={{ margin: 0 }}>{t('account.reschedule.rule')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Field
        label={pickup ? t('account.reschedule.pickupDate') : t('account.reschedule.date')}
        error={errors.delivery_date}
        hint={t('account.reschedule.earliest', { date: formatShopDate(earliest, locale) })}
        required
      >
        {(control) => (
          // The dates as words, as checkout offers them: a native date input follows the
          // browser's language (mm/dd/yyyy in a US-English Chromium whatever the page's `lang`),
          // and the booking horizon (docs/spec.md §9) is one week of named days anyway.
          <Select
            {...control}
            name="delivery_date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime('');
            }}
            options={bookableDates(earliest).map((value) => ({
              value,
              label: formatShopDate(value, locale, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              }),
            }))}
          />
        )}
      </Field>
      <Field
        label={pickup ? t('account.reschedule.pickupTime') : t('account.reschedule.slot')}
        error={errors.delivery_time}
        required
      >
        {(control) => (
          <Select
            {...control}
            name="delivery_time"
            value={time}
            placeholder={t('account.reschedule.choose')}
            onChange={(event) => setTime(event.target.value)}
            options={times.map((value) => ({
              value,
              label: formatSlot(value),
            }))}
          />
        )}
      </Field>
      <Cluster gap={3}>
        <Button type="submit" loading={sending}>
          {t('account.reschedule.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.reschedule.keep')}
        </Button>
      </Cluster>
    </Form>
  );
}
