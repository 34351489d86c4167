import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorOf, skipToken } from '@mealprep/shared/api';
import type { DeliveryArea } from '@mealprep/shared/checkout/contracts';
import { amountToSen, formatMoney } from '@mealprep/shared/core';
import { Button, Field, TextInput, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useDeliveryAreaQuery } from './deliveryAreaApi';

/** As long as the API reads (a postcode, a town or a locality). */
const QUERY_MAX = 100;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    ${textStyle('cardTitle')}
  }

  p {
    margin: 0;
  }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

type Translate = ReturnType<typeof useT>;

/** What the answer says, sentence by sentence, in the visitor's language. */
function sentencesOf(area: DeliveryArea, t: Translate): string[] {
  const place = `${area.place.name}, ${area.place.state}`;
  if (!area.in_area) {
    return [
      t('catalog.delivery.outside', { place, radius: area.radius_km }),
      t('catalog.delivery.pickup', { address: `${area.pickup.name}, ${area.pickup.address}` }),
    ];
  }
  const sentences = [t('catalog.delivery.inside', { place })];
  if (area.delivery_fee) {
    sentences.push(
      t('catalog.delivery.fee', {
        min: formatMoney(area.delivery_fee.min),
        max: formatMoney(area.delivery_fee.max),
      }),
    );
  } else {
    sentences.push(t('catalog.delivery.feeAtCheckout'));
  }
  if ((amountToSen(area.free_delivery_from) ?? 0) > 0) {
    sentences.push(
      t('catalog.delivery.freeFrom', { amount: formatMoney(area.free_delivery_from) }),
    );
  }
  return sentences;
}

/**
 * "Do you deliver to me?" (home page and food menu): a postcode or town answers whether it is
 * in the delivery area, the delivery fee's range there or the self pickup point — before any
 * sign-up. The answer, or why the place was refused, is read out from a polite live region that
 * is in the page from the start; a refused place also marks the field invalid, described by it.
 */
export function DeliveryCheck() {
  const t = useT();
  const headingId = useId();
  const answerId = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const check = useDeliveryAreaQuery(asked ?? skipToken);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    // The same place again after a refusal (too many checks, the network): ask once more.
    if (q === asked && check.isError) void check.refetch();
    else setAsked(q);
  };

  const refused = check.isError && !check.isFetching ? apiErrorOf(check.error) : null;
  const refusal = refused
    ? (refused.errors.q?.[0] ??
      (refused.status >= 400 && refused.status < 500
        ? refused.message
        : t('catalog.delivery.failed')))
    : null;
  const sentences =
    check.isFetching || asked === null
      ? []
      : refusal
        ? [refusal]
        : check.data
          ? sentencesOf(check.data, t)
          : [];

  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalog.delivery.title')}</h2>
      <p>{t('catalog.delivery.intro')}</p>
      <Row noValidate onSubmit={onSubmit}>
        <Field label={t('catalog.delivery.label')}>
          {(control) => (
            <TextInput
              {...control}
              // The refusal is the answer below, read with the field rather than shown twice.
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? answerId : undefined}
              name="delivery_area"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={QUERY_MAX}
              autoComplete="postal-code"
              enterKeyHint="search"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={check.isFetching}>
          {t('catalog.delivery.check')}
        </Button>
      </Row>
      <Answer id={answerId} role="status">
        {check.isFetching && <p>{t('catalog.delivery.checking')}</p>}
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </Answer>
    </Root>
  );
}
