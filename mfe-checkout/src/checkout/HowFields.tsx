import type { Address } from '@mealprep/shared/account/contracts';
import type { DeliveryMethod, PackagingMethod } from '@mealprep/shared/core';
import { Field, RadioGroup, TextArea } from '@mealprep/shared/ui';
import { PickupPanel } from '@mealprep/shared/checkout/ui';
import { useT } from '../i18n';
import { AddressChoice } from './AddressChoice';

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
      {method === 'deliver' && (
        <AddressChoice
          addresses={addresses}
          value={addressId}
          error={error('address_id')}
          onChange={onAddress}
        />
      )}
      {method === 'pickup' && <PickupPanel />}
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
