import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination, pagesAround } from './Pagination';
import { renderWithTheme } from './testUtils';

function Pages({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      pages={pages}
      onPageChange={setPage}
      label="Pages of orders"
      previousLabel="Previous"
      nextLabel="Next"
      pageLabel={(n) => `Page ${n}`}
      status={`Page ${page} of ${pages}`}
    />
  );
}

describe('Pagination', () => {
  it('marks the current page and moves with the numbered, previous and next buttons', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Pages pages={3} />);

    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives every target at least 24 × 24 px (2 rem)', () => {
    renderWithTheme(<Pages pages={2} />);

    for (const button of screen.getAllByRole('button')) {
      const style = getComputedStyle(button);
      expect(style.minHeight).toBe('2rem');
      expect(style.minWidth).toBe('2rem');
    }
  });

  it('shows nothing for a single page', () => {
    renderWithTheme(<Pages pages={1} />);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the first, the last and the neighbours of the current page', () => {
    expect(pagesAround(1, 3)).toEqual([1, 2, 3]);
    expect(pagesAround(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pagesAround(9, 9)).toEqual([1, 'gap', 8, 9]);
  });
});
