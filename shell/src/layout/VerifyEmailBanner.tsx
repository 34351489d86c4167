import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf, apiPaths, baseApi } from '@mealprep/shared/api';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Button, Container, Text } from '@mealprep/shared/ui';
import { useShellT } from '../messages';

const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Mails the link again (3 an hour per account: the API's 429 is shown in the banner). */
    resendVerification: build.mutation<{ message: string }, void>({
      query: () => ({
        url: apiPaths.authResendVerification,
        method: 'POST',
        options: { showError: false },
      }),
    }),
  }),
});

const Frame = styled(Container)`
  padding-top: ${({ theme }) => theme.space[4]};
`;

/** The look of the forms' alerts (FormAlert), in the warning colours: something to do. */
const Notice = styled.section`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.text};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

  & > p {
    flex: 1 1 20rem;
    margin: 0;
  }
`;

/** A live region: always in the page (so what arrives is read), taking no room while empty. */
const Live = styled.p`
  margin: 0;

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * Above every account page while the account's address is not proven (docs/accounts.md): what
 * that means for the customer, and the button that sends the link again. It goes as soon as the
 * profile in the session says the address is verified (the verify page refreshes it).
 */
export function VerifyEmailBanner() {
  const t = useShellT();
  const profile = useAppSelector(selectProfile);
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [outcome, setOutcome] = useState<{ text: string; refused: boolean } | null>(null);
  if (!profile || profile.email_verified !== false) return null;

  const send = async () => {
    const answer = await resend();
    if ('error' in answer) {
      const error = apiErrorOf(answer.error);
      setOutcome({ text: error?.message ?? t('shell.verify.failed'), refused: true });
    } else {
      setOutcome({ text: answer.data.message, refused: false });
    }
  };

  return (
    <Frame>
      <Notice aria-label={t('shell.verify.label')}>
        <Row>
          <Text>{t('shell.verify.body', { email: profile.email })}</Text>
          <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void send()}>
            {t('shell.verify.resend')}
          </Button>
        </Row>
        <Live role="status">{outcome && !outcome.refused ? outcome.text : ''}</Live>
        <Live role="alert">{outcome?.refused ? outcome.text : ''}</Live>
      </Notice>
    </Frame>
  );
}

const { useResendVerificationMutation } = verificationApi;
