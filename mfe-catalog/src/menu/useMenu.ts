import { useEffect } from 'react';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import { useMenuInfiniteQuery, type MenuQuery } from './api';

export type MenuState =
  | { status: 'loading'; items: MenuItem[]; total: number }
  | { status: 'error'; items: MenuItem[]; total: number }
  | { status: 'ready'; items: MenuItem[]; total: number; loadingMore: boolean };

/**
 * The menu for a query, showing its first `pages` pages (the address's `page`: "Load more" links
 * to one more). Pages the cache does not hold yet are fetched one after the other and appended;
 * a new query starts again at page 1 with an empty list; a retry asks again for what failed.
 */
export function useMenu(query: MenuQuery, pages = 1) {
  const result = useMenuInfiniteQuery(query);
  const loaded = result.currentData?.pages ?? [];
  const shown = loaded.slice(0, Math.max(1, pages));
  const items = shown.flatMap((page) => page.items);
  const total = loaded.at(-1)?.total ?? 0;
  const { fetchNextPage, refetch, isFetchNextPageError, hasNextPage, isFetching, isError } = result;
  // The address asks for more pages than are loaded (a "Load more" link, or one opened as is).
  const missing = Boolean(result.currentData) && loaded.length < pages && hasNextPage;

  useEffect(() => {
    if (missing && !isFetching && !isError) void fetchNextPage();
  }, [missing, isFetching, isError, fetchNextPage]);

  let state: MenuState;
  if (isError && !isFetching) state = { status: 'error', items, total };
  else if (!result.currentData || (isFetching && !result.isFetchingNextPage))
    state = { status: 'loading', items, total };
  else
    state = {
      status: 'ready',
      items,
      total,
      loadingMore: result.isFetchingNextPage || missing,
    };

  return {
    state,
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
