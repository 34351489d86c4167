import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ApiProvider, createApiClient } from '@mealprep/shared/api';
import { cartAnswered } from '@mealprep/shared/cart/api';
import { BusProvider, createEventBus, type EventBus } from '@mealprep/shared/bus';
import {
  RemoteLoadError,
  type RemoteLoader,
  RemoteLoaderProvider,
} from '@mealprep/shared/federation';
import { permissionsOf } from '@mealprep/shared/staff';
import type { CartItem } from '@mealprep/shared/cart/contracts';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { makeStore, toastShown, type AppStore, type RootState } from '@mealprep/shared/store';
import { theme } from '@mealprep/shared/ui';
import { PlatformProvider, type Platform } from './platform/PlatformContext';
import { createReloadGate } from './platform/updateDetection';
import { IntlRoot } from './routing/MessagesRegistry';

/** A loader whose remotes are all unreachable: what the federation runtime does when they are down. */
export const unreachableLoader: RemoteLoader = {
  load: (id) =>
    Promise.reject(new RemoteLoadError(id.split('/')[0] as 'catalog', '0.0.0', 'offline')),
  reset: () => undefined,
  versionOf: () => '0.0.0',
};

export interface ShellRenderOptions {
  preloadedState?: Partial<RootState>;
  locale?: Locale;
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes beside the element under test (e.g. redirect targets). */
  routes?: RouteObject[];
  loader?: RemoteLoader;
  platform?: Partial<Platform>;
  /** What the element's `<Outlet />` renders (for layouts): the element becomes a layout route. */
  outlet?: ReactElement;
  /** A test API to talk to (`startTestApi`); else an address nothing listens on. */
  baseURL?: string;
}

export interface ShellRenderResult extends RenderResult {
  store: AppStore;
  bus: EventBus;
  platform: Platform;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders shell UI with the real store, bus and providers the app uses (docs/conventions.md: a real store
 * built by the same makeStore). The API client points at an address nothing listens on.
 */
export function renderShell(
  element: ReactElement,
  options: ShellRenderOptions = {},
): ShellRenderResult {
  const { ui, ...parts } = shellTree(element, options);
  return { ...render(ui), ...parts };
}

/** The element inside the app's providers, with a fresh store, bus, platform and memory router. */
export function shellTree(element: ReactElement, options: ShellRenderOptions = {}) {
  const locale = options.locale ?? 'en-US';
  const bus = createEventBus();
  const api = createApiClient({
    baseURL: options.baseURL ?? 'http://127.0.0.1:9',
    locale: () => locale,
    translate: (id) => commonMessages[locale][id],
    notify: (toast) => bus.emit('toast.show', toast),
  });
  const store = makeStore(options.preloadedState, { api });
  bus.on('toast.show', (toast) => store.dispatch(toastShown(toast)));
  const platform: Platform = {
    api,
    bus,
    store,
    reloadGate: createReloadGate(window.sessionStorage),
    reload: () => undefined,
    switchLocale: () => undefined,
    logout: async () => undefined,
    allowedExternalOrigins: [],
    ...options.platform,
  };
  const subject: RouteObject = options.outlet
    ? { element, children: [{ path: '*', element: options.outlet }] }
    : { path: '*', element };
  const router = createMemoryRouter([subject, ...(options.routes ?? [])], {
    initialEntries: [options.path ?? '/'],
  });
  const ui = (
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <BusProvider bus={bus}>
          <ApiProvider client={api}>
            <RemoteLoaderProvider loader={options.loader ?? unreachableLoader}>
              <ThemeProvider theme={theme}>
                <IntlRoot locale={locale}>
                  <RouterProvider router={router} />
                </IntlRoot>
              </ThemeProvider>
            </RemoteLoaderProvider>
          </ApiProvider>
        </BusProvider>
      </PlatformProvider>
    </Provider>
  );
  return { ui, store, bus, platform, router };
}

/** A complete customer profile for tests; override what the test is about. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    email: 'siti@example.my',
    role: 'customer',
    first_name: 'Siti',
    last_name: 'Aminah',
    phone_no: '0123456789',
    date_of_birth: '1990-01-01',
    gender: 'F',
    country_code: 'MY',
    profile_image: null,
    email_notifications: false,
    reminder_emails: true,
    height: 160,
    weight: 55,
    supplements: [],
    allergies: [],
    preferences: {
      activity_level_id: 1,
      goal_id: 1,
      goal_description: null,
      body_type_id: 1,
      meal_count_id: 1,
      meal_day_id: 1,
      seasoning_id: 1,
      spice_id: 1,
    },
    meal_preferences: {},
    daily_requirements: null,
    essentials_answered: true,
    meal_preferences_answered: true,
    ...overrides,
  };
}

/** A cart line for tests. */
export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    type: 'RECIPE',
    plan_id: 10,
    name: 'Chicken rice',
    size: 'S',
    servings: 1,
    quantity: 1,
    price: '12.00',
    subtotal: '12.00',
    ...overrides,
  };
}

/** The data layer's state holding the customer's cart, as if the API had answered it. */
export function cachedCart(items: CartItem[]): RootState['api'] {
  const store = makeStore();
  const sen = items.reduce((sum, item) => sum + Math.round(Number(item.subtotal) * 100), 0);
  store.dispatch(cartAnswered({ items, sub_total: (sen / 100).toFixed(2) }));
  return store.getState().api;
}

/** Store state of a signed-in customer whose cart has arrived (empty unless given). */
export function signedInState(
  profile: Profile = aProfile(),
  cartItems: CartItem[] = [],
): Partial<RootState> {
  return { auth: { profile, admin: null, status: 'signedIn' }, api: cachedCart(cartItems) };
}

/** Store state once the session check found no one signed in. */
export const signedOutState: Partial<RootState> = {
  auth: { profile: null, admin: null, status: 'signedOut' },
};

/** Store state of a signed-in admin (admins have an account, not a customer profile). */
export const signedInAdminState: Partial<RootState> = {
  auth: {
    profile: null,
    admin: {
      id: 900,
      email: 'ops@mealprep.my',
      role: 'admin',
      permissions: permissionsOf('admin'),
      first_name: 'Ops',
      last_name: 'Team',
    },
    status: 'signedIn',
  },
};
