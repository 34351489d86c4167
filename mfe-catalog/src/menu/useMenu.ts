import type { MenuItem } from '@mealprep/shared/domain';
import { useMenuInfiniteQuery, type MenuQuery } from './api';

export type MenuState =
  | { status: 'loading'; items: MenuItem[]; total: number }
  | { status: 'error'; items: MenuItem[]; total: number }
  | { status: 'ready'; items: MenuItem[]; total: number; loadingMore: boolean };

/**
 * The menu for a query, page by page ("Load more" appends the next page). A new query starts
 * again at page 1 with an empty list; a retry asks again for what failed.
 */
export function useMenu(query: MenuQuery) {
  const result = useMenuInfiniteQuery(query);
  const pages = result.currentData?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? 0;

  let state: MenuState;
  if (result.isError && !result.isFetching) state = { status: 'error', items, total };
  else if (!result.currentData || (result.isFetching && !result.isFetchingNextPage))
    state = { status: 'loading', items, total };
  else state = { status: 'ready', items, total, loadingMore: result.isFetchingNextPage };

  const { fetchNextPage, refetch, isFetchNextPageError } = result;
  return {
    state,
    loadMore: () => void fetchNextPage(),
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
