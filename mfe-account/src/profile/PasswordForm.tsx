import { useState } from 'react';
import { Button, Field } from '@mealprep/shared/ui';
import { Form } from '../common/Form';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { PasswordInput } from '../common/PasswordInput';
import { NewPasswordFields } from '../common/PersonalFields';
import { useHydrated } from '../common/useHydrated';
import { useT } from '../i18n';
import { useChangePasswordMutation } from './api';
import { useSuccessToast } from './useSuccessToast';

/**
 * The old password and the new one twice; the form starts empty again once it is changed (its
 * values reset, and the Form remounted so every "Show password" hides the text again).
 */
export function PasswordForm() {
  const t = useT();
  const toast = useSuccessToast();
  const [change] = useChangePasswordMutation();
  const [done, setDone] = useState(0);
  const hydrated = useHydrated();
  const form = useSchemaForm({
    schema: (validation) => validation.changePasswordSchema,
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    submit: (values) => change(values),
    resetOnSuccess: true,
    onSuccess: () => {
      toast(t('account.profile.passwordSaved'));
      setDone((count) => count + 1);
    },
  });
  return (
    <Form
      key={done}
      {...form.formProps}
      method="post"
      aria-label={t('account.profile.passwordTitle')}
    >
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Field label={t('account.profile.oldPassword')} error={form.error('old_password')} required>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('old_password')}
            autoComplete="current-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
      <NewPasswordFields form={form} changing />
      <div>
        <Button type="submit" loading={form.submitting} disabled={!hydrated}>
          {t('account.profile.changePassword')}
        </Button>
      </div>
    </Form>
  );
}
