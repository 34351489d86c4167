import { routeTable, type RouteId } from '@mealprep/shared/routes';

/** The route a server-given path (`cta_action`, `link`) names, or the food menu. */
export function routeOfPath(path: string | undefined): RouteId {
  const clean = (path ?? '').split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const match = (Object.keys(routeTable) as RouteId[]).find(
    (id) => routeTable[id].path === clean && !routeTable[id].path.includes(':'),
  );
  return match ?? 'foodMenu';
}
