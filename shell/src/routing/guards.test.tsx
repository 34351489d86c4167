import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { cartAnswered } from '@mealprep/shared/cart/api';
import { permissionsOf } from '@mealprep/shared/staff';
import { routeTable, type RouteId } from '@mealprep/shared/routes';
import type { RootState } from '@mealprep/shared/store';
import {
  aProfile,
  cachedCart,
  renderShell,
  shellTree,
  signedInState,
  signedOutState,
} from '../testUtils';
import { withGuards } from './guards';
import { ServerRedirectContext, type RedirectRecord } from './serverRedirect';

const profile = aProfile;
const signedIn = signedInState;
const signedOut = signedOutState;
const checking: Partial<RootState> = { auth: { profile: null, admin: null, status: 'loading' } };

const page = <h1>Protected page</h1>;

/** A route's guards around `page`, rendered as the server renders (docs/architecture.md §2.4). */
function serverRender(id: RouteId, state: Partial<RootState>, path: string) {
  const redirect: RedirectRecord = { to: null };
  const { ui } = shellTree(withGuards(routeTable[id].guards, page), {
    preloadedState: state,
    path,
  });
  const html = renderToString(
    <ServerRedirectContext.Provider value={redirect}>{ui}</ServerRedirectContext.Provider>,
  );
  return { html, to: redirect.to };
}
const targets = [
  { path: '/auth/login', element: <h1>Login screen</h1> },
  { path: '/ms-MY/auth/login', element: <h1>Skrin log masuk</h1> },
  { path: '/account', element: <h1>Dashboard screen</h1> },
  { path: '/admin/login', element: <h1>Admin login screen</h1> },
  { path: '/account/user-preferences/essentials', element: <h1>Essentials screen</h1> },
  { path: '/cart', element: <h1>Cart screen</h1> },
  { path: '/account/profile', element: <h1>Profile screen</h1> },
];

describe('auth guard', () => {
  it('shows the page to a signed-in customer', () => {
    renderShell(withGuards(['auth'], page), {
      preloadedState: signedIn(),
      path: '/account/points',
    });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('waits while the session is being checked', () => {
    renderShell(withGuards(['auth'], page), { preloadedState: checking, path: '/account/points' });
    expect(screen.queryByRole('heading', { name: 'Protected page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('sends a guest to login with the return path', () => {
    const { router } = renderShell(withGuards(['auth'], page), {
      preloadedState: signedOut,
      path: '/account/points?tab=2',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/account/points?tab=2')}`,
    );
  });

  it('sends a guest on the meal questionnaire to the sign-up tab, with the way back', () => {
    const { router } = renderShell(withGuards(routeTable.mealQuestionnaire.guards, page), {
      preloadedState: signedOut,
      path: '/account/user-preferences/meal',
      routes: [{ path: '/auth/register', element: <h1>Sign-up screen</h1> }],
    });
    expect(screen.getByRole('heading', { name: 'Sign-up screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/account/user-preferences/meal')}`,
    );
  });

  // Finding 9: a guest starting a plan answers the essentials first, and signs up after.
  it.each([
    ['en-US', '/account/user-preferences/essentials?step=goal'],
    ['ms-MY', '/ms-MY/account/user-preferences/essentials'],
  ] as const)('lets a guest starting a plan (%s) answer the essentials', async (locale, path) => {
    const { router } = renderShell(withGuards(routeTable.essentials.guards, page), {
      preloadedState: signedOut,
      locale,
      path,
      routes: [
        { path: '/auth/register', element: <h1>Sign-up screen</h1> },
        { path: '/ms-MY/auth/register', element: <h1>Skrin daftar</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
  });

  it('gives a guest on the essentials a skeleton from the server, not a redirect', () => {
    const essentials = serverRender(
      'essentials',
      signedOut,
      '/account/user-preferences/essentials',
    );
    expect(essentials.to).toBeNull();
    expect(essentials.html).toContain('data-page-skeleton');
    expect(essentials.html).not.toContain('Protected page');
    // Every other customer page still sends the guest to sign in from the server.
    expect(serverRender('points', signedOut, '/account/points').to).toBe(
      `/auth/login?redirect=${encodeURIComponent('/account/points')}`,
    );
  });

  it('renders the essentials of a signed-in customer on the server as before', () => {
    const essentials = serverRender(
      'essentials',
      signedIn(),
      '/account/user-preferences/essentials',
    );
    expect(essentials.to).toBeNull();
    expect(essentials.html).toContain('Protected page');
  });

  it('keeps the language prefix when redirecting', () => {
    renderShell(withGuards(['auth'], page), {
      preloadedState: signedOut,
      locale: 'ms-MY',
      path: '/ms-MY/account/points',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Skrin log masuk' })).toBeInTheDocument();
  });
});

describe('guest guard', () => {
  it('shows guest screens to a guest', () => {
    renderShell(withGuards(['guest'], page), { preloadedState: signedOut, path: '/auth/login' });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the return path', () => {
    renderShell(withGuards(['guest'], page), {
      preloadedState: signedIn(),
      path: `/auth/register?redirect=${encodeURIComponent('/cart')}`,
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Cart screen' })).toBeInTheDocument();
  });

  it('ignores a return path to another site', () => {
    renderShell(withGuards(['guest'], page), {
      preloadedState: signedIn(),
      path: `/auth/register?redirect=${encodeURIComponent('//evil.example/x')}`,
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it.each([
    ['a guest', signedOut, 'Admin login screen'],
    ['a customer', signedIn(), 'Admin login screen'],
    [
      'an admin',
      {
        auth: {
          profile: null,
          admin: {
            id: 2,
            email: 'ops@mealprep.my',
            role: 'admin' as const,
            permissions: permissionsOf('admin'),
            first_name: 'Ops',
            last_name: 'Team',
          },
          status: 'signedIn' as const,
        },
      },
      'Protected page',
    ],
  ])('%s', (_who, state, heading) => {
    renderShell(withGuards(['admin'], page), {
      preloadedState: state,
      path: '/admin/logs',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('all-answered guard', () => {
  it('sends a customer with unanswered questionnaires to the essentials', () => {
    renderShell(withGuards(['auth', 'allAnswered'], page), {
      preloadedState: signedIn(profile({ meal_preferences_answered: false })),
      path: '/account/user-preferences/summary',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Essentials screen' })).toBeInTheDocument();
  });

  it('lets a customer who answered both through', () => {
    renderShell(withGuards(['auth', 'allAnswered'], page), {
      preloadedState: signedIn(),
      path: '/account/user-preferences/summary',
    });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });
});

describe('checkout guard', () => {
  const cartWithOneItem = {
    items: [
      {
        id: 1,
        type: 'RECIPE' as const,
        plan_id: 1,
        name: 'Nasi lemak ayam',
        size: 'S' as const,
        servings: 1,
        quantity: 1,
        price: '12.90',
        subtotal: '12.90',
      },
    ],
    sub_total: '12.90',
  };

  it('sends a customer with an empty cart back to the cart', () => {
    renderShell(withGuards(['auth', 'checkout'], page), {
      preloadedState: signedIn(),
      path: '/checkout',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Cart screen' })).toBeInTheDocument();
  });

  it('waits for the cart after a reload instead of sending the customer to the cart', async () => {
    const { store } = renderShell(withGuards(['auth', 'checkout'], page), {
      // Signed in, the cart not yet answered: the guard's own query is on its way.
      preloadedState: { auth: { profile: profile(), admin: null, status: 'signedIn' } },
      path: '/checkout',
      routes: targets,
    });
    expect(screen.queryByRole('heading', { name: 'Cart screen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Protected page' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(cartAnswered(cartWithOneItem));
    });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('sends a customer without a phone number to the profile (the courier needs it)', () => {
    renderShell(withGuards(['auth', 'checkout'], page), {
      preloadedState: signedIn(profile({ phone_no: '' }), cartWithOneItem.items),
      path: '/checkout',
      routes: targets,
    });
    expect(screen.getByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
  });

  it('lets an eligible customer check out', () => {
    renderShell(withGuards(['auth', 'checkout', 'clientOnly'], page), {
      preloadedState: { ...signedIn(), api: cachedCart(cartWithOneItem.items) },
      path: '/checkout',
    });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });
});
