import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@mealprep/shared/router';
import { menuSearchString, parseMenuSearch, type MenuSearch } from '@mealprep/shared/catalogue';
import { useLocalizedHref } from '@mealprep/shared/routes';
import type { MenuQuery } from './api';

/** The data layer's query for a menu state (the page count is not part of it: pages append). */
export function menuQueryOf(search: MenuSearch): MenuQuery {
  return { tab: search.tab, line: search.line, excludeAllergens: search.freeFrom, q: search.q };
}

/**
 * The food menu's state is its address (shared/src/catalogue/menuSearch.ts): the tabs, "load more"
 * and "clear filters" are links to the next state, the filters a GET form, so the page works the
 * same with and without JavaScript. A change of filter starts again at the first page.
 */
export function useMenuSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedHref();
  const menu = useMemo(() => parseMenuSearch(location.search), [location.search]);
  const path = localized('foodMenu');

  const hrefFor = useCallback(
    (next: Partial<MenuSearch>) => path + menuSearchString({ ...menu, page: 1, ...next }),
    [menu, path],
  );
  const go = useCallback(
    (next: Partial<MenuSearch>, options: { replace?: boolean } = {}) => {
      const target = hrefFor(next);
      // Only a real change: typing "sambal " after "sambal" adds no history entry.
      if (target !== path + menuSearchString(menu)) void navigate(target, options);
    },
    [hrefFor, menu, navigate, path],
  );
  return { menu, path, hrefFor, go };
}
