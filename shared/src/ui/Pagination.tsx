import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from './Button';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one page or none nothing is rendered. */
  pages: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name ("Pages of orders"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** A page button's name ("Page 3"); it must contain the number it shows. */
  pageLabel: (page: number) => string;
  /** Where the visitor is ("Page 2 of 5"), announced when it changes. */
  status?: ReactNode;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** At least 2 × 2 rem: above the 24 × 24 px target size of WCAG 2.5.8. */
const PageButton = styled(Button)`
  min-width: 2rem;
  padding: 0 ${({ theme }) => theme.space[2]};
`;

const Gap = styled.li`
  min-width: 1rem;
  text-align: center;
`;

const Status = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The pages to offer: the first, the last, and the current one with its neighbours. */
export function pagesAround(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((value) => value >= 1 && value <= pages)
    .sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const value of shown) {
    const last = result.at(-1);
    if (typeof last === 'number' && value - last > 1) result.push('gap');
    result.push(value);
  }
  return result;
}

/**
 * Previous, numbered pages and next, in a named navigation landmark; the current page carries
 * `aria-current="page"`. Previous and next stay focusable at the ends (`aria-disabled`), so the
 * focus is not lost when the last page is reached.
 */
export function Pagination({
  page,
  pages,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  status,
}: PaginationProps) {
  if (pages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onPageChange(target);
  };
  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PageButton
            variant="secondary"
            size="sm"
            aria-disabled={page <= 1 || undefined}
            onClick={() => go(page - 1)}
          >
            {previousLabel}
          </PageButton>
        </li>
        {pagesAround(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={entry}>
              <PageButton
                variant={entry === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            variant="secondary"
            size="sm"
            aria-disabled={page >= pages || undefined}
            onClick={() => go(page + 1)}
          >
            {nextLabel}
          </PageButton>
        </li>
      </List>
      {status !== undefined && <Status aria-live="polite">{status}</Status>}
    </nav>
  );
}
