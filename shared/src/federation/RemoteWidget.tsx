import type { ReactNode } from 'react';
import { liveWhile, type RemoteWidgets } from './contracts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteModule } from './useRemoteModule';

/**
 * Shows another remote's widget, loaded at run time, with a loading state and a fallback with
 * retry when it cannot load or throws (the only way one remote shows another's UI).
 */
export function RemoteWidget<K extends keyof RemoteWidgets>({
  module: id,
  props,
  loading = null,
}: {
  module: K;
  props: RemoteWidgets[K];
  loading?: ReactNode;
}) {
  const state = useRemoteModule(id);
  // Not loaded yet: on a server-rendered page, only the app fills it in, so the page starts
  // without a touch (docs/architecture.md §2.4). `display: contents`: the mark adds no box.
  if (state.status === 'loading')
    return (
      <div style={{ display: 'contents' }} {...liveWhile(true)}>
        {loading}
      </div>
    );
  if (state.status === 'failed') return <RemoteFallback onRetry={state.retry} />;
  const Widget = state.module.default;
  return (
    <RemoteErrorBoundary fallback={(_error, reset) => <RemoteFallback onRetry={reset} />}>
      <Widget {...props} />
    </RemoteErrorBoundary>
  );
}
