import { styled } from 'styled-components';
import type { Space } from './theme';
import { omitProps } from './omitProps';

export interface GridProps {
  /** Narrowest a column may get before the grid drops a column, e.g. "16rem". */
  minColumnWidth?: string;
  gap?: Space;
}

/** As many equal columns as fit, each at least `minColumnWidth`; no media queries needed. */
export const Grid = styled.div.withConfig({
  shouldForwardProp: omitProps('minColumnWidth', 'gap'),
})<GridProps>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(${({ minColumnWidth = '16rem' }) => minColumnWidth}, 100%), 1fr)
  );
  gap: ${({ theme, gap = 4 }) => theme.space[gap]};
`;
