/**
 * Orders and points as the account area reads them (docs/spec.md §3 order, price summary, points
 * history; §4 order actions; docs/architecture.md §9 order states and points).
 */
import { DISH_SIZES } from '../catalogue/vocabulary';
import { Type, type Static } from '@sinclair/typebox';

import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PACKAGING_METHODS,
  PAYMENT_STATUSES,
} from '../core/commerce';
import { TIMELINE_STEPS } from '../staff/fulfilment';
import { OrderCancelReason, PriceLine } from '../checkout/checkout.contract';
import {
  CalendarDate,
  Id,
  Money,
  Nullable,
  Paged,
  StringEnum,
  Timestamp,
} from '../core/common.contract';

const orderListFields = {
  id: Id,
  order_no: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  /** When it was ordered. */
  created_at: Timestamp,
  delivery_date: CalendarDate,
  delivery_time: Type.String(),
  delivery_method: StringEnum(DELIVERY_METHODS),
  total: Money,
  item_count: Type.Integer(),
  /**
   * Until when it can be paid: set while payment is pending or failed, and on an order
   * cancelled for not being paid in time (the deadline it missed); null otherwise.
   */
  pay_by: Nullable(Timestamp),
  /** The server's word that "Pay now" is open (pending or failed, before `pay_by`). */
  payable: Type.Boolean(),
  cancel_reason: Nullable(OrderCancelReason),
};

/** One row of `GET /api/v1/orders`. */
export const OrderListItem = Type.Object(orderListFields);
export type OrderListItem = Static<typeof OrderListItem>;

/** `GET /api/v1/orders` */
export const OrdersPage = Paged(OrderListItem);
export type OrdersPage = Static<typeof OrdersPage>;

/** `POST /api/v1/orders/:id/pay/quote`: what paying now costs (a delivery re-quoted if lapsed). */
export const OrderPayQuote = Type.Object({
  order_id: Id,
  order_no: Type.String(),
  /** true when the courier's quote had lapsed and a new one was made for the same address. */
  requoted: Type.Boolean(),
  /** The new quote to send with `POST /api/v1/orders/:id/pay`; null when none is needed. */
  quote_id: Nullable(Type.String()),
  /** When the new quote lapses (the countdown); null when none is needed. */
  expires_at: Nullable(Timestamp),
  delivery_fee: Money,
  previous_total: Money,
  total: Money,
  lines: Type.Array(PriceLine),
  pay_by: Timestamp,
});
export type OrderPayQuote = Static<typeof OrderPayQuote>;

export const OrderLine = Type.Object({
  id: Id,
  type: Type.String(),
  product_id: Type.Integer(),
  name: Type.String(),
  size: Nullable(StringEnum(DISH_SIZES)),
  servings: Type.Integer(),
  quantity: Type.Integer(),
  price: Money,
  subtotal: Money,
});
export type OrderLine = Static<typeof OrderLine>;

/** Why an action is refused, as a translated sentence (null when allowed). */
export const OrderAction = Type.Object({
  allowed: Type.Boolean(),
  reason: Nullable(Type.String()),
});
export type OrderAction = Static<typeof OrderAction>;

/** The address copied onto the order at checkout. */
export const OrderAddress = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  unit_no: Nullable(Type.String()),
  address_1: Type.String(),
  address_2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  postcode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
});
export type OrderAddress = Static<typeof OrderAddress>;

/** `GET /api/v1/orders/:id` and `/summary`, and the order after an action. */
export const OrderDetail = Type.Object({
  ...orderListFields,
  packaging_method: StringEnum(PACKAGING_METHODS),
  delivery_instructions: Nullable(Type.String()),
  address: Nullable(OrderAddress),
  lines: Type.Array(OrderLine),
  price_summary: Type.Array(PriceLine),
  points_earned: Type.Integer(),
  paid_at: Nullable(Timestamp),
  cancelled_at: Nullable(Timestamp),
  /** When it was handed over or dropped off; null before. */
  delivered_at: Nullable(Timestamp),
  /**
   * The order's life as the customer reads it: each step of its method in order, with when it
   * happened (null while still ahead). A cancelled order has none.
   */
  timeline: Type.Array(Type.Object({ step: StringEnum(TIMELINE_STEPS), at: Nullable(Timestamp) })),
  /** The courier's live tracking page while the order is out for delivery (docs/courier.md). */
  tracking_url: Type.Optional(Nullable(Type.String())),
  payment: Nullable(
    Type.Object({
      status: StringEnum(PAYMENT_STATUSES),
      provider: Type.String(),
      paid_at: Nullable(Timestamp),
      /** Money that arrived after the customer's cancel: the order stays cancelled, refund due. */
      refund_due: Type.Boolean(),
    }),
  ),
  /** The tax receipt (PDF) of a paid order; null until it is paid. */
  receipt_url: Nullable(Type.String()),
  actions: Type.Object({
    reschedule: OrderAction,
    cancel: OrderAction,
    view_meals: OrderAction,
    pay: OrderAction,
  }),
  /**
   * For a reschedule: the earliest date it may move to, the choices on that date and on later
   * dates (slot starts for delivery, pickup times for self pickup), and the deadline.
   */
  reschedule_options: Nullable(
    Type.Object({
      earliest_date: CalendarDate,
      slots: Type.Array(Type.String()),
      later_slots: Type.Array(Type.String()),
      deadline: Type.String(),
    }),
  ),
});
export type OrderDetail = Static<typeof OrderDetail>;
