import { useId } from 'react';
import { useLocation } from '@mealprep/shared/router';
import { styled, useTheme } from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';
import { ButtonLink, Container, Heading, Text } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import { useDocumentTitle } from '../routing/useDocumentTitle';

const Root = styled(Container).attrs({ as: 'section' })`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 50vh;
  padding-block: ${({ theme }) => theme.space[7]};
  text-align: center;
`;

/** An empty plate: friendlier than a bare error code. */
function EmptyPlate() {
  const { colors } = useTheme();
  const line = { strokeWidth: 3, fill: 'none', strokeLinecap: 'round' } as const;
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="54" fill={colors.primarySubtle} />
      <circle
        cx="60"
        cy="60"
        r="36"
        fill={colors.background}
        stroke={colors.primary}
        strokeWidth="3"
      />
      <path d="M48 56c2-3 6-3 8 0M64 56c2-3 6-3 8 0" stroke={colors.text} {...line} />
      <path d="M50 74c6-5 14-5 20 0" stroke={colors.text} {...line} />
      <path
        d="M14 28v20M10 28v12a4 4 0 0 0 8 0V28M106 28c-5 3-6 12-6 18h6v28"
        stroke={colors.accent}
        {...line}
      />
    </svg>
  );
}

const Path = styled(Text)`
  max-width: 100%;
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

/**
 * docs/spec.md §2 / §8: an unknown path (or a page that failed) shows 'Uh-oh!', "We can't find that
 * page.", the message 'Page not found: {path}' and a 'Go Back Home' button.
 */
export function NotFoundPage({ path }: { path?: string }) {
  const t = useShellT();
  const location = useLocation();
  const titleId = useId();
  useDocumentTitle('notFound');
  return (
    <Root aria-labelledby={titleId}>
      <EmptyPlate />
      <Heading level={1} id={titleId}>
        {t('shell.notFound.title')}
      </Heading>
      <Text size="lg">{t('shell.notFound.body')}</Text>
      <Path size="sm" tone="muted">
        {t('shell.notFound.error', { path: path ?? location.pathname })}
      </Path>
      <ButtonLink as={AppLink} to="home" size="lg">
        {t('shell.notFound.home')}
      </ButtonLink>
    </Root>
  );
}
