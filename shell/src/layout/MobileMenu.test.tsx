import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labelInNameMismatches } from '@mealprep/shared/testing';
import { aCartItem, aProfile, renderShell, signedInState, signedOutState } from '../testUtils';
import { Header } from './Header';

/**
 * The menu's button and dialog. The browser opens the dialog from the button by itself
 * (`command="show-modal"`); jsdom has no dialogs, so the test shows it as the browser would after
 * checking that the button names it. Opening, focus, Tab, Escape and closing on navigation are
 * the browser's: e2e/specs/phone-language.e2e.ts and keyboard.e2e.ts check them in Chromium.
 */
function openMenu() {
  const button = screen.getByRole('button', { name: 'Menu, site navigation' });
  const dialogId = button.getAttribute('commandfor') ?? '';
  expect(button).toHaveAttribute('command', 'show-modal');
  const element = document.getElementById(dialogId);
  expect(element).toBeInstanceOf(HTMLDialogElement);
  act(() => element?.setAttribute('open', ''));
  return { button, dialog: screen.getByRole('dialog', { name: 'Site navigation' }) };
}

describe('MobileMenu', () => {
  it('names its button apart from the food menu, starting with the word it shows', () => {
    renderShell(<Header />, { preloadedState: signedOutState });
    const button = screen.getByRole('button', { name: 'Menu, site navigation' });
    expect(button).toHaveTextContent(/^Menu$/);
    expect(labelInNameMismatches(document.body)).toEqual([]);

    const { dialog } = openMenu();
    // Nothing in the frame is called plain "Menu" beside "Food menu".
    expect(within(dialog).getByRole('link', { name: 'Food menu' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Menu' })).toEqual([]);
    expect(screen.queryAllByRole('dialog', { name: 'Menu' })).toEqual([]);
  });

  it('is in the page closed, and opens as a modal side sheet with the guest entries', () => {
    renderShell(<Header />, { preloadedState: signedOutState });
    // Closed, it is in the page (so the server's HTML has it) but not shown.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');

    const { button, dialog } = openMenu();

    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The dimmed page closes it too, where the browser knows the attribute.
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(within(dialog).getByRole('button', { name: 'Close site navigation' })).toHaveAttribute(
      'command',
      'close',
    );
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

  it('offers the languages as a form the server answers, for the page before the app starts', () => {
    renderShell(<Header />, { preloadedState: signedOutState, path: '/food-menu?tab=meal' });
    const { dialog } = openMenu();
    const languages = within(dialog).getByRole('group', { name: 'Language' });
    const english = within(languages).getByRole('button', { name: 'English' });
    const malay = within(languages).getByRole('button', { name: 'Bahasa Malaysia' });
    const form = malay.closest('form');

    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/language');
    expect(form).toHaveFormValues({ return: '/food-menu?tab=meal' });
    // The other language posts its name; the current one is no submit button at all.
    expect(malay).toHaveAttribute('type', 'submit');
    expect(malay).toHaveAttribute('name', 'locale');
    expect(malay).toHaveAttribute('value', 'ms-MY');
    expect(english).toHaveAttribute('type', 'button');
  });

  it('offers English and Bahasa Malaysia, marks the current one and switches to the other', async () => {
    const user = userEvent.setup();
    const switchLocale = jest.fn();
    renderShell(<Header />, { preloadedState: signedOutState, platform: { switchLocale } });

    const { dialog } = openMenu();
    const languages = within(dialog).getByRole('group', { name: 'Language' });
    const english = within(languages).getByRole('button', { name: 'English' });
    const malay = within(languages).getByRole('button', { name: 'Bahasa Malaysia' });
    const submitted = jest.fn((event: Event) => event.preventDefault());
    malay.closest('form')?.addEventListener('submit', submitted);

    expect(within(languages).getAllByRole('button')).toEqual([english, malay]);
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(malay).not.toHaveAttribute('aria-current');
    expect(malay).toHaveAttribute('lang', 'ms-MY');
    await user.click(english);
    expect(switchLocale).not.toHaveBeenCalled();
    // The started app switches by itself, without posting the form.
    await user.click(malay);
    expect(switchLocale).toHaveBeenCalledTimes(1);
    expect(switchLocale).toHaveBeenCalledWith('ms-MY');
    expect(submitted).not.toHaveBeenCalled();
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

    const button = screen.getByRole('button', { name: 'Menu, navigasi laman' });
    act(() =>
      document.getElementById(button.getAttribute('commandfor') ?? '')?.setAttribute('open', ''),
    );
    const dialog = screen.getByRole('dialog', { name: 'Navigasi laman' });
    const languages = within(dialog).getByRole('group', { name: 'Bahasa' });

    expect(within(languages).getByRole('button', { name: 'Bahasa Malaysia' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'value',
      'en-US',
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

    const { dialog } = openMenu();

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
});
