import { acceptedForm } from '@mealprep/shared/api';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { Button, Field, Text } from '@mealprep/shared/ui';
import type { ProfileUpdateRequest } from '@mealprep/shared/validation';
import { Form } from '../common/Form';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { PasswordInput } from '../common/PasswordInput';
import { DetailFields, EmailField, NameFields } from '../common/PersonalFields';
import { useHydrated } from '../common/useHydrated';
import { useT } from '../i18n';
import { useUpdateProfileMutation } from './api';
import { useSuccessToast } from './useSuccessToast';

/** The details the profile form edits, as the API takes them back. */
export function personal(profile: Profile) {
  return {
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone_no: profile.phone_no,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender,
    country_code: profile.country_code,
  };
}

/** Name, e-mail, phone, birthday and gender (docs/spec.md §5 profile rules). */
export function DetailsForm({ profile }: { profile: Profile }) {
  const t = useT();
  const toast = useSuccessToast();
  const [update] = useUpdateProfileMutation();
  const isNewEmail = (email: string) => email.trim().toLowerCase() !== profile.email.toLowerCase();
  const hydrated = useHydrated();
  const form = useSchemaForm({
    schema: (validation) => validation.profileUpdateSchema,
    initialValues: { ...personal(profile), current_password: '' },
    submit: ({ current_password: currentPassword, ...values }) =>
      update({
        body: acceptedForm<ProfileUpdateRequest>({
          ...values,
          email_notifications: profile.email_notifications,
          ...(isNewEmail(values.email) ? { current_password: currentPassword } : {}),
        }),
        options: { showError: false },
      }),
    // The endpoint puts the saved profile in the session. The password that allowed a new
    // e-mail is not kept for the next one (finding 11: no password left filled after a change).
    // A new e-mail is only pending until the link mailed to it is opened (docs/accounts.md):
    // the field shows the address in use again, and the toast says where the link went.
    onSuccess: (saved) => {
      form.setValue('current_password', '');
      if (saved.pending_email && isNewEmail(form.field('email').value)) {
        form.setValue('email', saved.email);
        toast(t('account.profile.emailChangeSent', { email: saved.pending_email }));
        return;
      }
      toast(t('account.profile.saved'));
    },
  });
  // A new e-mail is a new way into the account: the API asks for the password to set it.
  const emailChanged = isNewEmail(form.field('email').value);
  return (
    <Form {...form.formProps} method="post" aria-label={t('account.profile.details')}>
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <NameFields form={form} />
      <EmailField form={form} />
      {profile.pending_email && (
        <Text tone="muted">
          {t('account.profile.emailPending', { email: profile.pending_email })}
        </Text>
      )}
      {emailChanged && (
        <Field
          label={t('account.profile.emailPassword')}
          hint={t('account.profile.emailPasswordHint')}
          error={form.error('current_password')}
          required
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.field('current_password')}
              autoComplete="current-password"
              showLabel={t('account.form.showPassword')}
            />
          )}
        </Field>
      )}
      <DetailFields form={form} />
      <div>
        <Button type="submit" loading={form.submitting} disabled={!hydrated}>
          {t('account.profile.save')}
        </Button>
      </div>
    </Form>
  );
}
