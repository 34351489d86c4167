/**
 * Orders and points as the account area reads them (docs/spec.md §3 order, price summary, points
 * history; §4 order filter and actions; docs/architecture.md §9 order states and points).
 */
import type { DeliveryMethod, OrderStatus, PackagingMethod, PaymentStatus } from './commerce';
import type { PriceLine } from './priceSummary';

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

/** One row of `GET /api/v1/orders`. */
export interface OrderListItem {
  id: number;
  order_no: string;
  status: OrderStatus;
  /** ISO timestamp of ordering. */
  created_at: string;
  /** yyyy-MM-dd, Kuala Lumpur. */
  delivery_date: string;
  delivery_time: string;
  delivery_method: DeliveryMethod;
  total: string;
  item_count: number;
  /**
   * Until when it can be paid (ISO): set while payment is pending or failed, and on an order
   * cancelled for not being paid in time (the deadline it missed); null otherwise.
   */
  pay_by: string | null;
  /** The server's word that "Pay now" is open (pending or failed, before `pay_by`). */
  payable: boolean;
  /** Why a cancelled order was cancelled: by the customer, unpaid in time, or placed again. */
  cancel_reason: OrderCancelReason | null;
}

export type OrderCancelReason = 'customer' | 'unpaid' | 'replaced';

/** `POST /api/v1/orders/:id/pay/quote`: what paying now costs (a delivery re-quoted if lapsed). */
export interface OrderPayQuote {
  order_id: number;
  order_no: string;
  /** true when the courier's quote had lapsed and a new one was made for the same address. */
  requoted: boolean;
  /** The new quote to send with `POST /api/v1/orders/:id/pay`; null when none is needed. */
  quote_id: string | null;
  /** When the new quote lapses (the countdown); null when none is needed. */
  expires_at: string | null;
  delivery_fee: string;
  previous_total: string;
  total: string;
  lines: PriceLine[];
  pay_by: string;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}

export interface OrderLine {
  id: number;
  type: string;
  product_id: number;
  name: string;
  size: 'S' | 'L' | null;
  servings: number;
  quantity: number;
  price: string;
  subtotal: string;
}

/** Why an action is refused, as a translated sentence (null when allowed). */
export interface OrderAction {
  allowed: boolean;
  reason: string | null;
}

export interface OrderAddress {
  first_name: string;
  last_name: string;
  unit_no: string | null;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

/** `GET /api/v1/orders/:id` and `/summary`. */
export interface OrderDetail extends OrderListItem {
  packaging_method: PackagingMethod;
  delivery_instructions: string | null;
  address: OrderAddress | null;
  lines: OrderLine[];
  price_summary: PriceLine[];
  points_earned: number;
  paid_at: string | null;
  cancelled_at: string | null;
  payment: { status: PaymentStatus; provider: string; paid_at: string | null } | null;
  actions: {
    reschedule: OrderAction;
    cancel: OrderAction;
    view_meals: OrderAction;
    pay: OrderAction;
  };
  /**
   * For a reschedule: the earliest date it may move to, the choices on that date and on later
   * dates (slot starts for delivery, pickup times for self pickup), and the deadline.
   */
  reschedule_options: {
    earliest_date: string;
    slots: string[];
    later_slots: string[];
    deadline: string;
  } | null;
}

/** `GET /api/v1/user/points/transactions` rows (docs/spec.md §3 points history). */
export interface PointsTransaction {
  id: number;
  earned: number;
  deducted: number;
  balance_after: number;
  remarks: string;
  created_at: string;
  order: { id: number; order_no: string; created_at: string } | null;
  /** The order's printable summary in the account area, when the points came from an order. */
  receipt_url: string | null;
}

export interface PointsTotal {
  total: number;
}
