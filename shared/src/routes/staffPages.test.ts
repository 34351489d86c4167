import { permissionsOf, STAFF_ROLES } from '../staff/staff';
import { routeIds, routeTable, type RouteDefinition } from './routeTable';
import { STAFF_MENU, staffLanding, staffMayOpen, staffMenu } from './staffPages';

const staffOnly = (route: RouteDefinition) => route.guards.includes('admin');

describe('staff pages', () => {
  it('gives every page behind the admin guard the permission it needs, and no other page one', () => {
    const guarded = routeIds.filter((id) => staffOnly(routeTable[id]));
    const withPermission = routeIds.filter(
      (id) => (routeTable[id] as RouteDefinition).permission !== undefined,
    );
    expect(withPermission).toEqual(guarded);
  });

  it('lists every staff page without a path parameter in the menu', () => {
    const pages = routeIds.filter(
      (id) => staffOnly(routeTable[id]) && !routeTable[id].path.includes(':'),
    );
    expect([...STAFF_MENU].sort()).toEqual(pages.sort());
  });

  it.each([
    [
      'admin',
      [
        'adminOrders',
        'adminProduction',
        'adminPacking',
        'adminDispatch',
        'adminSubscriptions',
        'adminSubscriptionForecast',
        'adminMenu',
        'adminCustomers',
        'adminOutbox',
        'adminRefunds',
        'adminProblems',
        'adminVouchers',
        'adminStaff',
        'adminAudit',
        'adminLogs',
        'adminReleases',
      ],
    ],
    [
      'kitchen',
      [
        'adminOrders',
        'adminProduction',
        'adminPacking',
        'adminSubscriptions',
        'adminSubscriptionForecast',
        'adminMenu',
      ],
    ],
    ['dispatch', ['adminOrders', 'adminProduction', 'adminPacking', 'adminDispatch']],
    [
      'support',
      [
        'adminOrders',
        'adminProduction',
        'adminPacking',
        'adminSubscriptions',
        'adminSubscriptionForecast',
        'adminCustomers',
        'adminOutbox',
        'adminRefunds',
        'adminProblems',
      ],
    ],
  ] as const)('shows %s the pages of its permissions', (role, pages) => {
    expect(staffMenu(permissionsOf(role))).toEqual(pages);
  });

  it('lands every role on the orders board, the first page it may open', () => {
    for (const role of STAFF_ROLES) expect(staffLanding(permissionsOf(role))).toBe('adminOrders');
  });

  it('opens a page behind its permission only, and the login to everyone', () => {
    expect(staffMayOpen('adminVoucher', permissionsOf('support'))).toBe(false);
    expect(staffMayOpen('adminCustomer', permissionsOf('support'))).toBe(true);
    expect(staffMayOpen('adminLogin', [])).toBe(true);
    expect(staffMayOpen('adminOrders', [])).toBe(false);
  });
});
