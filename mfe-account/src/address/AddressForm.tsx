import { useState } from 'react';
import { styled } from 'styled-components';
import { acceptedForm } from '@mealprep/shared/api';
import { addressLineOfPick } from '@mealprep/shared/account';
import type { Address } from '@mealprep/shared/account/contracts';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Button, Checkbox, Cluster, Field, Select, TextInput } from '@mealprep/shared/ui';
import type { AddressRequest } from '@mealprep/shared/validation';
import { FieldPair, Form } from '../common/Form';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { PhoneField } from '../common/PersonalFields';
import { useT } from '../i18n';
import { AddressCombobox } from './AddressCombobox';
import { useSaveAddressMutation } from './api';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A new address starts with the signed-in customer's name and phone (editable). */
function initialValues(address: Address | null, profile: Profile | null) {
  return {
    first_name: address?.first_name ?? profile?.first_name ?? '',
    last_name: address?.last_name ?? profile?.last_name ?? '',
    phone: address?.phone ?? profile?.phone_no ?? '',
    unit_no: address?.unit_no ?? '',
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? 'MY',
    // The chosen suggestion's coordinates, kept as text like every form value.
    latitude: address ? String(address.latitude) : '',
    longitude: address ? String(address.longitude) : '',
  };
}

export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: Address | null;
  /** The first address always becomes the default; the box is then shown ticked. */
  isFirst: boolean;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/**
 * docs/spec.md §3/§5 address form with the shared schema. Address line 1 comes from the suggestion
 * list: picking fills city, state, postcode and the coordinates and keeps the street as typed
 * (docs/architecture.md §9.7); typing again drops the coordinates, so a line that was not picked
 * gets the address note on address line 1.
 */
export function AddressForm({ address, isFirst, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const [save] = useSaveAddressMutation();
  const profile = useAppSelector(selectProfile);
  // The city of the chosen suggestion when it came without a postcode (the customer types it).
  const [postcodeToType, setPostcodeToType] = useState<string | null>(null);
  // Not a form value: the schema reads is_default as a boolean or 1/0, never as text.
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useSchemaForm({
    schema: (validation) => validation.addressSchema,
    initialValues: initialValues(address, profile),
    submit: ({ latitude, longitude, ...values }) =>
      save({
        id: address?.id,
        body: acceptedForm<AddressRequest>({
          ...values,
          latitude: latitude === '' ? 0 : Number(latitude),
          longitude: longitude === '' ? 0 : Number(longitude),
          is_default: makeDefault ? 1 : 0,
        }),
      }),
    onSuccess: (saved) => onSaved(saved),
  });

  return (
    <Form
      {...form.formProps}
      aria-label={address ? t('account.address.edit') : t('account.address.add')}
    >
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <FieldPair>
        <Field label={t('account.form.firstName')} error={form.error('first_name')} required>
          {(control) => (
            <TextInput {...control} {...form.field('first_name')} autoComplete="given-name" />
          )}
        </Field>
        <Field label={t('account.form.lastName')} error={form.error('last_name')} required>
          {(control) => (
            <TextInput {...control} {...form.field('last_name')} autoComplete="family-name" />
          )}
        </Field>
      </FieldPair>
      <PhoneField form={form} name="phone" />
      <Field label={t('account.address.unitNo')} error={form.error('unit_no')}>
        {(control) => <TextInput {...control} {...form.field('unit_no')} />}
      </Field>
      <Field
        label={t('account.address.line1')}
        hint={t('account.address.line1Hint')}
        error={form.error('address_1')}
        required
      >
        {(control) => (
          <AddressCombobox
            control={control}
            name="address_1"
            value={form.field('address_1').value}
            onBlur={form.onBlur}
            onType={(text) => {
              form.setValue('address_1', text);
              form.setValue('latitude', '');
              form.setValue('longitude', '');
            }}
            onPick={(suggestion) => {
              // The text in the field now, which may be newer than what the list was asked for.
              const typed = form.field('address_1').value;
              form.setValue('address_1', addressLineOfPick(typed, suggestion));
              form.setValue('city', suggestion.city);
              form.setValue('state', suggestion.state);
              // A place of several postcodes comes without one: never keep an earlier one.
              form.setValue('postcode', suggestion.postcode);
              form.setValue('latitude', String(suggestion.latitude));
              form.setValue('longitude', String(suggestion.longitude));
              setPostcodeToType(suggestion.postcode ? null : suggestion.city);
            }}
          />
        )}
      </Field>
      <Field label={t('account.address.line2')} error={form.error('address_2')}>
        {(control) => <TextInput {...control} {...form.field('address_2')} />}
      </Field>
      <FieldPair>
        <Field
          label={t('account.address.postcode')}
          hint={
            postcodeToType
              ? t('account.address.postcodeToType', { city: postcodeToType })
              : undefined
          }
          error={form.error('postcode')}
          required
        >
          {(control) => (
            <TextInput
              {...control}
              {...form.field('postcode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
            />
          )}
        </Field>
        <Field label={t('account.address.city')} error={form.error('city')} required>
          {(control) => (
            <TextInput {...control} {...form.field('city')} autoComplete="address-level2" />
          )}
        </Field>
      </FieldPair>
      <FieldPair>
        <Field label={t('account.address.state')} error={form.error('state')} required>
          {(control) => (
            <TextInput {...control} {...form.field('state')} autoComplete="address-level1" />
          )}
        </Field>
        <Field label={t('account.form.country')} error={form.error('country')} required>
          {(control) => (
            <Select
              {...control}
              {...form.field('country')}
              options={[{ value: 'MY', label: t('account.address.malaysia') }]}
            />
          )}
        </Field>
      </FieldPair>
      <Hint>{t('account.address.pickHint')}</Hint>
      <Checkbox
        label={t('account.address.makeDefault')}
        name="is_default"
        checked={makeDefault || isFirst || Boolean(address?.is_default)}
        disabled={isFirst || Boolean(address?.is_default)}
        description={isFirst || address?.is_default ? t('account.address.defaultKept') : undefined}
        onChange={(event) => setMakeDefault(event.target.checked)}
      />
      <Cluster gap={3}>
        <Button type="submit" loading={form.submitting}>
          {t('account.address.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.address.cancel')}
        </Button>
      </Cluster>
    </Form>
  );
}
