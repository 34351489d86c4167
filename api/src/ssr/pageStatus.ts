import { matchRoute } from '@mealprep/shared/route-table';
import { barePath } from './head';
import { dishPage, type Queries } from './jsonLd';

/**
 * The status a server-rendered page is answered with (docs/architecture.md §2.4): the shell's —
 * 404 for a path no route has — or 404 for a page whose own item the API does not know: a dish
 * page (`/food-menu/<slug>`) with a slug no dish has. Search engines then drop the address, and
 * the page still shows the visitor its "not found" text with a way back to the menu.
 */
export function pageStatus(url: string, page: { status: 200 | 404; queries: Queries }): 200 | 404 {
  if (page.status === 404) return 404;
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (matchRoute(barePath(pathname)) === 'dish' && dishPage(page.queries).status === 'missing') {
    return 404;
  }
  return page.status;
}
