import { screen } from '@testing-library/react';
import { Badge } from './Badge';
import { renderWithTheme } from './testUtils';

describe('Badge', () => {
  it('reads its label instead of the bare number inside the cart button', () => {
    renderWithTheme(
      <button type="button">
        Cart <Badge label="3 items in cart">3</Badge>
      </button>,
    );

    expect(screen.getByRole('button', { name: 'Cart 3 items in cart' })).toBeInTheDocument();
  });
});
