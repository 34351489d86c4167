import { Outlet } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';
import { Container } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import { CopyrightLine } from './Footer';
import { Brand, HEADER_HEIGHT, Main, MAIN_ID, PageFrame, SkipLink } from './frame';
import { LanguageSelect } from './LanguageSelect';

const TopBar = styled.header`
  flex-shrink: 0;
  height: ${HEADER_HEIGHT};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopBarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
`;

/** Brand name (~160 px), gap and the select (~196 px) need about 404 px of bar. */
const GUEST_MARK_ONLY_BELOW = 440;

/**
 * As wide as its longest language name (a native select sizes itself to its widest option, so the
 * bar does not move when the language changes) and never squeezed: a fixed width cut "Bahasa
 * Malaysia" off on phones.
 */
const Language = styled(LanguageSelect)`
  flex-shrink: 0;
  width: auto;
`;

/**
 * The screen sits at a fixed distance below the bar rather than centred vertically: a centred
 * card would jump each time the screen's height changes (skeleton → form → errors).
 */
const Centre = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[7]};
  }
`;

/** The auth screen's card; the screen's own PageFrame gives the padding inside it. */
const Card = styled.div`
  width: 100%;
  max-width: 32rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* About the height of an auth form, so the card keeps its size when the form arrives. */
  --page-skeleton-min-height: 22rem;
`;

const SlimFooter = styled.footer`
  flex-shrink: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SlimFooterInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};

  & > p {
    padding: 0;
    border: 0;
  }
`;

const TermsLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The auth screens' own frame (docs/spec.md §2 guest-only routes): a slim bar with the brand and the
 * language, the screen centred on its own, and a one-line footer.
 */
export function GuestLayout() {
  const t = useShellT();
  return (
    <PageFrame>
      <SkipLink />
      <TopBar>
        <TopBarInner>
          <Brand markOnlyBelow={GUEST_MARK_ONLY_BELOW} />
          <Language />
        </TopBarInner>
      </TopBar>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Centre>
          <Card>
            <Outlet />
          </Card>
        </Centre>
      </Main>
      <SlimFooter>
        <SlimFooterInner>
          <CopyrightLine />
          <TermsLink to="terms">{t('shell.footer.terms')}</TermsLink>
        </SlimFooterInner>
      </SlimFooter>
    </PageFrame>
  );
}
