import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './contracts';
import type { RouteId } from '../routes/routeTable';

const LoaderContext = createContext<RemoteLoader | null>(null);
const PrefetchContext = createContext<((route: RouteId) => void) | null>(null);

export function RemoteLoaderProvider({
  loader,
  prefetch,
  children,
}: {
  loader: RemoteLoader;
  prefetch?: (route: RouteId) => void;
  children: ReactNode;
}) {
  return (
    <LoaderContext.Provider value={loader}>
      <PrefetchContext.Provider value={prefetch ?? null}>{children}</PrefetchContext.Provider>
    </LoaderContext.Provider>
  );
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider>.');
  return loader;
}

/** Warms a route's remote code before the visitor clicks (the shell limits pending prefetches). */
export function usePrefetchRoute(): (route: RouteId) => void {
  return useContext(PrefetchContext) ?? noop;
}

function noop() {}
