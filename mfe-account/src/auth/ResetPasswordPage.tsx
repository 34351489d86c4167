import { useState } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { Button, Field, Stack, Text } from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { Form } from '../common/Form';
import { FocusedAlert, FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { PasswordInput } from '../common/PasswordInput';
import { useHydrated } from '../common/useHydrated';
import { PASSWORD_MIN } from '../common/formConstants';
import { useT } from '../i18n';
import { useResetPasswordMutation } from './api';
import { AuthScreen } from './AuthScreen';
import { Outcome } from './Outcome';

function ResetPasswordForm({
  token,
  onDone,
  onBadToken,
}: {
  token: string;
  onDone: () => void;
  onBadToken: (message: string) => void;
}) {
  const t = useT();
  const [reset] = useResetPasswordMutation();
  const hydrated = useHydrated();
  const form = useSchemaForm({
    schema: (validation) => validation.resetPasswordSchema,
    initialValues: { password: '', password_confirmation: '' },
    hiddenValues: { token },
    submit: (values) => reset({ ...values, token }),
    onSuccess: onDone,
    onFailure: ({ errors }) => {
      const tokenError = errors.token?.[0];
      if (tokenError) onBadToken(tokenError);
    },
  });
  return (
    <Form {...form.formProps} method="post">
      <Text>{t('account.resetPassword.intro')}</Text>
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Field
        label={t('account.form.newPassword')}
        hint={t('account.form.passwordHint', { min: PASSWORD_MIN })}
        error={form.error('password')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password')}
            aria-required
            autoComplete="new-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
      <Field
        label={t('account.form.newPasswordConfirmation')}
        error={form.error('password_confirmation')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password_confirmation')}
            aria-required
            autoComplete="new-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" fullWidth loading={form.submitting} disabled={!hydrated}>
        {t('account.resetPassword.submit')}
      </Button>
    </Form>
  );
}

/** A link without a token, or one the API refused: nothing to do here but ask for a new one. */
function BadLink({ message, focus }: { message: string; focus: boolean }) {
  const t = useT();
  return (
    <Stack gap={4}>
      {/* After a refused submit the focused button is gone; on arrival the page keeps its focus. */}
      <FocusedAlert message={message} focus={focus} />
      <LinkButton to="forgotPassword" size="lg" fullWidth>
        {t('account.resetPassword.requestNew')}
      </LinkButton>
    </Stack>
  );
}

type ResetState = { step: 'form' } | { step: 'badToken'; message: string } | { step: 'done' };

/**
 * `/auth/reset-password?token=...`, the link of the reset e-mail. A refused token (used, expired
 * or unknown: 422 on `token`) offers a new link; success asks to log in, as the API ends every
 * session and does not sign in.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<ResetState>({ step: 'form' });

  let content;
  if (!token) {
    content = <BadLink message={t('account.resetPassword.invalidLink')} focus={false} />;
  } else if (state.step === 'badToken') {
    content = <BadLink message={state.message} focus />;
  } else if (state.step === 'done') {
    content = (
      <Outcome title={t('account.resetPassword.doneTitle')}>
        <Text>{t('account.resetPassword.doneBody')}</Text>
        <LinkButton to="login" size="lg" fullWidth>
          {t('account.resetPassword.login')}
        </LinkButton>
      </Outcome>
    );
  } else {
    content = (
      <ResetPasswordForm
        token={token}
        onDone={() => setState({ step: 'done' })}
        onBadToken={(message) => setState({ step: 'badToken', message })}
      />
    );
  }
  return <AuthScreen title={t('account.resetPassword.title')}>{content}</AuthScreen>;
}
