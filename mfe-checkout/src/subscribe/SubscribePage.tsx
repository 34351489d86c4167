import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorOf, skipToken, type FieldErrors } from '@mealprep/shared/api';
import { useSavedAddressesQuery } from '@mealprep/shared/account/api';
import {
  DELIVERY_SLOTS,
  formatShopDate,
  formatSlot,
  PICKUP_TIMES,
  type DeliveryMethod,
  type DeliverySlot,
  type PackagingMethod,
} from '@mealprep/shared/core';
import { formatCutoff, formatWeekday, SUBSCRIPTION_WEEKDAYS } from '@mealprep/shared/subscriptions';
import type { Address } from '@mealprep/shared/account/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink, useAppNavigate } from '@mealprep/shared/routes';
import {
  Button,
  Field,
  PageFrame,
  RadioGroup,
  Select,
  Skeleton,
  Text,
  textStyle,
} from '@mealprep/shared/ui';
import type { SubscriptionRequest } from '@mealprep/shared/validation';
import { HowFields, InstructionsField } from '../checkout/HowFields';
import { newIdempotencyKey } from '../checkout/idempotencyKey';
import { useT } from '../i18n';
import { useSubscribeMutation, useSubscriptionQuoteQuery } from './api';
import { FormAlert } from '@mealprep/shared/forms';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0;
    ${textStyle('cardTitle')}
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .total {
    ${textStyle('amount')}
  }

  p {
    margin: 0;
  }
`;

/** Addresses that could not be read: pickup is still possible. */
const NO_ADDRESSES: Address[] = [];

/** Saturday first: the most asked-for delivery day of a weekly box. */
const FIRST_WEEKDAY = '6';

/**
 * `/checkout/subscribe`: the cart every week instead of once (docs/subscriptions.md). The same
 * choices as checkout (delivery or pickup, address, packaging), a weekday instead of a date, and
 * the slot; then the full weekly price with delivery and tax, the first delivery and its cut-off,
 * how renewal works and the terms, before Subscribe. One Idempotency-Key per visit: a second
 * press or a retry subscribes once.
 */
export default function SubscribePage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useAppNavigate();
  const addresses = useSavedAddressesQuery();
  const [subscribe] = useSubscribeMutation();
  const [chosenMethod, setMethod] = useState<DeliveryMethod | null>(null);
  const [packaging, setPackaging] = useState<PackagingMethod>('vacuum');
  const [chosenAddressId, setAddressId] = useState<number | null | undefined>(undefined);
  const [weekday, setWeekday] = useState(FIRST_WEEKDAY);
  // One of the slots, as the API accepts `delivery_time` (any other text is refused).
  const [time, setTime] = useState<DeliverySlot>(DELIVERY_SLOTS[0]);
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());

  const list = useMemo(
    () => addresses.data ?? (addresses.isError ? NO_ADDRESSES : null),
    [addresses.data, addresses.isError],
  );
  const method: DeliveryMethod =
    chosenMethod ?? (list !== null && list.length === 0 ? 'pickup' : 'deliver');
  const addressId = chosenAddressId !== undefined ? chosenAddressId : (list?.[0]?.id ?? null);
  const needsAddress = method === 'deliver' && addressId === null;
  const times = method === 'pickup' ? PICKUP_TIMES : DELIVERY_SLOTS;

  const request: SubscriptionRequest | null =
    list === null || needsAddress
      ? null
      : {
          delivery_method: method,
          packaging_method: packaging,
          address_id: method === 'deliver' ? addressId : null,
          delivery_weekday: Number(weekday),
          delivery_time: time,
        };
  const quoted = useSubscriptionQuoteQuery(request ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const quote = request ? (quoted.data ?? null) : null;
  const quoteProblem = request && quoted.isError ? apiErrorOf(quoted.error) : null;
  const firstError = (field: string) => errors[field]?.[0] ?? quoteProblem?.errors[field]?.[0];

  async function submit() {
    if (!request || !quote) return;
    setSubscribing(true);
    setErrors({});
    setProblem(null);
    const result = await subscribe({
      ...request,
      delivery_instructions: instructions.trim() || null,
      idempotencyKey: idempotencyKey.current,
    });
    if ('data' in result && result.data) {
      navigate('subscription', undefined, { search: '?subscribed=1' });
      return;
    }
    const refusal = apiErrorOf(result.error);
    setErrors(refusal?.errors ?? {});
    setProblem(refusal?.message ?? t('checkout.page.error'));
    setSubscribing(false);
  }

  if (list === null) {
    return (
      <PageFrame title={t('checkout.subscribe.title')}>
        <Skeleton width="100%" height="20rem" radius="lg" />
      </PageFrame>
    );
  }

  const missing = needsAddress
    ? t('checkout.subscribe.missingAddress')
    : quote === null
      ? t(quoteProblem ? 'checkout.page.error' : 'checkout.summary.loading')
      : null;

  return (
    <PageFrame title={t('checkout.subscribe.title')}>
      <Text>
        {t('checkout.subscribe.intro')}{' '}
        <AppLink to="checkout">{t('checkout.subscribe.once')}</AppLink>
      </Text>
      <Layout>
        <Column>
          <HowFields
            method={method}
            onMethod={setMethod}
            addresses={list}
            addressId={addressId}
            onAddress={setAddressId}
            packaging={packaging}
            onPackaging={setPackaging}
            error={firstError}
          />
          <Field
            label={t(
              method === 'pickup' ? 'checkout.subscribe.pickupDay' : 'checkout.subscribe.day',
            )}
            error={firstError('delivery_weekday')}
          >
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
            legend={t(method === 'pickup' ? 'checkout.slot.pickupLegend' : 'checkout.slot.legend')}
            name="delivery_time"
            direction="row"
            value={time}
            onChange={(value) => setTime(times.find((slot) => slot === value) ?? time)}
            error={firstError('delivery_time')}
            options={times.map((slot) => ({ value: slot, label: formatSlot(slot) }))}
          />
          <InstructionsField
            method={method}
            value={instructions}
            onChange={setInstructions}
            error={firstError('delivery_instructions')}
          />
        </Column>
        <Column>
          <Summary aria-labelledby="weekly-price-title">
            <h2 id="weekly-price-title">{t('checkout.subscribe.weekly')}</h2>
            {quote ? (
              <>
                <ul aria-label={t('checkout.subscribe.box')}>
                  {quote.lines.map((line) => (
                    <li key={`${line.type}-${line.product_id}-${line.size ?? ''}`}>
                      {t('checkout.subscribe.line', {
                        quantity: line.quantity,
                        name: line.size ? `${line.name} (${line.size})` : line.name,
                      })}
                    </li>
                  ))}
                </ul>
                <dl aria-label={t('checkout.subscribe.weekly')}>
                  {quote.weekly.lines.map((line) => (
                    <div key={line.key} style={{ display: 'contents' }}>
                      <dt className={line.key === 'total' ? 'total' : undefined}>
                        {line.key === 'total'
                          ? t('checkout.subscribe.totalPerWeek')
                          : t(`checkout.summary.${line.key}`)}
                      </dt>
                      <dd className={line.key === 'total' ? 'total' : undefined}>
                        {formatMoney(line.amount)}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p>
                  <strong>
                    {t(
                      method === 'pickup'
                        ? 'checkout.subscribe.firstPickup'
                        : 'checkout.subscribe.first',
                      {
                        date: formatShopDate(quote.first_delivery_date, locale, {
                          weekday: 'long',
                          day: 'numeric',
                          month: 'long',
                        }),
                      },
                    )}
                  </strong>
                </p>
                <p>
                  {t('checkout.subscribe.cutoff', {
                    moment: formatCutoff(quote.first_cutoff_at, locale),
                  })}
                </p>
              </>
            ) : (
              <p>{missing}</p>
            )}
            <p>{t('checkout.subscribe.renewal')}</p>
            <p>
              {t('checkout.subscribe.termsBefore')}{' '}
              <AppLink to="terms">{t('checkout.subscribe.terms')}</AppLink>
            </p>
            {(problem ?? quoteProblem?.message) && (
              <FormAlert>{problem ?? quoteProblem?.message}</FormAlert>
            )}
            <Button
              fullWidth
              loading={subscribing}
              aria-disabled={quote === null || subscribing || undefined}
              onClick={() => void submit()}
            >
              {subscribing ? t('checkout.subscribe.subscribing') : t('checkout.subscribe.submit')}
            </Button>
          </Summary>
        </Column>
      </Layout>
    </PageFrame>
  );
}
