import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading, Stack } from '@mealprep/shared/ui';
import { AuthTabs, panelId, tabId, type AuthTab } from './AuthTabs';

/** Padding inside the guest layout's card (the card itself is the shell's). */
const Frame = styled.div`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Smaller than a full page's h1: it sits in a 32rem card. */
const Title = styled(Heading)`
  && {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  ${({ theme }) => theme.media.sm} {
    && {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

/**
 * One auth screen: with `tab`, the welcome / log in / new account tabs above a tab panel that
 * holds the view's h1 and content; without, the h1 and content alone (forgot and reset password).
 */
export function AuthScreen({
  title,
  tab,
  children,
}: {
  title: string;
  tab?: AuthTab;
  children: ReactNode;
}) {
  const idBase = useId();
  const content = (
    <Stack gap={5}>
      <Title level={1}>{title}</Title>
      {children}
    </Stack>
  );
  return (
    <Frame>
      {tab ? (
        <Stack gap={5}>
          <AuthTabs current={tab} idBase={idBase} />
          <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, tab)}>
            {content}
          </div>
        </Stack>
      ) : (
        content
      )}
    </Frame>
  );
}
