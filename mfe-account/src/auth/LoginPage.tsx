import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { useBus } from '@mealprep/shared/bus';
import { AppLink } from '@mealprep/shared/routes';
import { Button, Field, TextInput } from '@mealprep/shared/ui';
import { Form } from '../common/Form';
import { FormAlert } from '../common/FormAlert';
import { PasswordInput } from '../common/PasswordInput';
import { useSchemaForm } from '../common/useSchemaForm';
import { useT } from '../i18n';
import { useLoginMutation } from './api';
import { AuthScreen } from './AuthScreen';
import { WelcomePanel } from './WelcomePanel';

const ForgotLink = styled(AppLink)`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function LoginForm() {
  const t = useT();
  const [login] = useLoginMutation();
  const bus = useBus();
  const form = useSchemaForm({
    schema: (validation) => validation.loginSchema,
    initialValues: { email: '', password: '' },
    submit: (values) => login(values),
    // The shell stores the profile, loads the cart, and its guest guard takes the visitor on.
    onSuccess: (profile) => bus.emit('auth.signedIn', { profile }),
  });

  return (
    <Form {...form.formProps}>
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Field label={t('account.form.email')} error={form.error('email')}>
        {(control) => (
          <TextInput
            {...control}
            {...form.field('email')}
            aria-required
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field label={t('account.form.password')} error={form.error('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password')}
            aria-required
            autoComplete="current-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
      <ForgotLink to="forgotPassword">{t('account.login.forgot')}</ForgotLink>
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {t('account.login.submit')}
      </Button>
    </Form>
  );
}

/** `/auth/login`: the login tab, or the welcome tab with `?tab=welcome` (docs/spec.md §2). */
export default function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  if (params.get('tab') === 'welcome') {
    return (
      <AuthScreen tab="welcome" title={t('account.welcome.title')}>
        <WelcomePanel />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen tab="login" title={t('account.login.title')}>
      <LoginForm />
    </AuthScreen>
  );
}
