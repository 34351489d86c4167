import { useState } from 'react';
import { styled } from 'styled-components';
import { AppLink, LinkButton } from '@mealprep/shared/routes';
import { Button, Field, Stack, Text, TextInput } from '@mealprep/shared/ui';
import { Form } from '../common/Form';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useForgotPasswordMutation } from './api';
import { AuthScreen } from './AuthScreen';
import { Outcome } from './Outcome';

const BackLink = styled(AppLink)`
  align-self: flex-start;
`;

function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const t = useT();
  const [send] = useForgotPasswordMutation();
  const form = useSchemaForm({
    schema: (validation) => validation.forgotPasswordSchema,
    initialValues: { email: '' },
    submit: (values) => send(values),
    onSuccess: (_data, values) => onSent(values.email.trim()),
  });
  return (
    <Form {...form.formProps}>
      <Text>{t('account.forgotPassword.intro')}</Text>
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
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {t('account.forgotPassword.submit')}
      </Button>
      <BackLink to="login">{t('account.forgotPassword.backToLogin')}</BackLink>
    </Form>
  );
}

/**
 * `/auth/forgot-password` and its confirmation (docs/spec.md §2). The API answers the same whether or not
 * the address has an account, and so does this page.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthScreen title={t('account.forgotPassword.title')}>
      {sentTo === null ? (
        <ForgotPasswordForm onSent={setSentTo} />
      ) : (
        <Outcome title={t('account.forgotPassword.sentTitle')}>
          <Text>{t('account.forgotPassword.sentBody', { email: sentTo })}</Text>
          <Text tone="muted" size="sm">
            {t('account.forgotPassword.sentHint')}
          </Text>
          <Stack gap={3}>
            <LinkButton to="login" fullWidth>
              {t('account.forgotPassword.backToLogin')}
            </LinkButton>
            <Button variant="secondary" fullWidth onClick={() => setSentTo(null)}>
              {t('account.forgotPassword.tryAgain')}
            </Button>
          </Stack>
        </Outcome>
      )}
    </AuthScreen>
  );
}
