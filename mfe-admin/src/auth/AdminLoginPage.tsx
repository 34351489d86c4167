import { useNavigate, useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { apiErrorOf, type ApiError } from '@mealprep/shared/api';
import { stripLocalePrefix, useLocale, withLocalePrefix } from '@mealprep/shared/i18n';
import { href, RETURN_PARAM, staffLanding, useAppNavigate } from '@mealprep/shared/routes';
import { adminLoaded, useAppDispatch } from '@mealprep/shared/store';
import { Button, Card, Field, PageFrame, Stack, TextInput } from '@mealprep/shared/ui';
import { BuildVersion } from '../common/BuildVersion';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useAdminLoginMutation } from './api';

const Narrow = styled(Card)`
  max-width: 28rem;
`;

/** Why the server sent a form posted without script back (api/src/routes/form-posts). */
const PAGE_ERRORS = {
  credentials: 'admin.login.error.credentials',
  fields: 'admin.login.error.fields',
  attempts: 'admin.login.error.attempts',
} as const;

function isPageError(code: string | null): code is keyof typeof PAGE_ERRORS {
  return code !== null && Object.prototype.hasOwnProperty.call(PAGE_ERRORS, code);
}

/**
 * A refusal of the sign-in as the page says it: the API puts refused credentials on `email`, but
 * they are about the e-mail and the password together, so the page says them above the form
 * (as a refusal of no field) rather than under the e-mail.
 */
function aboutTheForm<R extends { error?: unknown }>(result: R): R | { error: ApiError } {
  const refused = 'error' in result ? apiErrorOf(result.error) : null;
  const credentials = refused?.errors.email?.[0];
  if (!refused || credentials === undefined) return result;
  return { error: { status: refused.status, message: credentials, errors: {} } };
}

/** `/admin/login`: a member of staff signs in; customers are refused with the same generic error. */
export default function AdminLoginPage() {
  const t = useT();
  const [logIn] = useAdminLoginMutation();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const navigate = useAppNavigate();
  const navigateTo = useNavigate();
  const [params] = useSearchParams();
  const form = useSchemaForm({
    schema: (rules) => rules.loginSchema,
    initialValues: { email: '', password: '' },
    submit: async (values) => aboutTheForm(await logIn(values)),
    onSuccess: (account) => {
      dispatch(adminLoaded(account));
      // Back to the admin page that sent the visitor here, never to another site or area; else
      // to the first page the role may open (docs/architecture.md §9.8).
      const redirect = params.get(RETURN_PARAM);
      if (redirect && /^\/admin\/[\w/-]*$/.test(stripLocalePrefix(redirect))) {
        void navigateTo(redirect, { replace: true });
      } else {
        void navigate(staffLanding(account.permissions), undefined, { replace: true });
      }
    },
  });

  // Without the app (script off, blocked or still loading) the form posts to its own page, which
  // the server answers by signing in and sending the visitor on, or back here with `?error=`;
  // never a GET, which would put the password in the address.
  const back = params.get(RETURN_PARAM);
  const action = `${withLocalePrefix(href('adminLogin'), locale)}${
    back ? `?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : ''
  }`;
  const code = params.get('error');
  const shownFailure =
    form.failure ?? (!form.submitting && isPageError(code) ? t(PAGE_ERRORS[code]) : null);

  return (
    <PageFrame title={t('admin.login.title')}>
      <Narrow>
        <form {...form.formProps} method="post" action={action}>
          <Stack gap={4}>
            {shownFailure && <FormAlert>{shownFailure}</FormAlert>}
            <Field label={t('admin.login.email')} error={form.error('email')} required>
              {(control) => (
                <TextInput
                  {...control}
                  {...form.field('email')}
                  type="email"
                  autoComplete="username"
                  autoCapitalize="off"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('admin.login.password')} error={form.error('password')} required>
              {(control) => (
                <TextInput
                  {...control}
                  {...form.field('password')}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </Field>
            <Button type="submit" loading={form.submitting}>
              {t('admin.login.submit')}
            </Button>
          </Stack>
        </form>
      </Narrow>
      <BuildVersion />
    </PageFrame>
  );
}
