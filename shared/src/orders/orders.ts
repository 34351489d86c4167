/**
 * Orders and points as the account area reads them (docs/spec.md §3 order, price summary, points
 * history; §4 order filter and actions; docs/architecture.md §9 order states and points).
 */
import type { OrderStatus } from '../core/commerce';

/** docs/spec.md §4 order list filter. "upcoming" is a paid order not yet delivered. */
export const ORDER_FILTERS = [
  'all',
  'payment_pending',
  'upcoming',
  'cancelled',
  'delivered',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The statuses each filter shows. A failed payment can be tried again, so it is still pending. */
export const ORDER_FILTER_STATUSES: Record<Exclude<OrderFilter, 'all'>, readonly OrderStatus[]> = {
  payment_pending: ['payment_pending', 'payment_failed'],
  upcoming: ['paid', 'preparing', 'out_for_delivery', 'ready_for_pickup'],
  cancelled: ['cancelled'],
  delivered: ['delivered'],
};

/** docs/spec.md §4 order list sort. */
export const ORDER_SORTS = ['newest', 'oldest'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDERS_PER_PAGE_DEFAULT = 10;
export const ORDERS_PER_PAGE_MAX = 50;

/** Rescheduling closes at this Kuala Lumpur time on the day before delivery (docs/architecture.md §9). */
export const RESCHEDULE_CUTOFF = '12:00';
