import { useEffect, useMemo } from 'react';
import { bookableDates } from '@mealprep/shared/checkout';
import { formatShopDate, formatSlot, slotsOn, type DeliveryMethod } from '@mealprep/shared/core';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import { useLocale } from '@mealprep/shared/i18n';
import { Field, RadioGroup, Select, Skeleton, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

export interface When {
  date: string;
  /** Until the customer picks a date, the earliest one is followed (it can move on re-quote). */
  dateChosen: boolean;
  time: string;
}

/**
 * Date and slot (docs/spec.md §9): the server's `deliveryOptions` for this moment (with the
 * holiday rows) decide the earliest day's slots; later days offer every slot, for delivery and
 * pickup alike. The server re-checks the choice when ordering.
 */
export function WhenFields({
  method,
  needsAddress = false,
  options,
  value,
  errors,
  onChange,
}: {
  method: DeliveryMethod;
  /** Delivery with no address: nothing is quoted, so there are no dates to wait for. */
  needsAddress?: boolean;
  options: CheckoutQuote['delivery_options'] | null;
  value: When;
  errors: { date?: string; time?: string };
  onChange: (next: When) => void;
}) {
  const t = useT();
  const locale = useLocale();
  // The booking horizon (docs/spec.md §9): the same dates the API accepts.
  const dates = useMemo(() => (options ? bookableDates(options.date) : []), [options]);
  const times = useMemo(() => (options ? slotsOn(options, value.date) : []), [options, value.date]);

  // Follow the earliest date until one is chosen, and keep the slot one that the day offers.
  useEffect(() => {
    const date = !value.dateChosen || !dates.includes(value.date) ? (dates[0] ?? '') : value.date;
    const dayTimes = options ? slotsOn(options, date) : [];
    const time = dayTimes.includes(value.time) ? value.time : (dayTimes[0] ?? '');
    if (date !== value.date || time !== value.time) onChange({ ...value, date, time });
  }, [dates, onChange, options, value]);

  if (!options && needsAddress) {
    return <Text tone="muted">{t('checkout.date.needsAddress')}</Text>;
  }
  // The date field and the slot group's own heights, so nothing below moves when they arrive.
  if (!options) {
    return (
      <>
        <Skeleton width="100%" height="4.5rem" radius="lg" />
        <Skeleton width="100%" height="6.25rem" radius="lg" />
      </>
    );
  }
  return (
    <>
      <Field
        label={t(method === 'pickup' ? 'checkout.date.pickup' : 'checkout.date')}
        error={errors.date}
      >
        {(control) => (
          <Select
            {...control}
            value={value.date}
            onChange={(event) => onChange({ ...value, dateChosen: true, date: event.target.value })}
            options={dates.map((date) => ({
              value: date,
              label: formatShopDate(date, locale, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              }),
            }))}
          />
        )}
      </Field>
      <RadioGroup
        legend={t(method === 'pickup' ? 'checkout.slot.pickupLegend' : 'checkout.slot.legend')}
        name="delivery_time"
        direction="row"
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
        error={errors.time}
        options={times.map((time) => ({
          value: time,
          label: formatSlot(time),
        }))}
      />
    </>
  );
}
