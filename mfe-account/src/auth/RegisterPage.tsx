import { acceptedForm } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { Button, Text } from '@mealprep/shared/ui';
import type { RegisterRequest } from '@mealprep/shared/validation';
import { Form } from '../common/Form';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { DetailFields, EmailField, NameFields, NewPasswordFields } from '../common/PersonalFields';
import { useHydrated } from '../common/useHydrated';
import { useT } from '../i18n';
import { useRegisterMutation } from './api';
import { AuthScreen } from './AuthScreen';

const initialValues = {
  email: '',
  password: '',
  password_confirmation: '',
  first_name: '',
  last_name: '',
  phone_no: '',
  date_of_birth: '',
  gender: '',
  // docs/spec.md §9: Malaysia is the only country.
  country_code: 'MY',
};

function RegisterForm() {
  const t = useT();
  const [register] = useRegisterMutation();
  const bus = useBus();
  const hydrated = useHydrated();
  const form = useSchemaForm({
    schema: (validation) => validation.registerSchema,
    initialValues,
    submit: (values) => register(acceptedForm<RegisterRequest>(values)),
    onSuccess: (profile) => bus.emit('auth.signedIn', { profile }),
  });
  return (
    <Form {...form.formProps} method="post">
      <Text size="sm" tone="muted">
        {t('account.form.allRequired')}
      </Text>
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <EmailField form={form} />
      <NewPasswordFields form={form} />
      <NameFields form={form} />
      <DetailFields form={form} />
      <Button type="submit" size="lg" fullWidth loading={form.submitting} disabled={!hydrated}>
        {t('account.register.submit')}
      </Button>
    </Form>
  );
}

/** `/auth/register`: the new-account tab (docs/spec.md §2, §3 registration form, §5 rules). */
export default function RegisterPage() {
  const t = useT();
  return (
    <AuthScreen tab="register" title={t('account.register.title')}>
      <RegisterForm />
    </AuthScreen>
  );
}
