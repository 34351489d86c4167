import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { Profile } from '@mealprep/shared/domain';
import { useLocale } from '@mealprep/shared/i18n';
import { Button, Field, RadioGroup, Select, Text, TextInput } from '@mealprep/shared/ui';
import { FieldPair, Form } from '../forms/Form';
import { FormAlert } from '../forms/FormAlert';
import { PasswordInput } from '../forms/PasswordInput';
import { useSchemaForm } from '../forms/useSchemaForm';
import { BUSINESS_ZONE, COUNTRY_CODES, GENDERS, PASSWORD_MIN } from '../forms/validation';
import { useT } from '../i18n';
import { authApi } from './authApi';
import { AuthScreen } from './AuthScreen';

/** Today in the shop's time zone as `yyyy-MM-dd`: the latest date of birth the picker offers. */
function todayInShopZone(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Country names from the browser's own data rather than the catalogue ("Malaysia" in both). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const initialValues = {
  email: '',
  password: '',
  password_confirmation: '',
  first_name: '',
  last_name: '',
  phone_no: '',
  date_of_birth: '',
  gender: '',
  // SPEC §9: Malaysia is the only country.
  country_code: 'MY',
};

function RegisterForm() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const bus = useBus();
  const form = useSchemaForm({
    schema: (validation) => validation.registerSchema,
    initialValues,
    submit: (values) => api.post<Profile>(authApi.register, values, { showError: false }),
    onSuccess: (profile) => bus.emit('auth.signedIn', { profile }),
  });
  const genderLabels = { M: t('account.form.genderM'), F: t('account.form.genderF') };

  return (
    <Form {...form.formProps}>
      <Text size="sm" tone="muted">
        {t('account.form.allRequired')}
      </Text>
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
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
      <Field
        label={t('account.form.password')}
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
      <Field
        label={t('account.form.passwordConfirmation')}
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
      <Field
        label={t('account.form.phone')}
        hint={t('account.form.phoneHint')}
        error={form.error('phone_no')}
        required
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.field('phone_no')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </Field>
      <Field label={t('account.form.dateOfBirth')} error={form.error('date_of_birth')} required>
        {(control) => (
          <TextInput
            {...control}
            {...form.field('date_of_birth')}
            type="date"
            max={todayInShopZone()}
            autoComplete="bday"
          />
        )}
      </Field>
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
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {t('account.register.submit')}
      </Button>
    </Form>
  );
}

/** `/auth/register`: the new-account tab (SPEC §2, §3 registration form, §5 rules). */
export default function RegisterPage() {
  const t = useT();
  return (
    <AuthScreen tab="register" title={t('account.register.title')}>
      <RegisterForm />
    </AuthScreen>
  );
}
