import { styled } from 'styled-components';
import type { FontSize } from './theme';
import { omitProps } from './omitProps';

export type TextTone = 'default' | 'muted' | 'success' | 'danger' | 'warning' | 'info';

export interface TextProps {
  size?: FontSize;
  tone?: TextTone;
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
}

/** Body text; a paragraph unless `as="span"` (or any element). */
export const Text = styled.p.withConfig({
  shouldForwardProp: omitProps('size', 'tone', 'weight'),
})<TextProps>`
  font-size: ${({ theme, size = 'md' }) => theme.fontSizes[size]};
  font-weight: ${({ theme, weight = 'regular' }) => theme.fontWeights[weight]};
  color: ${({ theme, tone = 'default' }) =>
    tone === 'default'
      ? theme.colors.text
      : tone === 'muted'
        ? theme.colors.textMuted
        : theme.colors[tone]};
`;
