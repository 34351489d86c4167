import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, type RequestOptions } from '@mealprep/shared/api';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T; meta?: PageMeta };

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}

/**
 * One GET that a page shows: loading, error (with a retry) or its data. A newer request
 * (other params, a retry, `reload` after a change) replaces an older one still on its way.
 * Pages show the failure themselves, so the client raises no toast.
 */
export function useResource<T>(url: string, params?: RequestOptions['params']) {
  const api = useApi();
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(params ?? {});
  const paramsRef = useRef(params);
  paramsRef.current = params;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    api
      .get<T>(url, { params: paramsRef.current, signal: controller.signal, showError: false })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          if (!result.ok) {
            setState({ status: 'error', message: result.message });
            return;
          }
          setState({ status: 'ready', data: result.data, meta: result.meta as PageMeta });
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [api, url, key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, setState, reload, retry };
}
