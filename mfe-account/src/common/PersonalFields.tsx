import { useState } from 'react';
import { useLocale } from '@mealprep/shared/i18n';
import { Field, RadioGroup, Select, TextInput } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { FieldPair } from './Form';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrength';
import type { FormValues, SchemaForm } from '@mealprep/shared/forms';
import { parseDayMonthYear, toDayMonthYear } from './dayMonthYear';
import { COUNTRY_CODES, GENDERS, PASSWORD_MIN } from './formConstants';

/**
 * The docs/spec.md §3 personal fields, written once for the forms that ask them (register, profile)
 * and the new-password pair (register, profile, reset), so their autocomplete, limits and
 * hints cannot drift apart.
 */

type Personal =
  'first_name' | 'last_name' | 'phone_no' | 'date_of_birth' | 'gender' | 'country_code';

/** Country names from the browser's own data rather than the catalogue ("Malaysia" in both). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function EmailField<V extends FormValues & Record<'email', string>>({
  form,
}: {
  form: SchemaForm<V>;
}) {
  const t = useT();
  return (
    <Field label={t('account.form.email')} error={form.error('email')} required>
      {(control) => (
        <TextInput
          {...control}
          {...form.field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}

export function NameFields<V extends FormValues & Record<Personal, string>>({
  form,
}: {
  form: SchemaForm<V>;
}) {
  const t = useT();
  return (
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
  );
}

/**
 * A Malaysian phone number: `phone_no` on a customer's profile, `phone` on an address (the API's
 * names), the same label, hint and keyboard in both.
 */
export function PhoneField<N extends string, V extends FormValues & Record<N, string>>({
  form,
  name,
}: {
  form: SchemaForm<V>;
  name: N;
}) {
  const t = useT();
  return (
    <Field
      label={t('account.form.phone')}
      hint={t('account.form.phoneHint')}
      error={form.error(name)}
      required
    >
      {(control) => (
        <TextInput
          {...control}
          {...form.field(name)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      )}
    </Field>
  );
}

/**
 * The date of birth typed day/month/year ("14/03/1995"), the form holding the `yyyy-MM-dd` the
 * schema and the API check. Text that is no real date is kept as typed, so the schema refuses it,
 * and the field then says how to write it rather than naming the API's format.
 */
function DateOfBirthField<V extends FormValues & Record<Personal, string>>({
  form,
}: {
  form: SchemaForm<V>;
}) {
  const t = useT();
  const { value } = form.field('date_of_birth');
  const [text, setText] = useState(() => toDayMonthYear(value));
  const [held, setHeld] = useState(value);
  // The form's value changed from outside (the profile arrived, the form was reset): show it.
  if (value !== held) {
    setHeld(value);
    setText(toDayMonthYear(value));
  }
  const change = (typed: string) => {
    const next = parseDayMonthYear(typed) ?? typed.trim();
    setText(typed);
    setHeld(next);
    form.setValue('date_of_birth', next);
  };
  const error = form.error('date_of_birth');
  const unreadable = text.trim() !== '' && parseDayMonthYear(text) === null;
  return (
    <Field
      label={t('account.form.dateOfBirth')}
      hint={t('account.form.dateOfBirthHint')}
      error={error && unreadable ? t('account.form.dateOfBirthFormat') : error}
      required
    >
      {(control) => (
        <TextInput
          {...control}
          name="date_of_birth"
          value={text}
          inputMode="numeric"
          autoComplete="bday"
          onChange={(event) => change(event.target.value)}
          onBlur={(event) => {
            // Set without an input event React sees (autofill, WebDriver): what is shown wins.
            if (event.target.value !== text) change(event.target.value);
            form.onBlur(event);
          }}
        />
      )}
    </Field>
  );
}

/** Phone, date of birth, gender and country. */
export function DetailFields<V extends FormValues & Record<Personal, string>>({
  form,
}: {
  form: SchemaForm<V>;
}) {
  const t = useT();
  const locale = useLocale();
  const genderLabels = { M: t('account.form.genderM'), F: t('account.form.genderF') };
  return (
    <>
      <PhoneField form={form} name="phone_no" />
      <DateOfBirthField form={form} />
      <RadioGroup
        legend={t('account.form.gender')}
        name="gender"
        direction="row"
        options={GENDERS.map((value) => ({ value, label: genderLabels[value] }))}
        value={form.field('gender').value}
        onChange={(value) => form.setValue('gender', value)}
        onBlur={form.onBlur}
        error={form.error('gender')}
        required
      />
      <Field label={t('account.form.country')} error={form.error('country_code')} required>
        {(control) => (
          <Select
            {...control}
            {...form.field('country_code')}
            autoComplete="country"
            options={COUNTRY_CODES.map((code) => ({
              value: code,
              label: countryName(code, locale),
            }))}
          />
        )}
      </Field>
    </>
  );
}

/** A new password and its confirmation; the labels differ where an old password is asked too. */
export function NewPasswordFields<
  V extends FormValues & Record<'password' | 'password_confirmation', string>,
>({ form, changing = false }: { form: SchemaForm<V>; changing?: boolean }) {
  const t = useT();
  return (
    <>
      <Field
        label={t(changing ? 'account.form.newPassword' : 'account.form.password')}
        hint={t('account.form.passwordHint', { min: PASSWORD_MIN })}
        error={form.error('password')}
        required
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password')}
            autoComplete="new-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
      <PasswordStrengthMeter value={form.field('password').value} />
      <Field
        label={t(
          changing ? 'account.form.newPasswordConfirmation' : 'account.form.passwordConfirmation',
        )}
        error={form.error('password_confirmation')}
        required
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password_confirmation')}
            autoComplete="new-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
    </>
  );
}
