import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { Button, ButtonLink } from './Button';
import { renderWithTheme } from './testUtils';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Next</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is busy, ignores clicks and does not submit, but keeps focus', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save &amp; Generate Meal
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save & Generate Meal' });

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
  });

  it('with aria-disabled stays in the Tab order, says why, and ignores clicks and submits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <input aria-label="Supplement name" />
        <Button type="submit" aria-disabled aria-describedby="why" onClick={onClick}>
          Next
        </Button>
        <p id="why">Add a supplement to continue.</p>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });

    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Add a supplement to continue.');
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Supplement name' }), 'Whey{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    renderWithTheme(<Button variant="danger">Delete</Button>);

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});

describe('ButtonLink', () => {
  it('renders a router link and keeps its style props off the DOM', () => {
    renderWithTheme(
      <MemoryRouter>
        <ButtonLink as={Link} to="/cart" variant="secondary" size="lg" fullWidth>
          Back to cart
        </ButtonLink>
      </MemoryRouter>,
    );

    const link = screen.getByRole('link', { name: 'Back to cart' });
    expect(link).toHaveAttribute('href', '/cart');
    for (const attribute of ['variant', 'size', 'fullwidth']) {
      expect(link).not.toHaveAttribute(attribute);
    }
  });
});
