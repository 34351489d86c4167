import { Suspense, useEffect } from 'react';
import { useLocation } from '@mealprep/shared/router';
import { API_TAG_TYPES, baseApi } from '@mealprep/shared/api';
import {
  RemoteErrorBoundary,
  RemoteFallback,
  useRemoteModule,
  type RemoteModuleId,
} from '@mealprep/shared/federation';
import { routeTable, type RemoteName, type RouteId } from '@mealprep/shared/routes';
import { useAppDispatch } from '@mealprep/shared/store';
import { PageSkeleton } from '../layout/PageSkeleton';
import { useMessagesRegistry } from './MessagesRegistry';
import { useRemoteFailureReporter } from './remoteFailures';
import { useDocumentTitle } from './useDocumentTitle';

export function routesModuleOf(remote: RemoteName): `${RemoteName}/routes` & RemoteModuleId {
  return `${remote}/routes`;
}

/**
 * Renders one route of the table with the page its remote exposes. Loading shows a skeleton; a
 * remote that cannot load or throws while rendering shows the translated fallback with a retry,
 * while the header, footer and every other remote keep working.
 */
export function RemoteRoute({ routeId }: { routeId: RouteId }) {
  const remote = routeTable[routeId].remote;
  const state = useRemoteModule(routesModuleOf(remote));
  const registry = useMessagesRegistry();
  const report = useRemoteFailureReporter();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const module = state.status === 'ready' ? state.module : null;
  useDocumentTitle(routeId);

  useEffect(() => {
    if (module) registry.register(remote, module.messages);
  }, [module, registry, remote]);

  if (state.status === 'failed') return <RemoteFallback onRetry={state.retry} />;
  if (!module || !registry.has(remote)) return <PageSkeleton />;
  const route = module.routes.find((candidate) => candidate.id === routeId);
  if (!route) {
    return <RemoteFallback onRetry={state.retry} />;
  }
  return (
    <RemoteErrorBoundary
      resetKey={location.pathname}
      onError={(error) => report(remote, error)}
      fallback={(_error, reset) => (
        <RemoteFallback
          onRetry={() => {
            // The answer the page threw on may still be cached: drop what no page shows and ask
            // again for what the rest of the shop shows, then render the page afresh.
            dispatch(baseApi.util.invalidateTags([...API_TAG_TYPES]));
            reset();
          }}
        />
      )}
    >
      {/* On the server a page that throws leaves this boundary to the browser (§2.4). */}
      <Suspense fallback={<PageSkeleton />}>{route.element}</Suspense>
    </RemoteErrorBoundary>
  );
}
