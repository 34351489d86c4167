import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { omitProps } from './omitProps';
import { visuallyHidden } from './VisuallyHidden';

export type TableAlign = 'start' | 'end';

/**
 * The table's own scroll region: at 320 px a wide table scrolls inside it instead of making the
 * page scroll sideways (WCAG 1.4.10 reflow). It is focusable so a keyboard user can scroll it,
 * and named by the table's caption so a screen reader says what it holds.
 */
const Region = styled.div`
  max-width: 100%;
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
`;

const StyledTable = styled.table.withConfig({
  shouldForwardProp: omitProps('numericFrom', 'captionHidden'),
})<{ numericFrom?: number; captionHidden?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.space[2]};
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    ${({ captionHidden }) => (captionHidden ? visuallyHidden : '')}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  ${({ numericFrom }) =>
    numericFrom !== undefined &&
    css`
      th:nth-child(n + ${numericFrom + 1}),
      td:nth-child(n + ${numericFrom + 1}) {
        text-align: end;
      }

      /* Amounts stay on one line; their headers may wrap. */
      td:nth-child(n + ${numericFrom + 1}) {
        white-space: nowrap;
      }
    `}
`;

export interface TableProps extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  /** What the table holds; it names the table and its scroll region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (a heading above already says it). */
  captionHidden?: boolean;
  /**
   * Columns from this zero-based index on hold amounts: aligned to the end and kept on one
   * line (an order's meals: name, quantity, price).
   */
  numericFrom?: number;
  /** `<thead>` and `<tbody>`. */
  children: ReactNode;
}

/**
 * A data table that never widens the page: it scrolls sideways inside its own focusable region,
 * labelled by its caption, when it does not fit (docs/conventions.md, WCAG 1.4.10).
 */
export function Table({ caption, captionHidden, numericFrom, children, ...rest }: TableProps) {
  const captionId = useId();
  return (
    // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <Region role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable {...rest} numericFrom={numericFrom} captionHidden={captionHidden}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </StyledTable>
    </Region>
  );
}
