/**
 * Design tokens of the UI kit. Every colour pair meant to be read together (text on its
 * background) meets WCAG AA (4.5:1 for text, 3:1 for control borders and the focus ring);
 * theme.test.ts checks the pairs, so a token change that breaks contrast fails the build.
 */

/** Image and layout breakpoints in px (docs/spec.md §9). */
const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const up = (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)` as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  /** Decorative icons of empty states. */
  '5xl': '3rem',
  /** A hero caption: 1.5rem at 320 px growing to 2.25rem from about 1280 px, never past it. */
  display: 'clamp(1.5rem, 1.1rem + 1.5vw, 2.25rem)',
};

const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
};

const lineHeights = {
  tight: 1.25,
  normal: 1.5,
};

/** A kind of text: its size, line height and weight, each a token. */
const role = (
  size: keyof typeof fontSizes,
  lineHeight: keyof typeof lineHeights,
  weight: keyof typeof fontWeights,
) => ({ size, lineHeight, weight });

export const theme = {
  colors: {
    primary: '#1f6b3f',
    primaryHover: '#185632',
    onPrimary: '#ffffff',
    primarySubtle: '#e8f3ec',
    accent: '#f29e38',
    onAccent: '#1c2420',
    /** Warm accent dark enough for text and links on light surfaces. */
    accentStrong: '#c2410c',

    text: '#1c2420',
    textMuted: '#5a6560',
    background: '#ffffff',
    surface: '#f7f5ef',
    /** Decorative dividers and card outlines. */
    border: '#dcdfd8',
    /** Borders that identify a control (inputs, checkboxes): 3:1 against the page. */
    borderStrong: '#7a8580',

    success: '#17663a',
    successBg: '#e8f5ec',
    info: '#1d5ea8',
    infoBg: '#e8f1fb',
    warning: '#8a4b00',
    warningBg: '#fff4e0',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerBg: '#fdecea',
    onDanger: '#ffffff',

    focus: '#1d5ea8',
    overlay: 'rgba(16, 24, 20, 0.55)',
    tooltipBg: '#1c2420',
    tooltipText: '#ffffff',
    skeleton: '#e9ebe6',
    skeletonHighlight: '#f5f6f3',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '9999px',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes,
  fontWeights,
  lineHeights,
  /**
   * The type scale (shared/src/ui/README.md, "Type scale"): each kind of text the remotes show,
   * as a size, line height and weight of the tokens above. Pages use `textStyle(role)` instead of
   * sizes of their own, so the same kind of text looks the same in every remote.
   */
  textStyles: {
    /** Hero captions (the home carousel). */
    display: role('display', 'tight', 'bold'),
    /** A section of a page (h2 under the page's h1). */
    section: role('2xl', 'tight', 'bold'),
    /** The title of a card, tile, cart line, order row or panel. */
    cardTitle: role('lg', 'tight', 'bold'),
    /** A heading inside a card (a day of a plan). */
    cardSubtitle: role('md', 'tight', 'bold'),
    /** A single figure that is the point of its card (a points balance). */
    figure: role('3xl', 'tight', 'bold'),
    /** A price to pay, a total. */
    amount: role('xl', 'tight', 'bold'),
    /** Running text. */
    body: role('md', 'normal', 'regular'),
    /** Labels of filters and groups of controls. */
    label: role('sm', 'normal', 'semibold'),
    /** Secondary details, struck-out prices, hints. */
    small: role('sm', 'normal', 'regular'),
    /** Badges, fine print. */
    caption: role('xs', 'normal', 'regular'),
  },
  breakpoints,
  /** Mobile-first media queries: `${theme.media.md} { ... }`. */
  media: {
    xs: up('xs'),
    sm: up('sm'),
    md: up('md'),
    lg: up('lg'),
    xl: up('xl'),
    '2xl': up('2xl'),
  },
  sizes: {
    container: '1200px',
    dialog: { sm: '24rem', md: '32rem', lg: '48rem' },
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
    md: '0 4px 12px rgba(16, 24, 20, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 20, 0.18)',
  },
  zIndices: {
    base: 0,
    dropdown: 1000,
    sticky: 1100,
    overlay: 1300,
    modal: 1400,
    toast: 1500,
    tooltip: 1600,
  },
  focusRing: {
    width: '3px',
    offset: '2px',
  },
  durations: {
    fast: '120ms',
    normal: '200ms',
  },
};

/** Values are widened to string/number so another theme (dark, high contrast) can satisfy it. */
export type Theme = typeof theme;
export type Space = keyof Theme['space'];
export type FontSize = keyof Theme['fontSizes'];
export type TextStyleRole = keyof Theme['textStyles'];

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
