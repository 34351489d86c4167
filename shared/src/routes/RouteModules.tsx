import { Suspense, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
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
 * Marks the document once a page is interactive: its first commit in the browser, which for a
 * page rendered on the server is the end of its hydration (docs/architecture.md §2.4). It renders
 * nothing, so the server's HTML and the browser's first render agree. Browser tests wait for it
 * before they type or click.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
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
          <PageReady />
        </Suspense>
      ),
    };
  });
  return { remote, routes, messages };
}
