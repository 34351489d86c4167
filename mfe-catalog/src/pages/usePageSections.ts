import type { PageName } from '@mealprep/shared/catalogue';
import type { PageSection } from '@mealprep/shared/catalogue/contracts';
import { usePageSectionsQuery } from './api';

export type SectionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sections: PageSection[] };

/** docs/spec.md §1: the server-built sections of Home or About, in their order. */
export function usePageSections(page: PageName) {
  const result = usePageSectionsQuery(page);
  const state: SectionsState = result.data
    ? { status: 'ready', sections: result.data }
    : result.isError && !result.isFetching
      ? { status: 'error' }
      : { status: 'loading' };
  const { refetch } = result;
  return { state, retry: () => void refetch() };
}
