import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, signedInAdminState, signedInState, signedOutState } from '../testUtils';
import { AdminLayout } from './AdminLayout';
import { DashboardLayout } from './DashboardLayout';
import { GuestLayout } from './GuestLayout';
import { MainLayout } from './MainLayout';
import { PageSkeleton } from './PageSkeleton';

const page = <h1>The page</h1>;

describe('MainLayout', () => {
  it('frames the page with a skip link, the header, main and the footer', async () => {
    const user = userEvent.setup();
    renderShell(<MainLayout />, { preloadedState: signedOutState, outlet: page });

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });
});

describe('GuestLayout', () => {
  // New Year's Day in Kuala Lumpur while the machine's UTC clock is still on 31 December: the
  // year is the shop's (the test once read the machine's and failed on that evening).
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-31T16:30:00Z'), doNotFake: ['setTimeout'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('has a slim bar with the brand and language, the screen, and a one-line footer', () => {
    renderShell(<GuestLayout />, { preloadedState: signedOutState, outlet: page });

    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'MealPrep MY' })).toBeInTheDocument();
    expect(within(bar).getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
    expect(within(bar).queryByRole('button', { name: 'Shop' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'The page' }),
    ).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2027 MealPrep MY')).toBeVisible();
  });
});

describe('DashboardLayout', () => {
  const entries = [
    'Dashboard',
    'Orders',
    'Subscription',
    'Meal preferences',
    'Profile',
    'Points',
    'Address',
  ];

  it('lists the seven account pages and marks the current one', () => {
    renderShell(<DashboardLayout />, {
      preloadedState: signedInState(),
      outlet: page,
      path: '/account/points',
    });

    const sidebar = screen.getByRole('navigation', { name: 'My account' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(entries);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/account',
      '/account/my-order',
      '/account/subscription',
      '/account/preferences',
      '/account/profile',
      '/account/points',
      '/account/address',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Points' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps Orders current on an order of the list, with the language prefix', () => {
    renderShell(<DashboardLayout />, {
      preloadedState: signedInState(),
      outlet: page,
      locale: 'ms-MY',
      path: '/ms-MY/account/my-order/42',
    });

    const sidebar = screen.getByRole('navigation', { name: 'Akaun saya' });
    const orders = within(sidebar).getByRole('link', { name: 'Pesanan' });
    expect(orders).toHaveAttribute('href', '/ms-MY/account/my-order');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(
      within(sidebar)
        .getAllByRole('link')
        .filter((link) => link.ariaCurrent),
    ).toHaveLength(1);
  });
});

describe('AdminLayout', () => {
  it('gives a signed-in admin logs, releases and logout', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    renderShell(<AdminLayout />, {
      preloadedState: signedInAdminState,
      outlet: page,
      path: '/admin/logs',
      platform: { logout },
    });

    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Admin')).toBeInTheDocument();
    const nav = within(bar).getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Logs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Releases' })).toHaveAttribute(
      'href',
      '/admin/releases',
    );
    await user.click(within(bar).getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('shows only the brand on the admin login screen', () => {
    renderShell(<AdminLayout />, { preloadedState: signedOutState, outlet: page });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
  });
});

describe('PageSkeleton', () => {
  it('is a status that says Loading… while its blocks stay hidden from assistive technology', () => {
    renderShell(<PageSkeleton />, { locale: 'ms-MY' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Memuatkan…');
    expect(status.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });
});
