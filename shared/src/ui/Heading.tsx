import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import type { FontSize } from './theme';
import { omitProps } from './omitProps';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One size per level everywhere, so page outlines look the same in every remote. */
const levelSize: Record<HeadingLevel, FontSize> = {
  1: '4xl',
  2: '3xl',
  3: '2xl',
  4: 'xl',
  5: 'lg',
  6: 'md',
};

const StyledHeading = styled.h2.withConfig({ shouldForwardProp: omitProps('size') })<{
  size: FontSize;
}>`
  font-size: ${({ theme, size }) => theme.fontSizes[size]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The outline level (h1–h6). */
  level: HeadingLevel;
  /** Look of another level when the outline and the design disagree. */
  size?: FontSize;
}

export function Heading({ level, size, ...rest }: HeadingProps) {
  return <StyledHeading {...rest} as={`h${level}`} size={size ?? levelSize[level]} />;
}
