import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { acceptedForm } from '@mealprep/shared/api';
import { useLocale } from '@mealprep/shared/i18n';
import { businessLocalInput, fromBusinessLocalInput } from '@mealprep/shared/core';
import { Button, Checkbox, Cluster, Field, Select, Stack, TextInput } from '@mealprep/shared/ui';
import type { VoucherAdminRequest } from '@mealprep/shared/validation';
import { prefetchValidation } from '@mealprep/shared/validation/load';
import { useT } from '../i18n';
import { firstFieldErrors, ruleErrors } from '@mealprep/shared/forms';
import { useSaveVoucherMutation } from './api';
import type { AdminVoucher } from '@mealprep/shared/staff/contracts';

type Values = Record<
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
> & { active: boolean };

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

function initial(voucher?: AdminVoucher): Values {
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
    active: voucher?.active ?? true,
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
  const locale = useLocale();
  const [values, setValues] = useState<Values>(() => initial(voucher));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const limit = (value: string) => (value.trim() === '' ? null : Number(value));
    const body = {
      ...values,
      starts_at: fromLocalInput(values.starts_at),
      ends_at: fromLocalInput(values.ends_at),
      total_limit: limit(values.total_limit),
      per_customer_limit: limit(values.per_customer_limit),
    };
    const invalid = await ruleErrors((rules) => rules.voucherAdminSchema, body, locale);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    // The list and the voucher's page refresh themselves: saving invalidates the vouchers.
    const result = await save({ id: voucher?.id, body: acceptedForm<VoucherAdminRequest>(body) });
    setBusy(false);
    if ('error' in result) {
      setErrors(firstFieldErrors(result.error));
      return;
    }
    if (!voucher) setValues(initial());
    onSaved(result.data);
  }

  const text = (name: Exclude<keyof Values, 'active' | 'kind'>) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchValidation}
    >
      <Stack gap={3}>
        <Cluster gap={3}>
          <Field label={t('admin.vouchers.code')} error={errors.code} required>
            {(control) => <TextInput {...control} {...text('code')} autoCapitalize="characters" />}
          </Field>
          <Field label={t('admin.vouchers.kind')} error={errors.kind}>
            {(control) => (
              <Select
                {...control}
                value={values.kind}
                onChange={(event) => setValues((v) => ({ ...v, kind: event.target.value }))}
                options={[
                  { value: 'percent', label: t('admin.vouchers.kind.percent') },
                  { value: 'fixed', label: t('admin.vouchers.kind.fixed') },
                ]}
              />
            )}
          </Field>
          <Field
            label={
              values.kind === 'percent'
                ? t('admin.vouchers.valuePercent')
                : t('admin.vouchers.valueAmount')
            }
            error={errors.value}
            required
          >
            {(control) => <TextInput {...control} {...text('value')} inputMode="decimal" />}
          </Field>
        </Cluster>
        <Cluster gap={3}>
          <Field label={t('admin.vouchers.minSubtotal')} error={errors.min_subtotal}>
            {(control) => <TextInput {...control} {...text('min_subtotal')} inputMode="decimal" />}
          </Field>
          <Field label={t('admin.vouchers.maxDiscount')} error={errors.max_discount}>
            {(control) => <TextInput {...control} {...text('max_discount')} inputMode="decimal" />}
          </Field>
          <Field label={t('admin.vouchers.totalLimit')} error={errors.total_limit}>
            {(control) => <TextInput {...control} {...text('total_limit')} inputMode="numeric" />}
          </Field>
          <Field label={t('admin.vouchers.perCustomer')} error={errors.per_customer_limit}>
            {(control) => (
              <TextInput {...control} {...text('per_customer_limit')} inputMode="numeric" />
            )}
          </Field>
        </Cluster>
        <DateFields>
          <Field label={t('admin.vouchers.starts')} error={errors.starts_at}>
            {(control) => <TextInput {...control} {...text('starts_at')} type="datetime-local" />}
          </Field>
          <Field label={t('admin.vouchers.ends')} error={errors.ends_at}>
            {(control) => <TextInput {...control} {...text('ends_at')} type="datetime-local" />}
          </Field>
        </DateFields>
        <Checkbox
          label={t('admin.vouchers.active')}
          checked={values.active}
          onChange={(event) => setValues((v) => ({ ...v, active: event.target.checked }))}
        />
        <div>
          <Button type="submit" loading={busy}>
            {voucher ? t('admin.vouchers.save') : t('admin.vouchers.create')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
