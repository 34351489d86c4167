import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { useSearchParams } from '@mealprep/shared/router';
import {
  profileLoaded,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@mealprep/shared/store';
import { Spinner, Stack, Text } from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { FocusedAlert } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useLazyCurrentProfileQuery, useVerifyEmailMutation } from './api';
import { AuthScreen } from './AuthScreen';
import { Outcome } from './Outcome';

type VerifyState =
  { step: 'checking' } | { step: 'done'; message: string } | { step: 'refused'; message: string };

/** Where to go on: the account when signed in, else the log-in screen. */
function NextStep() {
  const t = useT();
  const signedIn = useAppSelector(selectIsLoggedIn);
  return signedIn ? (
    <LinkButton to="dashboard" size="lg" fullWidth>
      {t('account.verifyEmail.toAccount')}
    </LinkButton>
  ) : (
    <LinkButton to="login" size="lg" fullWidth>
      {t('account.verifyEmail.login')}
    </LinkButton>
  );
}

/** A link without a token, or one the API refused: what it means and how to get a new one. */
function Refused({ message, focus }: { message: string; focus: boolean }) {
  const t = useT();
  return (
    <Stack gap={4}>
      {/* The page's focus was on "checking", which is gone: the refusal is read from here. */}
      <FocusedAlert message={message} focus={focus} />
      <Text>{t('account.verifyEmail.newLink')}</Text>
      <NextStep />
    </Stack>
  );
}

/**
 * `/auth/verify-email?token=...`, the link of a verification mail (docs/accounts.md). Opening it
 * is the confirmation: the page sends the token once, then says the address is confirmed (and
 * refreshes a signed-in session's profile, so the account's banner goes) or why the link does
 * not work — used, expired or unknown (422 on `token`), or the new address taken meanwhile.
 */
export default function VerifyEmailPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  // Read when the answer comes: the session may have been restored while the request ran.
  const signedIn = useRef(false);
  signedIn.current = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const [verify] = useVerifyEmailMutation();
  const [loadProfile] = useLazyCurrentProfileQuery();
  const [state, setState] = useState<VerifyState>({ step: 'checking' });
  // A link is used once: the request is sent once per token, even when effects run twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void (async () => {
      const answer = await verify({ token });
      if ('error' in answer) {
        const error = apiErrorOf(answer.error);
        setState({
          step: 'refused',
          message: error?.errors.token?.[0] ?? error?.message ?? t('account.page.error'),
        });
        return;
      }
      setState({ step: 'done', message: answer.data.message });
      if (signedIn.current) {
        const fresh = await loadProfile();
        if (fresh.data) dispatch(profileLoaded(fresh.data));
      }
    })();
  }, [token, verify, loadProfile, dispatch, t]);

  let content;
  if (!token) {
    content = <Refused message={t('account.verifyEmail.invalidLink')} focus={false} />;
  } else if (state.step === 'refused') {
    content = <Refused message={state.message} focus />;
  } else if (state.step === 'done') {
    content = (
      <Outcome title={t('account.verifyEmail.doneTitle')}>
        <Text>{state.message}</Text>
        <NextStep />
      </Outcome>
    );
  } else {
    content = (
      <Stack gap={3} role="status">
        <Spinner />
        <Text>{t('account.verifyEmail.checking')}</Text>
      </Stack>
    );
  }
  return <AuthScreen title={t('account.verifyEmail.title')}>{content}</AuthScreen>;
}
