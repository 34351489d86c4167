import { stripLocalePrefix } from '@mealprep/shared/locale';
import { matchRoute, type RouteId } from '@mealprep/shared/route-table';

/**
 * The return path if it is one of this shop's pages the form may send to: a path of the route
 * table (in either language), so never another site (`//host`, `/\host`) nor a header break.
 */
export function returnPath(
  value: unknown,
  mayReturnTo: (id: RouteId) => boolean = () => true,
): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  // Printable ASCII only (a path the browser sent is percent-encoded): nothing that could end
  // or break the Location header.
  if (![...value].every((char) => char > ' ' && char < '\u007f')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  const id = matchRoute(stripLocalePrefix(pathname));
  return id !== null && mayReturnTo(id) ? value : null;
}
