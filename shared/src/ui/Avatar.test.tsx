import { fireEvent, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './Avatar';
import { renderWithTheme } from './testUtils';

describe('Avatar', () => {
  it.each([
    ['Nur Aisyah binti Ahmad', 'NA'],
    ['  siti  ', 'S'],
    ['Tan Wei Ming', 'TM'],
    ['', ''],
  ])('initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('shows the profile image with the name as alternative text', () => {
    renderWithTheme(<Avatar name="Tan Wei Ming" src="/me.webp" />);

    expect(screen.getByRole('img', { name: 'Tan Wei Ming' })).toHaveAttribute('src', '/me.webp');
  });

  it('falls back to named initials when there is no image or it fails to load', () => {
    renderWithTheme(<Avatar name="Tan Wei Ming" src="/broken.webp" />);

    fireEvent.error(screen.getByRole('img'));

    const avatar = screen.getByRole('img', { name: 'Tan Wei Ming' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('TM');
  });

  it('is silent when decorative', () => {
    renderWithTheme(<Avatar name="Tan Wei Ming" alt="" />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
