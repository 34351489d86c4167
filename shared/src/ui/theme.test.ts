import { theme } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const c = theme.colors;

describe('theme colours meet WCAG AA', () => {
  it.each([
    ['text on background', c.text, c.background],
    ['text on surface', c.text, c.surface],
    ['muted text on background', c.textMuted, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['primary button label', c.onPrimary, c.primary],
    ['primary button label on hover', c.onPrimary, c.primaryHover],
    ['primary text on subtle primary', c.primary, c.primarySubtle],
    ['link on background', c.primary, c.background],
    ['accent badge', c.onAccent, c.accent],
    ['warm accent text', c.accentStrong, c.background],
    ['danger button label', c.onDanger, c.danger],
    ['danger button label on hover', c.onDanger, c.dangerHover],
    ['danger text on background', c.danger, c.background],
    ['success message', c.success, c.successBg],
    ['info message', c.info, c.infoBg],
    ['warning message', c.warning, c.warningBg],
    ['danger message', c.danger, c.dangerBg],
    ['tooltip', c.tooltipText, c.tooltipBg],
  ])('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['control border on background', c.borderStrong, c.background],
    ['focus ring on background', c.focus, c.background],
    ['focus ring on surface', c.focus, c.surface],
  ])('%s reaches 3:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

it('has the docs/spec.md §9 breakpoints', () => {
  expect(theme.breakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  expect(theme.media.md).toBe('@media (min-width: 768px)');
});
