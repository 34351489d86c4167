import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCartItem, aProfile, renderShell, signedInState, signedOutState } from '../testUtils';
import { Header } from './Header';

function banner() {
  return screen.getByRole('banner');
}

describe('Header for a guest', () => {
  it('offers login, sign-up and the language, and no cart or avatar', () => {
    renderShell(<Header />, { preloadedState: signedOutState });

    expect(within(banner()).getByRole('link', { name: 'MealPrep MY' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('switches the language through the platform', async () => {
    const switchLocale = jest.fn();
    renderShell(<Header />, { preloadedState: signedOutState, platform: { switchLocale } });

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Language' }),
      'Bahasa Malaysia',
    );

    expect(switchLocale).toHaveBeenCalledWith('ms-MY');
  });

  it('holds the place of the session controls while the session is looked up', () => {
    renderShell(<Header />, {
      preloadedState: { auth: { profile: null, admin: null, status: 'loading' } },
    });

    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'About us' })).toBeInTheDocument();
  });
});

describe('Header shop dropdown', () => {
  it('is a disclosure that opens, lists the three shop pages, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState });
    const shop = screen.getByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Food menu' })).not.toBeInTheDocument();

    await user.click(shop);

    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Food menu' })).toHaveAttribute('href', '/food-menu');
    expect(screen.getByRole('link', { name: 'About you' })).toHaveAttribute(
      'href',
      '/account/user-preferences/essentials',
    );
    expect(screen.getByRole('link', { name: 'Meal bundles' })).toHaveAttribute(
      'href',
      '/meal-bundles',
    );

    await user.keyboard('{Escape}');

    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(shop).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Food menu' })).not.toBeInTheDocument();
  });

  it('closes on a click outside and after following one of its links', async () => {
    const user = userEvent.setup();
    const { router } = renderShell(<Header />, { preloadedState: signedOutState });
    const shop = screen.getByRole('button', { name: 'Shop' });

    await user.click(shop);
    await user.click(document.body);
    expect(shop).toHaveAttribute('aria-expanded', 'false');

    await user.click(shop);
    await user.click(screen.getByRole('link', { name: 'Meal bundles' }));
    expect(router.state.location.pathname).toBe('/meal-bundles');
    expect(shop).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header for a signed-in customer', () => {
  const cart = [aCartItem({ id: 1, quantity: 2 }), aCartItem({ id: 2, quantity: 1 })];

  it('shows the cart with its item count and the avatar initials, not login or sign-up', () => {
    renderShell(<Header />, { preloadedState: signedInState(aProfile(), cart) });

    const cartLink = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cartLink).toHaveAttribute('href', '/cart');
    expect(within(cartLink).getByText('3')).toBeInTheDocument();
    const avatar = screen.getByRole('button', { name: 'Account menu, Siti Aminah' });
    expect(within(avatar).getByRole('img', { name: 'Siti Aminah' })).toHaveAttribute(
      'data-initials',
      'SA',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows the profile image with the name as its alternative text', () => {
    renderShell(<Header />, {
      preloadedState: signedInState(aProfile({ profile_image: 'https://cdn.example/siti.webp' })),
    });
    expect(screen.getByRole('img', { name: 'Siti Aminah' })).toHaveAttribute(
      'src',
      'https://cdn.example/siti.webp',
    );
  });

  it('says an empty cart is empty', () => {
    renderShell(<Header />, { preloadedState: signedInState(aProfile(), []) });
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
  });

  it('opens the avatar menu with my account, dashboard, the language and logout', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    renderShell(<Header />, {
      preloadedState: signedInState(aProfile(), cart),
      platform: { logout },
    });
    const avatar = screen.getByRole('button', { name: /Account menu/ });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');

    await user.click(avatar);

    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('switches the language from the avatar menu', async () => {
    const user = userEvent.setup();
    const switchLocale = jest.fn();
    renderShell(<Header />, { preloadedState: signedInState(), platform: { switchLocale } });

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ms-MY');

    expect(switchLocale).toHaveBeenCalledWith('ms-MY');
  });
});

describe('Header in Bahasa Malaysia', () => {
  it('speaks Malay and keeps the /ms-MY prefix on its links', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { preloadedState: signedOutState, locale: 'ms-MY', path: '/ms-MY' });

    expect(screen.getByRole('navigation', { name: 'Utama' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentang kami' })).toHaveAttribute(
      'href',
      '/ms-MY/about-us',
    );
    expect(screen.getByRole('link', { name: 'Log masuk' })).toHaveAttribute(
      'href',
      '/ms-MY/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute(
      'href',
      '/ms-MY/auth/register',
    );
    expect(screen.getByRole('combobox', { name: 'Bahasa' })).toHaveDisplayValue('Bahasa Malaysia');

    await user.click(screen.getByRole('button', { name: 'Kedai' }));
    expect(screen.getByRole('link', { name: 'Menu makanan' })).toHaveAttribute(
      'href',
      '/ms-MY/food-menu',
    );
  });

  it('names the cart in Malay for a signed-in customer', () => {
    renderShell(<Header />, {
      preloadedState: signedInState(aProfile(), [aCartItem({ quantity: 4 })]),
      locale: 'ms-MY',
      path: '/ms-MY',
    });
    expect(screen.getByRole('link', { name: 'Troli, 4 item' })).toHaveAttribute(
      'href',
      '/ms-MY/cart',
    );
  });
});
