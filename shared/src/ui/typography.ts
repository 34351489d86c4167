import { css } from 'styled-components';
import type { TextStyleRole } from './theme';

/**
 * The font size, line height and weight of a kind of text from the theme's type scale
 * (`theme.textStyles`, README "Type scale"): `h2 { ${textStyle('cardTitle')} }`.
 */
export const textStyle = (role: TextStyleRole) => css`
  font-size: ${({ theme }) => theme.fontSizes[theme.textStyles[role].size]};
  line-height: ${({ theme }) => theme.lineHeights[theme.textStyles[role].lineHeight]};
  font-weight: ${({ theme }) => theme.fontWeights[theme.textStyles[role].weight]};
`;
