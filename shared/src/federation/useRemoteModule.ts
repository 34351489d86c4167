import { useCallback, useEffect, useState } from 'react';
import { remoteOf, type RemoteExposes, type RemoteModuleId } from './contracts';
import { useRemoteLoader } from './RemoteLoaderProvider';

export type RemoteModuleState<K extends RemoteModuleId> =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteExposes[K] }
  | { status: 'failed'; error: unknown };

/** Loads one exposed module; `retry` forgets the failed remote and loads it again. */
export function useRemoteModule<K extends RemoteModuleId>(
  id: K,
): RemoteModuleState<K> & { retry: () => void } {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<K>>(() => {
    const module = loader.peek?.(id);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    const module = attempt === 0 ? loader.peek?.(id) : undefined;
    if (module) {
      setState((previous) =>
        previous.status === 'ready' && previous.module === module
          ? previous
          : { status: 'ready', module },
      );
      return;
    }
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    loader.load(id).then(
      (module) => current && setState({ status: 'ready', module }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [loader, id, attempt]);

  const retry = useCallback(() => {
    loader.reset(remoteOf(id));
    setAttempt((n) => n + 1);
  }, [loader, id]);

  return { ...state, retry };
}
