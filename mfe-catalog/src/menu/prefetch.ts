import { parseMenuSearch } from '@mealprep/shared/catalogue';
import type { AppDispatch } from '@mealprep/shared/store';
import { menuApi } from './api';
import { menuQueryOf } from './useMenuSearch';

/**
 * Loads what the food menu at an address shows into the store, before it is rendered on the
 * server (docs/spec.md §2.7): the query the page's hook will ask for, with as many pages as the
 * address's `page`, one after the other as "Load more" would. The page then renders, and hydrates,
 * from the cache without a request. Stops early at the end of the list or on a failure (the page
 * shows what it has, or its retry). The entry stays subscribed for the render.
 */
export async function prefetchMenu(dispatch: AppDispatch, search: string): Promise<void> {
  const menu = parseMenuSearch(search);
  const query = menuQueryOf(menu);
  let result = await dispatch(menuApi.endpoints.menu.initiate(query));
  for (let loaded = 1; loaded < menu.page; loaded += 1) {
    if (result.isError || !result.hasNextPage) return;
    result = await dispatch(menuApi.endpoints.menu.initiate(query, { direction: 'forward' }));
  }
}
