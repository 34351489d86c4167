import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import type { Space } from './theme';
import { omitProps } from './omitProps';

export interface ClusterProps {
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/** A row that wraps: buttons, badges, filters. */
export const Cluster = styled.div.withConfig({
  shouldForwardProp: omitProps('gap', 'align', 'justify'),
})<ClusterProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, gap = 3 }) => theme.space[gap]};
  align-items: ${({ align = 'center' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
`;
