import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf, type FieldErrors } from '@mealprep/shared/api';
import { useSavedAddressesQuery } from '@mealprep/shared/account/api';
import type { Subscription } from '@mealprep/shared/subscriptions/contracts';
import {
  DELIVERY_SLOTS,
  PICKUP_TIMES,
  formatSlot,
  type DeliveryMethod,
} from '@mealprep/shared/core';
import {
  SUBSCRIPTION_LINE_QUANTITY_MAX,
  SUBSCRIPTION_WEEKDAYS,
  formatWeekday,
} from '@mealprep/shared/subscriptions';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  Cluster,
  Field,
  RadioGroup,
  Select,
  Stack,
  StepIcon,
  Text,
} from '@mealprep/shared/ui';
import { PickupPanel } from '@mealprep/shared/checkout/ui';
import { useT } from '../i18n';
import { useChangeSubscriptionMutation } from './api';

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }

  output {
    min-width: 2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Change the weekly box and its delivery: meals per week per line, weekday, slot or pickup time,
 * delivery or pickup, and the address among the customer's. A change before a week's cut-off
 * applies to that week; the server decides and answers the subscription as it now is.
 */
export function ChangeForm({
  subscription,
  onDone,
  onCancel,
}: {
  subscription: Subscription;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const addresses = useSavedAddressesQuery();
  const [change, { isLoading }] = useChangeSubscriptionMutation();
  const [quantities, setQuantities] = useState(() =>
    subscription.lines.map((line) => line.quantity),
  );
  const [method, setMethod] = useState<DeliveryMethod>(subscription.delivery_method);
  const [weekday, setWeekday] = useState(String(subscription.delivery_weekday));
  const [time, setTime] = useState(subscription.delivery_time);
  const [addressId, setAddressId] = useState<number | null>(
    subscription.address_id ?? addresses.data?.[0]?.id ?? null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const chosenAddress = addressId ?? addresses.data?.[0]?.id ?? null;
  const times = method === 'pickup' ? PICKUP_TIMES : DELIVERY_SLOTS;

  function step(index: number, by: number) {
    setQuantities((current) =>
      current.map((quantity, at) =>
        at === index
          ? Math.min(SUBSCRIPTION_LINE_QUANTITY_MAX, Math.max(1, quantity + by))
          : quantity,
      ),
    );
  }

  async function submit() {
    setErrors({});
    setProblem(null);
    const result = await change({
      lines: subscription.lines.map((line, index) => ({
        index,
        quantity: quantities[index] ?? line.quantity,
      })),
      delivery_method: method,
      delivery_weekday: Number(weekday),
      // The API takes one of the slots; the radios and the saved subscription hold only those.
      delivery_time: times.find((slot) => slot === time),
      address_id: method === 'deliver' ? chosenAddress : null,
    });
    if ('error' in result) {
      const refusal = apiErrorOf(result.error);
      setErrors(refusal?.errors ?? {});
      // Field errors are shown at their fields; anything else (a 409's reason) beside Save.
      if (!refusal || Object.keys(refusal.errors).length === 0) {
        setProblem(refusal?.message ?? t('account.page.error'));
      } else if (refusal.errors.lines) {
        setProblem(refusal.errors.lines[0] ?? null);
      }
      return;
    }
    onDone();
  }

  const first = (field: string) => errors[field]?.[0];

  return (
    <Stack gap={4}>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>{t('account.subscription.change.meals')}</legend>
        <Lines>
          {subscription.lines.map((line, index) => {
            const quantity = quantities[index] ?? line.quantity;
            return (
              <li key={`${line.type}-${line.product_id}-${line.size ?? ''}`}>
                <span>{line.size ? `${line.name} (${line.size})` : line.name}</span>
                <Cluster gap={2}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('account.subscription.change.fewer', { name: line.name })}
                    aria-disabled={quantity <= 1 || undefined}
                    onClick={() => step(index, -1)}
                  >
                    <StepIcon kind="minus" />
                  </Button>
                  <output
                    aria-label={t('account.subscription.change.perWeek', { name: line.name })}
                  >
                    {quantity}
                  </output>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('account.subscription.change.more', { name: line.name })}
                    aria-disabled={quantity >= SUBSCRIPTION_LINE_QUANTITY_MAX || undefined}
                    onClick={() => step(index, 1)}
                  >
                    <StepIcon kind="plus" />
                  </Button>
                </Cluster>
              </li>
            );
          })}
        </Lines>
      </fieldset>
      <RadioGroup
        legend={t('account.subscription.change.method')}
        name="delivery_method"
        value={method}
        onChange={(value) => setMethod(value as DeliveryMethod)}
        error={first('delivery_method')}
        options={[
          { value: 'deliver', label: t('account.subscription.deliver') },
          { value: 'pickup', label: t('account.subscription.pickup') },
        ]}
      />
      {method === 'deliver' ? (
        <RadioGroup
          legend={t('account.subscription.change.address')}
          name="address_id"
          value={chosenAddress === null ? '' : String(chosenAddress)}
          onChange={(id) => setAddressId(Number(id))}
          error={first('address_id')}
          options={(addresses.data ?? []).map((address) => ({
            value: String(address.id),
            label: `${address.first_name} ${address.last_name}`,
            description: [
              address.unit_no,
              address.address_1,
              address.address_2,
              `${address.postcode} ${address.city}`,
            ]
              .filter(Boolean)
              .join(', '),
          }))}
        />
      ) : (
        <PickupPanel />
      )}
      <Field label={t('account.subscription.change.weekday')} error={first('delivery_weekday')}>
        {(control) => (
          <Select
            {...control}
            value={weekday}
            onChange={(event) => setWeekday(event.target.value)}
            options={SUBSCRIPTION_WEEKDAYS.map((day) => ({
              value: String(day),
              label: formatWeekday(day, locale),
            }))}
          />
        )}
      </Field>
      <RadioGroup
        legend={t(
          method === 'pickup'
            ? 'account.subscription.change.pickupTime'
            : 'account.subscription.change.slot',
        )}
        name="delivery_time"
        direction="row"
        value={time}
        onChange={setTime}
        error={first('delivery_time')}
        options={times.map((slot) => ({ value: slot, label: formatSlot(slot) }))}
      />
      {problem && (
        <Text role="alert" tone="danger">
          {problem}
        </Text>
      )}
      <Cluster gap={2}>
        <Button loading={isLoading} onClick={() => void submit()}>
          {t('account.subscription.change.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('account.subscription.back')}
        </Button>
      </Cluster>
    </Stack>
  );
}
