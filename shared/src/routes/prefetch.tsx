import { createContext, useContext, type ReactNode } from 'react';
import type { RouteId } from './routeTable';

const PrefetchContext = createContext<((route: RouteId) => void) | null>(null);

/**
 * Hands links the function that warms a route's code. The federation's loader provides it
 * (RemoteLoaderProvider), so links know a route by its id and nothing of how remotes load.
 */
export function RoutePrefetchProvider({
  prefetch,
  children,
}: {
  prefetch: ((route: RouteId) => void) | null;
  children: ReactNode;
}) {
  return <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>;
}

/** Warms a route's remote code before the visitor clicks (the shell limits pending prefetches). */
export function usePrefetchRoute(): (route: RouteId) => void {
  return useContext(PrefetchContext) ?? noop;
}

function noop() {}
