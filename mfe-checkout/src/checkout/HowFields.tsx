import type { Address } from '@mealprep/shared/account/contracts';
import styled from 'styled-components';
import { DELIVERY_METHODS, type DeliveryMethod, type PackagingMethod } from '@mealprep/shared/core';
import { Field, RadioGroup, TextArea } from '@mealprep/shared/ui';
import { PickupPanel } from '@mealprep/shared/checkout/ui';
import { useT } from '../i18n';
import { AddressChoice } from './AddressChoice';

/**
 * Both ways' panels (the address choice, the pickup counter) are in the page and the chosen one is
 * shown by the checked radio itself (CSS), so a way chosen before the app has started shows its
 * panel at once (docs/architecture.md §2.4, "Taps before the start"); the app keeps the other one
 * `hidden` once it runs, as the server's HTML does.
 */
const Ways = styled.div`
  display: contents;

  ${DELIVERY_METHODS.map(
    (method) => `
  &:has(input[name='delivery_method'][value='${method}']:checked) [data-method='${method}'] {
    display: contents;
  }
  &:has(input[name='delivery_method'][value='${method}']:checked) [data-method]:not([data-method='${method}']) {
    display: none;
  }`,
  ).join('')}
`;

/**
 * How the meals come: delivery to one of the customer's addresses or self pickup (with the
 * kitchen's address and hours), and the packaging. Checkout and the subscribe page ask it alike.
 */
export function HowFields({
  method,
  onMethod,
  addresses,
  addressId,
  onAddress,
  packaging,
  onPackaging,
  error,
}: {
  method: DeliveryMethod;
  onMethod: (method: DeliveryMethod) => void;
  addresses: Address[];
  addressId: number | null;
  onAddress: (id: number) => void;
  packaging: PackagingMethod;
  onPackaging: (packaging: PackagingMethod) => void;
  /** The first error the API gave for a field, by its name. */
  error: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      <Ways>
        <RadioGroup
          legend={t('checkout.method.legend')}
          name="delivery_method"
          value={method}
          onChange={(value) => onMethod(value as DeliveryMethod)}
          error={error('delivery_method')}
          options={[
            { value: 'deliver', label: t('checkout.method.deliver') },
            { value: 'pickup', label: t('checkout.method.pickup') },
          ]}
        />
        <div data-method="deliver" hidden={method !== 'deliver'}>
          <AddressChoice
            addresses={addresses}
            value={addressId}
            error={error('address_id')}
            onChange={onAddress}
          />
        </div>
        <div data-method="pickup" hidden={method !== 'pickup'}>
          <PickupPanel />
        </div>
      </Ways>
      <RadioGroup
        legend={t('checkout.packaging.legend')}
        name="packaging_method"
        value={packaging}
        onChange={(value) => onPackaging(value as PackagingMethod)}
        options={[
          { value: 'vacuum', label: t('checkout.packaging.vacuum') },
          { value: 'lunch_box', label: t('checkout.packaging.lunch_box') },
        ]}
      />
    </>
  );
}

/** The courier's or the pickup counter's notes, as checkout and the subscribe page ask them. */
export function InstructionsField({
  method,
  value,
  onChange,
  error,
}: {
  method: DeliveryMethod;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <Field
      label={t(method === 'pickup' ? 'checkout.instructions.pickup' : 'checkout.instructions')}
      error={error}
    >
      {(control) => (
        <TextArea
          {...control}
          value={value}
          maxLength={500}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
