import { useState, type FormEvent } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { deliveryOptions } from '@mealprep/shared/checkout';
import { DISH_AVAILABILITY_CHOICES, type DishAvailabilityChoice } from '@mealprep/shared/catalogue';
import { formatShopDate } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  Card,
  Cluster,
  Field,
  Heading,
  RadioGroup,
  Stack,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useSetDishAvailabilityMutation } from './api';

/**
 * A dish sold out or paused for a delivery date, or available again (docs/menu.md): the kitchen
 * and admins. The date starts at the next delivery date a customer ordering now would get; the
 * marked dates are listed with a way back. What else the mark takes off sale (the bundles and
 * the fixed plan made with the dish) is said before saving, never discovered later.
 */
export function AvailabilityPanel({ dish, now = new Date() }: { dish: AdminDish; now?: Date }) {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const [setAvailability, { isLoading }] = useSetDishAvailabilityMutation();
  const [date, setDate] = useState(() => deliveryOptions(now.toISOString()).date);
  const [state, setState] = useState<DishAvailabilityChoice>('sold_out');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = dish.name[locale] || dish.name['en-US'];
  const stateWord = (value: DishAvailabilityChoice) => t(`admin.menu.state.${value}`);

  async function change(on: string, to: DishAvailabilityChoice) {
    setErrors({});
    const result = await setAvailability({ id: dish.id, date: on, state: to });
    if ('error' in result) {
      const refused = apiErrorOf(result.error);
      const fields = Object.fromEntries(
        Object.entries(refused?.errors ?? {}).map(([field, [first = '']]) => [field, first]),
      );
      setErrors(Object.keys(fields).length > 0 ? fields : { date: refused?.message ?? '' });
      return;
    }
    bus.emit('toast.show', {
      variant: 'success',
      description: t('admin.availability.saved', {
        name,
        state: stateWord(to),
        date: formatShopDate(on, locale),
      }),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void change(date, state);
  }

  return (
    <Card>
      <Stack gap={3}>
        <Heading level={2}>{t('admin.availability.title')}</Heading>
        {dish.used_in.length > 0 && (
          <Text tone="warning">
            {t('admin.availability.alsoBundles', {
              names: [...new Set(dish.used_in.map((use) => use.name))].join(', '),
            })}
          </Text>
        )}
        <form noValidate aria-label={t('admin.availability.title')} onSubmit={submit}>
          <Stack gap={3}>
            <Cluster gap={3}>
              <Field label={t('admin.availability.date')} error={errors.date}>
                {(control) => (
                  <TextInput
                    {...control}
                    name="date"
                    type="date"
                    value={date}
                    onChange={(event) => setDate(event.target.value)}
                  />
                )}
              </Field>
            </Cluster>
            <RadioGroup
              legend={t('admin.availability.state')}
              name="state"
              value={state}
              onChange={(value) => setState(value as DishAvailabilityChoice)}
              options={DISH_AVAILABILITY_CHOICES.map((value) => ({
                value,
                label: stateWord(value),
              }))}
              error={errors.state}
            />
            <div>
              <Button type="submit" loading={isLoading}>
                {t('admin.availability.save')}
              </Button>
            </div>
          </Stack>
        </form>
        <Heading level={3}>{t('admin.availability.upcoming')}</Heading>
        {dish.unavailable.length === 0 ? (
          <Text tone="muted">{t('admin.availability.none')}</Text>
        ) : (
          <ul>
            {dish.unavailable.map((mark) => (
              <li key={mark.date}>
                <Cluster gap={2}>
                  <span>
                    {t('admin.menu.mark', {
                      state: stateWord(mark.state),
                      date: formatShopDate(mark.date, locale),
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isLoading}
                    onClick={() => void change(mark.date, 'available')}
                  >
                    {t('admin.availability.makeAvailable', {
                      date: formatShopDate(mark.date, locale),
                    })}
                  </Button>
                </Cluster>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
