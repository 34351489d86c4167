import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ApiProvider } from '../api/ApiProvider';
import { createApiClient, type ApiClient } from '../api/client';
import { BusProvider } from '../bus/BusProvider';
import { createEventBus, type EventBus } from '../bus/eventBus';
import type { BusEvents } from '../bus/events';
import { commonMessages } from '../i18n/commonMessages';
import { withLocalePrefix, type Locale } from '../i18n/locale';
import type { RemoteRoutesModule } from '../routes/RouteModules';
import type { RemoteName } from '../routes/routeTable';
import { makeStore, type AppStore } from '../store/makeStore';
import { theme } from '../ui/theme';

export interface TestPlatformOptions {
  locale?: Locale;
  /** Base address of the API (a `startTestApi` server); pages that only render need none. */
  baseURL?: string;
}

/** What the shell gives every page besides theme, intl and router: store, bus and API client. */
export interface TestPlatform {
  bus: EventBus;
  store: AppStore;
  api: ApiClient;
  /** `auth.signedIn` payloads emitted so far. */
  signedIn: BusEvents['auth.signedIn'][];
  /** Toasts the API client or a page raised. */
  toasts: BusEvents['toast.show'][];
}

export function createTestPlatform({
  locale = 'ms-MY',
  baseURL = 'http://127.0.0.1:9',
}: TestPlatformOptions = {}): TestPlatform {
  const bus = createEventBus((error) => {
    throw error;
  });
  const signedIn: TestPlatform['signedIn'] = [];
  const toasts: TestPlatform['toasts'] = [];
  bus.on('auth.signedIn', (payload) => signedIn.push(payload));
  bus.on('toast.show', (payload) => toasts.push(payload));
  const api = createApiClient({
    baseURL,
    locale: () => locale,
    translate: (id) => commonMessages[locale][id],
    notify: (toast) => bus.emit('toast.show', toast),
  });
  return { bus, store: makeStore(undefined, { api }), api, signedIn, toasts };
}

/** The store built by the shell's own `makeStore`, the event bus and the API client. */
export function PlatformProviders({
  platform,
  children,
}: {
  platform: TestPlatform;
  children: ReactNode;
}) {
  return (
    <Provider store={platform.store}>
      <BusProvider bus={platform.bus}>
        <ApiProvider client={platform.api}>{children}</ApiProvider>
      </BusProvider>
    </Provider>
  );
}

/**
 * The remote's routes module with each page inside `PlatformProviders`, for the shared routes
 * contract suite, whose renderer provides only theme, intl and router.
 */
export function withPlatform<R extends RemoteName>(
  module: RemoteRoutesModule<R>,
  platform: TestPlatform = createTestPlatform(),
): RemoteRoutesModule<R> {
  return {
    ...module,
    routes: module.routes.map((route) => ({
      ...route,
      element: <PlatformProviders platform={platform}>{route.element}</PlatformProviders>,
    })),
  };
}

export interface RenderedRemotePage extends RenderResult, TestPlatform {
  user: ReturnType<typeof userEvent.setup>;
  /** Where the router is now (path and search). */
  location: () => Location;
}

/**
 * Renders a remote's routes at `path` inside everything the shell provides around them: theme,
 * intl (common and the remote's messages), store, event bus, the API client (against a real HTTP
 * server) and a router that also mounts every route under the `/ms-MY` prefix, as the shell
 * does. A missing message id throws.
 */
export function renderRemotePage<R extends RemoteName>(
  { routes, messages }: Pick<RemoteRoutesModule<R>, 'routes' | 'messages'>,
  path: string,
  options: TestPlatformOptions = {},
): RenderedRemotePage {
  const locale = options.locale ?? 'ms-MY';
  const platform = createTestPlatform(options);
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }

  const result = render(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        messages={{ ...commonMessages[locale], ...messages[locale] }}
        onError={(error) => {
          throw error;
        }}
      >
        <PlatformProviders platform={platform}>
          <MemoryRouter initialEntries={[withLocalePrefix(path, locale)]}>
            <LocationProbe />
            <Routes>
              {routes.flatMap((route) =>
                [route.path, withLocalePrefix(route.path, 'ms-MY')].map((routePath) => (
                  <Route key={routePath} path={routePath} element={route.element} />
                )),
              )}
            </Routes>
          </MemoryRouter>
        </PlatformProviders>
      </IntlProvider>
    </ThemeProvider>,
  );

  return {
    ...result,
    ...platform,
    user: userEvent.setup(),
    location: () => {
      if (!current.location) throw new Error('the router has not rendered');
      return current.location;
    },
  };
}
