import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './contracts';
import { RoutePrefetchProvider } from '../routes/prefetch';
import type { RouteId } from '../routes/routeTable';

const LoaderContext = createContext<RemoteLoader | null>(null);

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
      <RoutePrefetchProvider prefetch={prefetch ?? null}>{children}</RoutePrefetchProvider>
    </LoaderContext.Provider>
  );
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider>.');
  return loader;
}
