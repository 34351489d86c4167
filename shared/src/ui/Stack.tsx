import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import type { Space } from './theme';
import { omitProps } from './omitProps';

export interface StackProps {
  gap?: Space;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/** Children one after another with a fixed gap; a column unless `direction="row"`. */
export const Stack = styled.div.withConfig({
  shouldForwardProp: omitProps('gap', 'direction', 'align', 'justify'),
})<StackProps>`
  display: flex;
  flex-direction: ${({ direction = 'column' }) => direction};
  gap: ${({ theme, gap = 4 }) => theme.space[gap]};
  align-items: ${({ align = 'stretch' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
`;
