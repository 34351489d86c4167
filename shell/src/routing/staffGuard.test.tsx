import { screen } from '@testing-library/react';
import { permissionsOf, type StaffRole } from '@mealprep/shared/staff';
import { routeTable } from '@mealprep/shared/routes';
import type { RootState } from '@mealprep/shared/store';
import { renderShell } from '../testUtils';
import { withGuards } from './guards';

const page = <h1>Protected page</h1>;

function signedInAs(role: StaffRole): Partial<RootState> {
  return {
    auth: {
      profile: null,
      admin: {
        id: 41,
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

describe('the admin guard and the staff roles', () => {
  it.each([
    ['kitchen', '/admin/orders', routeTable.adminOrders.guards],
    ['dispatch', '/admin/orders', routeTable.adminOrders.guards],
    ['support', '/admin/customers/7', routeTable.adminCustomer.guards],
    ['support', '/admin/outbox', routeTable.adminOutbox.guards],
    ['admin', '/admin/audit', routeTable.adminAudit.guards],
    ['admin', '/admin/staff', routeTable.adminStaff.guards],
  ] as const)('lets %s open %s', (role, path, guards) => {
    renderShell(withGuards(guards, page), { preloadedState: signedInAs(role), path });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it.each([
    ['kitchen', '/admin/vouchers', routeTable.adminVouchers.guards],
    ['dispatch', '/admin/customers', routeTable.adminCustomers.guards],
    ['support', '/admin/staff', routeTable.adminStaff.guards],
    ['support', '/admin/audit', routeTable.adminAudit.guards],
    ['kitchen', '/admin/logs/3', routeTable.adminLog.guards],
  ] as const)(
    'tells %s it has no access to %s, with the way to its own first page',
    (role, path, guards) => {
      renderShell(withGuards(guards, page), { preloadedState: signedInAs(role), path });
      expect(
        screen.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Protected page' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Orders board' })).toHaveAttribute(
        'href',
        '/admin/orders',
      );
    },
  );

  it('says so in Malay under the language prefix', () => {
    renderShell(withGuards(routeTable.adminReleases.guards, page), {
      preloadedState: signedInAs('dispatch'),
      path: '/ms-MY/admin/releases',
      locale: 'ms-MY',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anda tiada akses ke halaman ini' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pergi ke Papan pesanan' })).toHaveAttribute(
      'href',
      '/ms-MY/admin/orders',
    );
  });

  it('still sends a visitor who is not staff to the staff login', () => {
    renderShell(withGuards(routeTable.adminOrders.guards, page), {
      preloadedState: {
        auth: { profile: null, admin: null, status: 'signedOut' },
      },
      path: '/admin/orders',
      routes: [{ path: '/admin/login', element: <h1>Admin login screen</h1> }],
    });
    expect(screen.getByRole('heading', { name: 'Admin login screen' })).toBeInTheDocument();
  });
});
