import { parseMenuSearch, PRODUCT_TABS, type MenuSearch } from '@mealprep/shared/catalogue';
import type { AppDispatch } from '@mealprep/shared/store';
import { menuApi, useMenuInfiniteQuery } from './api';
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

/**
 * Keeps the first page of the menu's other tab (same filters) in the store while the menu is open,
 * so a tap on the tab draws its list from the cache with no wait for the network (docs/spec.md
 * §2.7). A subscription like the page's own: the server's render asks for it with the page's list
 * and sends both in the page's state, so a started page has it without a request (and without
 * loading the HTTP library); a page the browser renders asks for it beside its own list.
 */
export function useOtherTabReady(menu: MenuSearch): void {
  // The menu has two tabs (PRODUCT_TABS): the other one is ready.
  const other = PRODUCT_TABS.find((tab) => tab !== menu.tab);
  useMenuInfiniteQuery(menuQueryOf({ ...menu, tab: other ?? menu.tab }), { skip: !other });
}
