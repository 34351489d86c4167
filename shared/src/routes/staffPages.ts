/**
 * The staff area's pages as its menu lists them (docs/architecture.md §9.8): the shell's admin menu
 * shows the ones a member of staff may open, and signing in lands on the first of those.
 */
import { routeTable, type RouteDefinition, type RouteId } from './routeTable';

/** The menu's pages in its order: the day's work first, then the admin's own pages. */
export const STAFF_MENU = [
  'adminOrders',
  'adminProduction',
  'adminPacking',
  'adminDispatch',
  'adminSubscriptions',
  'adminSubscriptionForecast',
  'adminMenu',
  'adminCustomers',
  'adminOutbox',
  'adminRefunds',
  'adminProblems',
  'adminVouchers',
  'adminStaff',
  'adminAudit',
  'adminLogs',
  'adminReleases',
] as const satisfies readonly RouteId[];
export type StaffMenuPage = (typeof STAFF_MENU)[number];

/**
 * Whether an account with these permissions may open the route: a staff page needs its
 * permission; a route without one (the admin login) is open to everyone.
 */
export function staffMayOpen(id: RouteId, permissions: readonly string[]): boolean {
  const { permission } = routeTable[id] as RouteDefinition;
  return permission === undefined || permissions.includes(permission);
}

/** The menu's pages the account may open, in the menu's order. */
export function staffMenu(permissions: readonly string[]): StaffMenuPage[] {
  return STAFF_MENU.filter((id) => staffMayOpen(id, permissions));
}

/**
 * Where a member of staff lands after signing in: the first page of the menu they may open (the
 * orders board, which every role reads).
 */
export function staffLanding(permissions: readonly string[]): StaffMenuPage {
  return staffMenu(permissions)[0] ?? 'adminOrders';
}
