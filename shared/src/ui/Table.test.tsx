import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from './Table';
import { renderWithTheme } from './testUtils';

function Vouchers({ captionHidden }: { captionHidden?: boolean }) {
  return (
    <Table caption="Vouchers" captionHidden={captionHidden} numericFrom={1}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Uses</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>RAYA10</td>
          <td>3 / 10</td>
        </tr>
      </tbody>
    </Table>
  );
}

describe('Table', () => {
  it('is named by its caption, and so is the region it scrolls in', () => {
    renderWithTheme(<Vouchers />);

    const table = screen.getByRole('table', { name: 'Vouchers' });
    expect(screen.getByRole('region', { name: 'Vouchers' })).toContainElement(table);
    expect(screen.getByRole('columnheader', { name: 'Uses' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'RAYA10' })).toBeInTheDocument();
  });

  it('scrolls sideways inside its region, which the keyboard can reach', async () => {
    renderWithTheme(<Vouchers />);

    const region = screen.getByRole('region', { name: 'Vouchers' });
    expect(getComputedStyle(region).overflowX).toBe('auto');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('keeps a hidden caption as the name', () => {
    renderWithTheme(<Vouchers captionHidden />);

    expect(screen.getByRole('table', { name: 'Vouchers' })).toBeInTheDocument();
  });
});
