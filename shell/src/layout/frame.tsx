import type { MouseEvent, ReactNode } from 'react';
import { createGlobalStyle, css, styled, useTheme } from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';
import { visuallyHidden } from '@mealprep/shared/ui';
import { useShellT } from '../messages';

/** Fixed header height: the bar never grows when the session loads (no layout shift). */
export const HEADER_HEIGHT = '4rem';
export const MAIN_ID = 'main';
/** Below this width (px) the header bar shows the brand's mark without its name. */
export const NARROW_MAX = 360;

/**
 * Keeps room for the scrollbar even when the page is short, so the frame does not slide sideways
 * when a tall skeleton gives way to a short page (a layout shift Lighthouse counts). And the page
 * behind a modal dialog (the phone menu) does not scroll.
 */
const StableScrollbar = createGlobalStyle`
  html {
    scrollbar-gutter: stable;
  }

  html:has(dialog:modal) {
    overflow: hidden;
  }
`;

/** Sticky-footer column: header, main that takes the free height, footer. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <StableScrollbar />
      <Column>{children}</Column>
    </>
  );
}

/**
 * At least the viewport below the header, so the footer starts below the fold: while a remote's
 * page and its data load, the footer never sits in view and then jumps down (layout shift).
 */
export const Main = styled.main`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
  min-width: 0;
  min-height: calc(100vh - ${HEADER_HEIGHT});
  min-height: calc(100dvh - ${HEADER_HEIGHT});

  &:focus {
    outline: none;
  }
`;

const SkipAnchor = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(calc(-100% - 1rem));

  &:focus {
    transform: none;
  }
`;

/** First stop of the keyboard: jumps past the header to `<main id="main">`. */
export function SkipLink() {
  const t = useShellT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Moving focus without touching the URL: a hash would count as a navigation in the router.
    event.preventDefault();
    main.focus();
  };
  return (
    <SkipAnchor href={`#${MAIN_ID}`} onClick={onClick}>
      {t('shell.skipToContent')}
    </SkipAnchor>
  );
}

const BrandAnchor = styled(AppLink)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * Where the full header bar is tightest (md to lg), the name can give way to the mark alone. On
 * the narrowest phones (320 px, or 640 px at 200 % zoom) it always does, so that the cart and the
 * menu button fit beside it without the page scrolling sideways; the link keeps the name.
 */
const BrandName = styled.span<{ $condensed: boolean; $markOnlyBelow: number }>`
  @media (max-width: ${({ $markOnlyBelow }) => $markOnlyBelow - 0.02}px) {
    ${visuallyHidden}
  }

  ${({ theme, $condensed }) =>
    $condensed &&
    css`
      @media (min-width: ${theme.breakpoints.md}px) and (max-width: ${theme.breakpoints.lg - 0.02}px) {
        ${visuallyHidden}
      }
    `}
`;

/**
 * The shop's name and mark, linking home; `condensed` keeps only the mark (still named) on
 * tablets, and below `markOnlyBelow` px the mark alone is shown (a bar with wider neighbours, such
 * as the guest bar's language select, needs a higher threshold).
 */
export function Brand({
  condensed = false,
  markOnlyBelow = NARROW_MAX,
}: {
  condensed?: boolean;
  markOnlyBelow?: number;
}) {
  const t = useShellT();
  const { colors } = useTheme();
  return (
    <BrandAnchor to="home">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path d="M8 17h16a8 8 0 0 1-16 0z" fill={colors.background} />
        <path d="M16 15c0-4 2.5-6.5 6-7-0.3 3.8-2.6 6.4-6 7z" fill={colors.accent} />
      </svg>
      <BrandName $condensed={condensed} $markOnlyBelow={markOnlyBelow}>
        {t('shell.brand')}
      </BrandName>
    </BrandAnchor>
  );
}
