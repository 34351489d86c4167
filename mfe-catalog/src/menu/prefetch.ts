import { useEffect } from 'react';
import { parseMenuSearch, PRODUCT_TABS, type MenuSearch } from '@mealprep/shared/catalogue';
import { useAppDispatch, type AppDispatch } from '@mealprep/shared/store';
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

/** How long the page may wait for an idle moment before the other tabs are asked for anyway. */
const OTHER_TABS_IDLE_TIMEOUT_MS = 4000;

/**
 * Keeps the first page of each tab not shown (same filters) in the store while the menu is open,
 * asked for once the main thread is idle: a tap on a tab then draws its list from the cache, with
 * no wait for the network (docs/spec.md §2.7). One request per tab and change of filters; the
 * entries are let go with the page, so the cache's usual lifetime applies after.
 */
export function usePrefetchOtherTabs(menu: MenuSearch): void {
  const dispatch = useAppDispatch();
  const queries = PRODUCT_TABS.filter((tab) => tab !== menu.tab).map((tab) =>
    menuQueryOf({ ...menu, tab }),
  );
  const key = JSON.stringify(queries);
  useEffect(() => {
    const wanted = JSON.parse(key) as ReturnType<typeof menuQueryOf>[];
    const held: { unsubscribe: () => void }[] = [];
    const ask = () => {
      for (const query of wanted) held.push(dispatch(menuApi.endpoints.menu.initiate(query)));
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle
      ? window.requestIdleCallback(ask, { timeout: OTHER_TABS_IDLE_TIMEOUT_MS })
      : window.setTimeout(ask, 0);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      for (const entry of held) entry.unsubscribe();
    };
  }, [dispatch, key]);
}
