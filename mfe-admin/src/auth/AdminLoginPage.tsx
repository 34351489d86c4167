import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { stripLocalePrefix, useLocale, withLocalePrefix } from '@mealprep/shared/i18n';
import { href, RETURN_PARAM, staffLanding, useAppNavigate } from '@mealprep/shared/routes';
import { adminLoaded, useAppDispatch } from '@mealprep/shared/store';
import { Button, Card, Field, PageFrame, Stack, Text, TextInput } from '@mealprep/shared/ui';
import { prefetchValidation } from '@mealprep/shared/validation/load';
import { BuildVersion } from '../common/BuildVersion';
import { ruleErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useAdminLoginMutation } from './api';

const Narrow = styled(Card)`
  max-width: 28rem;
`;

type Values = { email: string; password: string };

/** Why the server sent a form posted without script back (api/src/routes/form-posts). */
const PAGE_ERRORS = {
  credentials: 'admin.login.error.credentials',
  fields: 'admin.login.error.fields',
  attempts: 'admin.login.error.attempts',
} as const;

function isPageError(code: string | null): code is keyof typeof PAGE_ERRORS {
  return code !== null && Object.prototype.hasOwnProperty.call(PAGE_ERRORS, code);
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
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const invalid = await ruleErrors((rules) => rules.loginSchema, values, locale);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    const result = await logIn(values);
    setBusy(false);
    if ('error' in result) {
      const refused = apiErrorOf(result.error);
      setFailure(refused?.errors.email?.[0] ?? refused?.message ?? null);
      return;
    }
    dispatch(adminLoaded(result.data));
    // Back to the admin page that sent the visitor here, never to another site or area; else
    // to the first page the role may open (docs/architecture.md §9.8).
    const redirect = params.get(RETURN_PARAM);
    if (redirect && /^\/admin\/[\w/-]*$/.test(stripLocalePrefix(redirect))) {
      void navigateTo(redirect, { replace: true });
    } else {
      void navigate(staffLanding(result.data.permissions), undefined, { replace: true });
    }
  }

  // Without the app (script off, blocked or still loading) the form posts to its own page, which
  // the server answers by signing in and sending the visitor on, or back here with `?error=`;
  // never a GET, which would put the password in the address.
  const back = params.get(RETURN_PARAM);
  const action = `${withLocalePrefix(href('adminLogin'), locale)}${
    back ? `?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : ''
  }`;
  const code = params.get('error');
  const shownFailure = failure ?? (!busy && isPageError(code) ? t(PAGE_ERRORS[code]) : null);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <PageFrame title={t('admin.login.title')}>
      <Narrow>
        <form
          noValidate
          method="post"
          action={action}
          onSubmit={(event) => void submit(event)}
          onFocus={prefetchValidation}
        >
          <Stack gap={4}>
            {shownFailure && (
              <Text role="alert" tone="danger">
                {shownFailure}
              </Text>
            )}
            <Field label={t('admin.login.email')} error={errors.email} required>
              {(control) => (
                <TextInput
                  {...control}
                  {...field('email')}
                  type="email"
                  autoComplete="username"
                  autoCapitalize="off"
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('admin.login.password')} error={errors.password} required>
              {(control) => (
                <TextInput
                  {...control}
                  {...field('password')}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </Field>
            <Button type="submit" loading={busy}>
              {t('admin.login.submit')}
            </Button>
          </Stack>
        </form>
      </Narrow>
      <BuildVersion />
    </PageFrame>
  );
}
