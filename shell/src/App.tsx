import { useMemo, type ReactNode } from 'react';
import { RouterProvider } from '@mealprep/shared/router';
import { ThemeProvider } from 'styled-components';
import { ApiProvider } from '@mealprep/shared/api';
import { BusProvider } from '@mealprep/shared/bus';
import { StoreProvider } from '@mealprep/shared/store';
import { type RemoteLoader, RemoteLoaderProvider } from '@mealprep/shared/federation';
import type { Locale, MessageCatalogue } from '@mealprep/shared/i18n';
import { routeTable, type RemoteName, type RouteId } from '@mealprep/shared/routes';
import { GlobalStyle, theme } from '@mealprep/shared/ui';
import { createPrefetchQueue } from './federation/prefetchQueue';
import { PlatformProvider, type Platform } from './platform/PlatformContext';
import { IntlRoot } from './routing/MessagesRegistry';
import { routesModuleOf } from './routing/RemoteRoute';
import { createShellRouter } from './routing/router';

export interface AppProps {
  platform: Platform;
  loader: RemoteLoader;
  locale: Locale;
  router?: ReturnType<typeof createShellRouter>;
  /** Catalogues of the remotes the page was rendered with on the server (hydration). */
  catalogues?: Partial<Record<RemoteName, MessageCatalogue>>;
  /** The server renders with a static router; the browser with its own. */
  routerElement?: ReactNode;
}

export function App({ platform, loader, locale, router, catalogues, routerElement }: AppProps) {
  const activeRouter = useMemo(
    () => (routerElement ? null : (router ?? createShellRouter())),
    [router, routerElement],
  );
  const prefetch = useMemo(() => {
    const queue = createPrefetchQueue();
    return (route: RouteId) => {
      const remote = routeTable[route].remote;
      queue.prefetch(remote, () => loader.load(routesModuleOf(remote)));
    };
  }, [loader]);

  return (
    <StoreProvider store={platform.store}>
      <PlatformProvider platform={platform}>
        <BusProvider bus={platform.bus}>
          <ApiProvider client={platform.api}>
            <RemoteLoaderProvider loader={loader} prefetch={prefetch}>
              <ThemeProvider theme={theme}>
                <GlobalStyle />
                <IntlRoot locale={locale} initial={catalogues}>
                  {activeRouter ? <RouterProvider router={activeRouter} /> : routerElement}
                </IntlRoot>
              </ThemeProvider>
            </RemoteLoaderProvider>
          </ApiProvider>
        </BusProvider>
      </PlatformProvider>
    </StoreProvider>
  );
}
