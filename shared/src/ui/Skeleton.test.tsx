import { screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { renderWithTheme } from './testUtils';

describe('Skeleton', () => {
  it('is hidden from assistive technology and keeps its size props off the DOM', () => {
    const { container } = renderWithTheme(<Skeleton width={120} height="2rem" />);

    const box = container.firstElementChild;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).not.toHaveAttribute('width');
    expect(box).not.toHaveAttribute('height');
  });
});

describe('Spinner', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<Spinner label="Generating your meal plan" />);

    expect(screen.getByRole('status')).toHaveTextContent('Generating your meal plan');
  });

  it('is decorative without a label', () => {
    const { container } = renderWithTheme(<Spinner />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
