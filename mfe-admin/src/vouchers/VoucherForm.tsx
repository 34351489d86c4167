import { useState } from 'react';
import { styled } from 'styled-components';
import { acceptedForm, type FormText } from '@mealprep/shared/api';
import { businessLocalInput, fromBusinessLocalInput } from '@mealprep/shared/core';
import { Button, Checkbox, Cluster, Field, Select, Stack, TextInput } from '@mealprep/shared/ui';
import type { VoucherAdminRequest } from '@mealprep/shared/validation';
import { useT } from '../i18n';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { useSaveVoucherMutation } from './api';
import type { AdminVoucher } from '@mealprep/shared/staff/contracts';

/** The voucher's fields as the form holds them, as text (`active` is a checkbox beside them). */
type VoucherText = Record<
  | 'code'
  | 'kind'
  | 'value'
  | 'min_subtotal'
  | 'max_discount'
  | 'starts_at'
  | 'ends_at'
  | 'total_limit'
  | 'per_customer_limit',
  string
>;

/**
 * The two date-and-time fields side by side where they fit, stacked below that; a
 * `datetime-local` input is as wide as its widest date, which made the page 2 px too wide at
 * 320 px in a flex row (WCAG 1.4.10, docs/accessibility.md): here it takes its column's width.
 */
const DateFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};

  input {
    width: 100%;
    min-width: 0;
  }
`;

/** `datetime-local` shows business time; the API gets the instant with the zone's offset. */
const toLocalInput = (iso: string | null) => (iso ? businessLocalInput(iso) : '');
const fromLocalInput = fromBusinessLocalInput;

function initial(voucher?: AdminVoucher): VoucherText {
  return {
    code: voucher?.code ?? '',
    kind: voucher?.kind ?? 'percent',
    value: voucher?.value ?? '',
    min_subtotal: voucher?.min_subtotal ?? '',
    max_discount: voucher?.max_discount ?? '',
    starts_at: toLocalInput(voucher?.starts_at ?? null),
    ends_at: toLocalInput(voucher?.ends_at ?? null),
    total_limit: voucher?.total_limit?.toString() ?? '',
    per_customer_limit: voucher?.per_customer_limit?.toString() ?? '',
  };
}

/**
 * The fields as the API reads them: the dates as instants, an empty limit as none (null), a
 * limit as a number, and whether the voucher is active. The form's own checks read this too, so
 * they judge what is sent.
 */
function toRequest(values: VoucherText, active: boolean): FormText<VoucherAdminRequest> {
  const limit = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    ...values,
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    total_limit: limit(values.total_limit),
    per_customer_limit: limit(values.per_customer_limit),
    active,
  };
}

/** Create or edit a voucher, checked with the API's own schema before it is sent. */
export function VoucherForm({
  voucher,
  onSaved,
  label,
}: {
  voucher?: AdminVoucher;
  onSaved: (saved: AdminVoucher) => void;
  label: string;
}) {
  const t = useT();
  const [save] = useSaveVoucherMutation();
  // Not a form value: the schema reads `active` as a boolean, never as text.
  const [active, setActive] = useState(voucher?.active ?? true);
  const form = useSchemaForm({
    schema: (rules) => rules.voucherAdminSchema,
    initialValues: initial(voucher),
    toRequest: (values) => toRequest(values, active),
    // The list and the voucher's page refresh themselves: saving invalidates the vouchers.
    submit: (body) => save({ id: voucher?.id, body: acceptedForm<VoucherAdminRequest>(body) }),
    // A new voucher's form starts empty again; an edited one keeps what was saved.
    resetOnSuccess: !voucher,
    onSuccess: (saved) => {
      if (!voucher) setActive(true);
      onSaved(saved);
    },
  });
  const { kind } = form.values;

  return (
    <form {...form.formProps} aria-label={label}>
      <Stack gap={3}>
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <Cluster gap={3}>
          <Field label={t('admin.vouchers.code')} error={form.error('code')} required>
            {(control) => (
              <TextInput {...control} {...form.field('code')} autoCapitalize="characters" />
            )}
          </Field>
          <Field label={t('admin.vouchers.kind')} error={form.error('kind')}>
            {(control) => (
              <Select
                {...control}
                {...form.field('kind')}
                options={[
                  { value: 'percent', label: t('admin.vouchers.kind.percent') },
                  { value: 'fixed', label: t('admin.vouchers.kind.fixed') },
                ]}
              />
            )}
          </Field>
          <Field
            label={
              kind === 'percent'
                ? t('admin.vouchers.valuePercent')
                : t('admin.vouchers.valueAmount')
            }
            error={form.error('value')}
            required
          >
            {(control) => <TextInput {...control} {...form.field('value')} inputMode="decimal" />}
          </Field>
        </Cluster>
        <Cluster gap={3}>
          <Field label={t('admin.vouchers.minSubtotal')} error={form.error('min_subtotal')}>
            {(control) => (
              <TextInput {...control} {...form.field('min_subtotal')} inputMode="decimal" />
            )}
          </Field>
          <Field label={t('admin.vouchers.maxDiscount')} error={form.error('max_discount')}>
            {(control) => (
              <TextInput {...control} {...form.field('max_discount')} inputMode="decimal" />
            )}
          </Field>
          <Field label={t('admin.vouchers.totalLimit')} error={form.error('total_limit')}>
            {(control) => (
              <TextInput {...control} {...form.field('total_limit')} inputMode="numeric" />
            )}
          </Field>
          <Field label={t('admin.vouchers.perCustomer')} error={form.error('per_customer_limit')}>
            {(control) => (
              <TextInput {...control} {...form.field('per_customer_limit')} inputMode="numeric" />
            )}
          </Field>
        </Cluster>
        <DateFields>
          <Field label={t('admin.vouchers.starts')} error={form.error('starts_at')}>
            {(control) => (
              <TextInput {...control} {...form.field('starts_at')} type="datetime-local" />
            )}
          </Field>
          <Field label={t('admin.vouchers.ends')} error={form.error('ends_at')}>
            {(control) => (
              <TextInput {...control} {...form.field('ends_at')} type="datetime-local" />
            )}
          </Field>
        </DateFields>
        <Checkbox
          label={t('admin.vouchers.active')}
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        <div>
          <Button type="submit" loading={form.submitting}>
            {voucher ? t('admin.vouchers.save') : t('admin.vouchers.create')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
