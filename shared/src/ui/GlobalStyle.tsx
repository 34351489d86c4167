import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './VisuallyHidden';

/** Page-wide base styles; render once, inside the ThemeProvider, at the root of the shell. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /*
     * The shop's sticky header is 4rem tall: whatever the browser scrolls into view (a field
     * reached with Tab, an in-page link's target) stops below it, never under it (WCAG 2.4.11).
     */
    scroll-padding-top: calc(4rem + ${({ theme }) => theme.space[2]});
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  h1, h2, h3, h4, h5, h6, p {
    margin: 0;
    overflow-wrap: break-word;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  :focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  .visually-hidden {
    ${visuallyHidden}
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
