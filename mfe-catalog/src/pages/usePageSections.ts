import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@mealprep/shared/api';
import type { PageName, PageSection } from '@mealprep/shared/domain';

export type SectionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sections: PageSection[] };

/** docs/spec.md §1: the server-built sections of Home or About, in their order. */
export function usePageSections(page: PageName) {
  const api = useApi();
  const [state, setState] = useState<SectionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<PageSection[]>(`/api/v1/page_management/${page}`, {
        signal: controller.signal,
        showError: false,
      })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          setState(
            result.ok
              ? {
                  status: 'ready',
                  sections: [...result.data].sort((a, b) => a.position - b.position),
                }
              : { status: 'error' },
          );
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [api, page, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((current) => current + 1);
  }, []);
  return { state, retry };
}
