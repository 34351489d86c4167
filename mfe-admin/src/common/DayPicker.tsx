import { useEffect, useState } from 'react';
import { addDays } from '@mealprep/shared/checkout';
import { businessDate } from '@mealprep/shared/core';
import { useSearchParams } from '@mealprep/shared/router';
import { Button, Cluster, Field, TextInput } from '@mealprep/shared/ui';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a staff page shows (the orders board, the production sheet): `?date=` in the URL,
 * today in Kuala Lumpur when absent; `goTo` keeps the page's other parameters and drops `date`
 * for today, so today's address stays the page's own.
 */
export function useChosenDay() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || businessDate();
  function goTo(day: string) {
    const next = new URLSearchParams(params);
    if (day === businessDate()) next.delete('date');
    else next.set('date', day);
    setParams(next);
  }
  return { date, goTo, params, setParams };
}

/**
 * A day field with previous day, today and next day. A complete date typed in the field is
 * shown at once; the API's refusal of the day (422 at `date`) is the field's error.
 */
export function DayPicker({
  date,
  goTo,
  error,
  labels,
}: {
  date: string;
  goTo: (day: string) => void;
  error?: string;
  labels: { day: string; previous: string; today: string; next: string };
}) {
  const [draft, setDraft] = useState(date);
  useEffect(() => setDraft(date), [date]);
  const from = CALENDAR_DATE.test(date) ? date : businessDate();
  return (
    <>
      <Field label={labels.day} error={error}>
        {(control) => (
          <TextInput
            {...control}
            type="date"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (CALENDAR_DATE.test(event.target.value)) goTo(event.target.value);
            }}
          />
        )}
      </Field>
      <Cluster gap={2}>
        <Button variant="secondary" onClick={() => goTo(addDays(from, -1))}>
          {labels.previous}
        </Button>
        <Button variant="secondary" onClick={() => goTo(businessDate())}>
          {labels.today}
        </Button>
        <Button variant="secondary" onClick={() => goTo(addDays(from, 1))}>
          {labels.next}
        </Button>
      </Cluster>
    </>
  );
}
