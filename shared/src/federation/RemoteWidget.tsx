import type { ReactNode } from 'react';
import type { RemoteWidgets } from './contracts';
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
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') return <RemoteFallback onRetry={state.retry} />;
  const Widget = state.module.default;
  return (
    <RemoteErrorBoundary fallback={(_error, reset) => <RemoteFallback onRetry={reset} />}>
      <Widget {...props} />
    </RemoteErrorBoundary>
  );
}
