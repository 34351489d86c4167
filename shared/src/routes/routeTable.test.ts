import { href, matchRoute, routeIds, routeTable, routesOfRemote, REMOTE_NAMES } from './routeTable';

describe('route table', () => {
  it('builds paths with params', () => {
    expect(href('order', { id: 12 })).toBe('/account/my-order/12');
    expect(href('paymentFailed', { id: 'a b' })).toBe('/payment/a%20b/failed');
    expect(href('home')).toBe('/');
  });

  it('gives every path exactly once', () => {
    const paths = routeIds.map((id) => routeTable[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every remote at least one route and each route one remote', () => {
    const owned = REMOTE_NAMES.flatMap((remote) => routesOfRemote(remote));
    expect(owned.sort()).toEqual([...routeIds].sort());
    for (const remote of REMOTE_NAMES) expect(routesOfRemote(remote).length).toBeGreaterThan(0);
  });

  it('names the plan loading route as docs/spec.md §2 does', () => {
    expect(routeTable.planLoading.name).toBe('account-user-preferences-loading');
  });

  it('guards the customer area, the cart and checkout, and admin pages', () => {
    for (const id of routeIds) {
      const { path, guards } = routeTable[id];
      if (path.startsWith('/account') || path === '/cart' || path === '/checkout') {
        expect(guards).toContain('auth');
      }
      if (path.startsWith('/admin/') && path !== '/admin/login') expect(guards).toContain('admin');
      // The verification link is opened signed in or not (docs/accounts.md).
      if (path.startsWith('/auth/') && id !== 'verifyEmail') expect(guards).toEqual(['guest']);
    }
    expect(routeTable.verifyEmail.guards).toEqual([]);
  });

  it('opens only the essentials to guests, behind the auth guard that lets them in', () => {
    const open = routeIds.filter((id) => 'guestAccess' in routeTable[id]);
    expect(open).toEqual(['essentials']);
    expect(routeTable.essentials.guards).toEqual(['auth']);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/food-menu', 'foodMenu'],
    ['/food-menu/', 'foodMenu'],
    ['/account', 'dashboard'],
    ['/account/my-order/12', 'order'],
    ['/account/my-order/12/summary', 'orderSummary'],
    ['/payment/ab-1/failed', 'paymentFailed'],
    ['/account/my-order/12/x', null],
    ['/nope', null],
  ])('%s → %s', (path, expected) => {
    expect(matchRoute(path)).toBe(expected);
  });
});
