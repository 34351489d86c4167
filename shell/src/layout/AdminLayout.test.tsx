import { screen, within } from '@testing-library/react';
import type { Locale } from '@mealprep/shared/i18n';
import { permissionsOf, type StaffRole } from '@mealprep/shared/staff';
import type { RootState } from '@mealprep/shared/store';
import { renderShell } from '../testUtils';
import { AdminLayout } from './AdminLayout';

/** Store state of a signed-in member of staff, with the permissions the API gives the role. */
function signedInAs(role: StaffRole): Partial<RootState> {
  return {
    auth: {
      profile: null,
      admin: {
        id: 40,
        email: `${role}@mealprep.my`,
        role,
        permissions: permissionsOf(role),
        first_name: 'Staff',
        last_name: 'Member',
      },
      status: 'signedIn',
    },
  };
}

const menuOf = (role: StaffRole, locale: Locale = 'en-US') => {
  renderShell(<AdminLayout />, {
    preloadedState: signedInAs(role),
    outlet: <h1>The page</h1>,
    path: locale === 'ms-MY' ? '/ms-MY/admin/orders' : '/admin/orders',
    locale,
  });
  const nav = within(screen.getByRole('banner')).getByRole('navigation', {
    name: locale === 'ms-MY' ? 'Pentadbir' : 'Admin',
  });
  return within(nav).getAllByRole('link');
};

describe('the staff menu', () => {
  it.each([
    [
      'admin',
      [
        'Orders board',
        'Production sheet',
        'Packing',
        'Courier dispatch',
        'Subscriptions',
        'Forecast',
        'Menu',
        'Customer points',
        'Outbox',
        'Refunds due',
        'Problems reported',
        'Vouchers',
        'Staff',
        'Audit log',
        'Logs',
        'Releases',
      ],
    ],
    [
      'kitchen',
      ['Orders board', 'Production sheet', 'Packing', 'Subscriptions', 'Forecast', 'Menu'],
    ],
    ['dispatch', ['Orders board', 'Production sheet', 'Packing', 'Courier dispatch']],
    [
      'support',
      [
        'Orders board',
        'Production sheet',
        'Packing',
        'Subscriptions',
        'Forecast',
        'Customer points',
        'Outbox',
        'Refunds due',
        'Problems reported',
      ],
    ],
  ] as const)('shows %s only the pages its permissions open', (role, pages) => {
    expect(menuOf(role).map((link) => link.textContent)).toEqual(pages);
  });

  it('links each page in the reader’s language and marks the page open', () => {
    const [orders, ...rest] = menuOf('admin', 'ms-MY');
    expect(orders).toHaveTextContent('Papan pesanan');
    expect(orders).toHaveAttribute('href', '/ms-MY/admin/orders');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(rest.map((link) => link.getAttribute('href'))).toEqual([
      '/ms-MY/admin/production',
      '/ms-MY/admin/packing',
      '/ms-MY/admin/dispatch',
      '/ms-MY/admin/subscriptions',
      '/ms-MY/admin/subscriptions/forecast',
      '/ms-MY/admin/menu',
      '/ms-MY/admin/customers',
      '/ms-MY/admin/outbox',
      '/ms-MY/admin/refunds',
      '/ms-MY/admin/problems',
      '/ms-MY/admin/vouchers',
      '/ms-MY/admin/staff',
      '/ms-MY/admin/audit',
      '/ms-MY/admin/logs',
      '/ms-MY/admin/releases',
    ]);
    expect(rest.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });
});
