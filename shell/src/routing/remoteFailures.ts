import { useCallback } from 'react';
import { useBus } from '@mealprep/shared/bus';
import { useRemoteLoader } from '@mealprep/shared/federation';
import type { RemoteName } from '@mealprep/shared/routes';

/**
 * Reports a remote that failed while rendering: `remote.failed` with the version the page runs,
 * which the shell logs for the release analysis (see platform/remoteFailureLog.ts).
 */
export function useRemoteFailureReporter(): (remote: RemoteName, error: unknown) => void {
  const bus = useBus();
  const loader = useRemoteLoader();
  return useCallback(
    (remote, error) =>
      bus.emit('remote.failed', {
        remote,
        version: loader.versionOf(remote),
        message: error instanceof Error ? error.message : String(error),
      }),
    [bus, loader],
  );
}
