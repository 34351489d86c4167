import { screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { Heading } from './Heading';
import { renderWithTheme } from './testUtils';

describe('Heading and EmptyState', () => {
  it('renders the heading level asked for', () => {
    renderWithTheme(<Heading level={3}>My orders</Heading>);

    expect(screen.getByRole('heading', { level: 3, name: 'My orders' })).toBeInTheDocument();
  });

  it('shows title, description and action, with the icon hidden', () => {
    renderWithTheme(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="Your cart is empty"
        description="Add meals from the food menu."
        action={<a href="/food-menu">Browse the menu</a>}
      />,
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add meals from the food menu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute(
      'href',
      '/food-menu',
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
