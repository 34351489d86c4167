import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast, ToastViewport, type ToastVariant } from './Toast';
import { renderWithTheme } from './testUtils';

describe('Toast', () => {
  it.each<[ToastVariant, 'alert' | 'status']>([
    ['destructive', 'alert'],
    ['default', 'status'],
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'status'],
  ])('a %s toast has role %s', (variant, role) => {
    renderWithTheme(
      <ToastViewport>
        <Toast
          variant={variant}
          title="Heads up"
          description="Item added to cart"
          closeLabel="Close"
        />
      </ToastViewport>,
    );

    const toast = screen.getByRole(role);
    expect(toast).toHaveTextContent('Heads upItem added to cart');
    expect(toast).toHaveAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite');
    expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).not.toBeInTheDocument();
  });

  it('calls onClose from its translated close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <Toast
        variant="destructive"
        title="Uh oh! Something went wrong"
        description="Something went wrong. Please try again later."
        closeLabel="Tutup"
        onClose={onClose}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Tutup' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose', () => {
    renderWithTheme(<Toast description="Cart fetched" closeLabel="Close" />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
