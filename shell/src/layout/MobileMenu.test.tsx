import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labelInNameMismatches } from '@mealprep/shared/testing';
import { aCartItem, aProfile, renderShell, signedInState, signedOutState } from '../testUtils';
import { Header } from './Header';

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Menu, site navigation' });
  await user.click(button);
  // The menu's code is its own chunk: the first open waits for it.
  return { button, dialog: await screen.findByRole('dialog', { name: 'Site navigation' }) };
}

describe('MobileMenu', () => {
  it('names its button apart from the food menu, starting with the word it shows', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState });
    const button = screen.getByRole('button', { name: 'Menu, site navigation' });
    expect(button).toHaveTextContent(/^Menu$/);
    expect(labelInNameMismatches(document.body)).toEqual([]);

    const { dialog } = await openMenu(user);
    // Nothing in the frame is called plain "Menu" beside "Food menu" (finding 11).
    expect(within(dialog).getByRole('link', { name: 'Food menu' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Menu' })).toEqual([]);
    expect(screen.queryAllByRole('dialog', { name: 'Menu' })).toEqual([]);
  });

  it('opens as a modal side sheet with the guest entries and moves focus into it', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState });

    const { button, dialog } = await openMenu(user);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Log in',
      'Sign up',
      'About us',
      'Food menu',
      'About you',
      'Meal bundles',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(within(dialog).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers English and Bahasa Malaysia, marks the current one and switches to the other', async () => {
    const user = userEvent.setup();
    const switchLocale = jest.fn();
    renderShell(<Header />, { preloadedState: signedOutState, platform: { switchLocale } });

    const { dialog } = await openMenu(user);
    const languages = within(dialog).getByRole('group', { name: 'Language' });
    const english = within(languages).getByRole('button', { name: 'English' });
    const malay = within(languages).getByRole('button', { name: 'Bahasa Malaysia' });

    expect(within(languages).getAllByRole('button')).toEqual([english, malay]);
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(malay).not.toHaveAttribute('aria-current');
    expect(malay).toHaveAttribute('lang', 'ms-MY');
    await user.click(english);
    expect(switchLocale).not.toHaveBeenCalled();
    await user.click(malay);
    expect(switchLocale).toHaveBeenCalledTimes(1);
    expect(switchLocale).toHaveBeenCalledWith('ms-MY');
  });

  it('offers both languages in Bahasa Malaysia too, and switches back to English', async () => {
    const user = userEvent.setup();
    const switchLocale = jest.fn();
    renderShell(<Header />, {
      preloadedState: signedInState(),
      locale: 'ms-MY',
      path: '/ms-MY/food-menu',
      platform: { switchLocale },
    });

    await user.click(screen.getByRole('button', { name: 'Menu, navigasi laman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigasi laman' });
    const languages = within(dialog).getByRole('group', { name: 'Bahasa' });

    expect(within(languages).getByRole('button', { name: 'Bahasa Malaysia' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(switchLocale).toHaveBeenCalledWith('en-US');
  });

  it('shows the signed-in entries and logs out', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    renderShell(<Header />, {
      preloadedState: signedInState(aProfile(), [aCartItem({ quantity: 2 })]),
      platform: { logout },
    });

    const { dialog } = await openMenu(user);

    expect(within(dialog).getByText('Siti Aminah')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(dialog).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const english = within(within(dialog).getByRole('group', { name: 'Language' })).getByRole(
      'button',
      { name: 'English' },
    );
    expect(english).toHaveAttribute('aria-current', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState });
    const { button } = await openMenu(user);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState });
    const { dialog } = await openMenu(user);

    await user.click(within(dialog).getByRole('button', { name: 'Close site navigation' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when one of its links navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderShell(<Header />, { preloadedState: signedOutState });
    const { dialog } = await openMenu(user);

    await user.click(within(dialog).getByRole('link', { name: 'Food menu' }));

    expect(router.state.location.pathname).toBe('/food-menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState });
    const { dialog } = await openMenu(user);
    const close = within(dialog).getByRole('button', { name: 'Close site navigation' });
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Bahasa Malaysia' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});
