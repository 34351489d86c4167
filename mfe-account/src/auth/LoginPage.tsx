import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { Profile } from '@mealprep/shared/domain';
import { AppLink } from '@mealprep/shared/routes';
import { Button, Field, TextInput } from '@mealprep/shared/ui';
import { Form } from '../forms/Form';
import { FormAlert } from '../forms/FormAlert';
import { PasswordInput } from '../forms/PasswordInput';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useT } from '../i18n';
import { authApi } from './authApi';
import { AuthScreen } from './AuthScreen';
import { WelcomePanel } from './WelcomePanel';

const ForgotLink = styled(AppLink)`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function LoginForm() {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const form = useSchemaForm({
    schema: (validation) => validation.loginSchema,
    initialValues: { email: '', password: '' },
    submit: (values) => api.post<Profile>(authApi.login, values, { showError: false }),
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
