import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { Allergen, ProductLine, ProductTab } from '@mealprep/shared/catalogue';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';

export const MENU_PAGE_SIZE = 12;

export interface MenuQuery {
  tab: ProductTab;
  line: ProductLine | 'all';
  excludeAllergens: Allergen[];
  q: string;
}

/** One page of the menu and how many dishes the query has in all (the list envelope's meta). */
export interface MenuChunk {
  items: MenuItem[];
  total: number;
}

function totalOf(meta: { meta?: unknown } | undefined): number | null {
  const total = (meta?.meta as { total?: unknown } | undefined)?.total;
  return typeof total === 'number' ? total : null;
}

/**
 * The catalogue's menu (docs/spec.md §7 `GET /api/v1/menu`). The list is paged: "Load more" asks
 * for the next page of the same query and appends it. The failure is shown on the page with a
 * retry, so the client raises no toast.
 */
export const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    menu: build.infiniteQuery<MenuChunk, MenuQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // Another page while fewer dishes are shown than the query has (and the last was not empty).
        getNextPageParam: (lastPage, allPages, lastPageParam) =>
          lastPage.items.length > 0 &&
          allPages.reduce((shown, page) => shown + page.items.length, 0) < lastPage.total
            ? lastPageParam + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: apiPaths.menu,
        options: {
          showError: false,
          params: {
            tab: queryArg.tab,
            line: queryArg.line === 'all' ? undefined : queryArg.line,
            exclude_allergens: queryArg.excludeAllergens.length
              ? queryArg.excludeAllergens.join(',')
              : undefined,
            q: queryArg.q || undefined,
            page: pageParam,
            per_page: MENU_PAGE_SIZE,
          },
        },
      }),
      transformResponse: (items: MenuItem[], meta) => ({
        items,
        total: totalOf(meta) ?? items.length,
      }),
      providesTags: ['Catalog'],
    }),
    /** How many dishes each line has in each tab (`/test`): one page of one dish per cell. */
    menuCounts: build.query<
      Record<string, number>,
      { lines: readonly string[]; tabs: readonly string[] }
    >({
      async queryFn({ lines, tabs }, _api, _extra, baseQuery) {
        const cells = lines.flatMap((line) => tabs.map((tab) => ({ line, tab })));
        const answers = await Promise.all(
          cells.map(({ line, tab }) =>
            baseQuery({
              url: apiPaths.menu,
              options: { showError: false, params: { line, tab, per_page: 1 } },
            }),
          ),
        );
        const counts: Record<string, number> = {};
        for (const [index, answer] of answers.entries()) {
          const total = totalOf(answer.meta);
          const cell = cells[index];
          if (answer.error || total === null || !cell) {
            return { error: answer.error ?? { status: 0, message: 'menu', errors: {} } };
          }
          counts[`${cell.line}:${cell.tab}`] = total;
        }
        return { data: counts };
      },
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useMenuInfiniteQuery, useMenuCountsQuery } = menuApi;
