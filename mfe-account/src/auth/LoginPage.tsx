import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { useBus } from '@mealprep/shared/bus';
import { useLocale, withLocalePrefix } from '@mealprep/shared/i18n';
import { AppLink, href, RETURN_PARAM } from '@mealprep/shared/routes';
import { CART_ADD_PARAM, SIGN_IN_REASON_PARAM } from '@mealprep/shared/cart';
import { Button, Field, TextInput } from '@mealprep/shared/ui';
import { Form } from '../common/Form';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { PasswordInput } from '../common/PasswordInput';
import { useT } from '../i18n';
import { useLoginMutation } from './api';
import { AuthScreen } from './AuthScreen';
import { WelcomePanel } from './WelcomePanel';

const ForgotLink = styled(AppLink)`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Why the server sent a form posted without script back (api/src/routes/form-posts). */
const PAGE_ERRORS = {
  credentials: 'account.login.error.credentials',
  fields: 'account.login.error.fields',
  attempts: 'account.login.error.attempts',
} as const;

function isPageError(code: string | null): code is keyof typeof PAGE_ERRORS {
  return code !== null && Object.prototype.hasOwnProperty.call(PAGE_ERRORS, code);
}

/**
 * Where the form posts when the app is not running (script off, blocked or still loading): its
 * own page, which the server answers by signing in and sending the visitor on (303), or back
 * here with `?error=`. Never a GET: the password would be in the address, the history and logs.
 */
function useFormAction(): { action: string; failure: string | null } {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  // Where to go back to, why, and a guest's dish to add once signed in (CART_ADD_PARAM).
  for (const name of [RETURN_PARAM, SIGN_IN_REASON_PARAM, CART_ADD_PARAM]) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  const code = params.get('error');
  return {
    action: `${withLocalePrefix(href('login'), locale)}${search ? `?${search}` : ''}`,
    failure: isPageError(code) ? t(PAGE_ERRORS[code]) : null,
  };
}

function LoginForm() {
  const t = useT();
  const [login] = useLoginMutation();
  const bus = useBus();
  const page = useFormAction();
  const form = useSchemaForm({
    schema: (validation) => validation.loginSchema,
    initialValues: { email: '', password: '' },
    submit: (values) => login(values),
    // The shell stores the profile, loads the cart, and its guest guard takes the visitor on.
    onSuccess: (profile) => bus.emit('auth.signedIn', { profile }),
  });

  const shownFailure = form.failure ?? (form.submitting ? null : page.failure);
  return (
    <Form {...form.formProps} method="post" action={page.action}>
      {shownFailure && <FormAlert>{shownFailure}</FormAlert>}
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
