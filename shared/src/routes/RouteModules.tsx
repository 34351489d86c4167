import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { MessageCatalogue } from '../i18n/catalogue';
import { RouteLoading } from './RouteLoading';
import { routeTable, type RemoteName, type RouteIdOf } from './routeTable';

/** A react-router route object as a remote exposes it: the shell matches `id` to its table. */
export interface RemoteRouteObject<R extends RemoteName> {
  id: RouteIdOf<R>;
  path: string;
  element: ReactElement;
}

/** What every remote exposes as `./routes` (docs/architecture.md §2). */
export interface RemoteRoutesModule<R extends RemoteName> {
  remote: R;
  routes: RemoteRouteObject<R>[];
  messages: MessageCatalogue;
}

/**
 * Builds a remote's routes from one page component per route it owns. The record must name
 * every route the table gives the remote, so a forgotten page is a compile error.
 */
export function defineRemoteRoutes<R extends RemoteName>(
  remote: R,
  pages: Record<RouteIdOf<R>, ComponentType>,
  messages: MessageCatalogue,
  fallback: ReactNode = <RouteLoading />,
): RemoteRoutesModule<R> {
  const routes = (Object.keys(pages) as RouteIdOf<R>[]).map((id) => {
    const Page: ComponentType = pages[id];
    return {
      id,
      path: routeTable[id].path,
      element: (
        <Suspense fallback={fallback}>
          <Page />
        </Suspense>
      ),
    };
  });
  return { remote, routes, messages };
}
