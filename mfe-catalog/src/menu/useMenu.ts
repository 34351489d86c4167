import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@mealprep/shared/api';
import { useLocale } from '@mealprep/shared/i18n';
import type {
  Allergen,
  MenuItem,
  MenuPage,
  ProductLine,
  ProductTab,
} from '@mealprep/shared/domain';

export const MENU_PAGE_SIZE = 12;

export interface MenuQuery {
  tab: ProductTab;
  line: ProductLine | 'all';
  excludeAllergens: Allergen[];
  q: string;
}

export type MenuState =
  | { status: 'loading'; items: MenuItem[]; total: number }
  | { status: 'error'; items: MenuItem[]; total: number }
  | { status: 'ready'; items: MenuItem[]; total: number; loadingMore: boolean };

/** The menu for a query, page by page ("Load more" appends the next page). */
export function useMenu(query: MenuQuery) {
  const api = useApi();
  const locale = useLocale();
  const [state, setState] = useState<MenuState>({ status: 'loading', items: [], total: 0 });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = `${query.tab}|${query.line}|${query.excludeAllergens.join(',')}|${query.q}`;
  const [lastKey, setLastKey] = useState(key);

  // A new query starts again at page 1.
  if (key !== lastKey) {
    setLastKey(key);
    setPage(1);
    setState({ status: 'loading', items: [], total: 0 });
  }

  useEffect(() => {
    const controller = new AbortController();
    // The raw client: the answer's `meta` sits beside `data`, which `api.get` unwraps.
    api.http
      .get<MenuPage>('/api/v1/menu', {
        signal: controller.signal,
        headers: { 'Accept-Language': locale },
        params: {
          tab: query.tab,
          line: query.line === 'all' ? undefined : query.line,
          exclude_allergens: query.excludeAllergens.length
            ? query.excludeAllergens.join(',')
            : undefined,
          q: query.q || undefined,
          page,
          per_page: MENU_PAGE_SIZE,
        },
      })
      .then(
        (response) => {
          if (controller.signal.aborted) return;
          const body = response.status === 200 ? response.data : null;
          setState((previous) => {
            if (!body?.meta) return { ...previous, status: 'error' };
            const items = page === 1 ? body.data : [...previous.items, ...body.data];
            return { status: 'ready', items, total: body.meta.total, loadingMore: false };
          });
        },
        () => {
          if (!controller.signal.aborted)
            setState((previous) => ({ ...previous, status: 'error' }));
        },
      );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the query
  }, [api, locale, key, page, attempt]);

  const loadMore = useCallback(() => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, loadingMore: true } : previous,
    );
    setPage((current) => current + 1);
  }, []);
  const retry = useCallback(() => {
    setState((previous) => ({ status: 'loading', items: previous.items, total: previous.total }));
    setAttempt((current) => current + 1);
  }, []);

  return { state, loadMore, retry };
}
