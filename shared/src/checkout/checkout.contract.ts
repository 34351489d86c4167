/** Checkout and payment answers (docs/architecture.md §5, §9). Money as two-decimal strings. */
import { PRICE_LINE_KEYS } from './vocabulary';
import { Type, type Static } from '@sinclair/typebox';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '../core/commerce';

import { CalendarDate, Id, Money, Nullable, StringEnum, Timestamp } from '../core/common.contract';

/** One line of a price summary, in docs/architecture.md §9's order; points lines are whole numbers. */
export const PriceLine = Type.Object({
  key: StringEnum(PRICE_LINE_KEYS),
  /** Money as "-12.30"; the points lines as a whole-number string. */
  amount: Type.String(),
});
export type PriceLine = Static<typeof PriceLine>;

/** Why a cancelled order was cancelled: by the customer, unpaid in time, or placed again. */
export const ORDER_CANCEL_REASONS = ['customer', 'unpaid', 'replaced'] as const;
export const OrderCancelReason = StringEnum(ORDER_CANCEL_REASONS);
export type OrderCancelReason = Static<typeof OrderCancelReason>;

/**
 * Why money received is to be refunded (docs/architecture.md §9.4 "decided once"): it arrived
 * after the customer cancelled the order, or the order had already been paid.
 */
export const REFUND_REASONS = ['paid_after_cancel', 'paid_twice'] as const;
export const RefundReason = StringEnum(REFUND_REASONS);
export type RefundReason = Static<typeof RefundReason>;

/**
 * The customer's unpaid order for exactly the cart being checked out, still inside its payment
 * window and its date still open: checkout offers to pay it (or change it) before a new one.
 */
export const PendingOrder = Type.Object({
  order_id: Id,
  order_no: Type.String(),
  total: Money,
  /** Until when it can be paid. */
  pay_by: Timestamp,
});
export type PendingOrder = Static<typeof PendingOrder>;

/** `POST /api/v1/checkout/quote` */
export const CheckoutQuote = Type.Object({
  /** null for self pickup (no courier). */
  quote_id: Nullable(Type.String()),
  /** When the courier's price lapses (the checkout countdown); null for self pickup. */
  expires_at: Nullable(Timestamp),
  delivery_fee: Money,
  /**
   * The fee of the customer's last quote for this address (inside the fee's hold) when this one
   * differs: a re-quote changed the charge. null otherwise, and for self pickup.
   */
  previous_delivery_fee: Nullable(Money),
  /** The courier's own details of the quote, as it gave them. */
  courier: Nullable(Type.Record(Type.String(), Type.Unknown())),
  delivery_options: Type.Object({
    date: CalendarDate,
    slots: Type.Array(Type.String()),
    pickup_times: Type.Array(Type.String()),
  }),
  voucher: Nullable(Type.Object({ code: Type.String(), discount: Money })),
  lines: Type.Array(PriceLine),
  total: Money,
  points_earned: Type.Integer(),
  /** An unpaid order of this very cart (Back from the payment page), else null. */
  pending_order: Nullable(PendingOrder),
});
export type CheckoutQuote = Static<typeof CheckoutQuote>;

/** `GET /api/v1/checkout/eligibility` */
export const CheckoutEligibility = Type.Object({
  eligible: Type.Boolean(),
  reasons: Type.Array(StringEnum(['empty_cart', 'incomplete_profile'] as const)),
});
export type CheckoutEligibility = Static<typeof CheckoutEligibility>;

/** `POST /api/v1/checkout`, `POST /api/v1/orders/:id/pay` and `POST /api/v1/payments/:id/retry` */
export const PlacedOrder = Type.Object({
  order_id: Id,
  order_no: Type.String(),
  payment_id: Id,
  payment_url: Type.String(),
});
export type PlacedOrder = Static<typeof PlacedOrder>;

/** `POST /api/v1/voucher/apply` */
export const AppliedVoucher = Type.Object({
  code: Type.String(),
  discount: Money,
  message: Type.String(),
});
export type AppliedVoucher = Static<typeof AppliedVoucher>;

/** `GET /api/v1/payments/:id` */
export const PaymentView = Type.Object({
  id: Id,
  status: StringEnum(PAYMENT_STATUSES),
  amount: Money,
  order: Type.Object({
    id: Id,
    order_no: Type.String(),
    status: StringEnum(ORDER_STATUSES),
    total: Money,
    points_earned: Type.Integer(),
    delivery_method: StringEnum(DELIVERY_METHODS),
    delivery_date: CalendarDate,
    delivery_time: Type.String(),
    /** Until when it can be paid; see `OrderListItem.pay_by`. */
    pay_by: Nullable(Timestamp),
    /** Pay now / try again is open. */
    payable: Type.Boolean(),
    cancel_reason: Nullable(OrderCancelReason),
  }),
  /** This payment is to be given back (or was): why, and when the shop refunded it. */
  refund: Nullable(
    Type.Object({
      reason: RefundReason,
      refunded_at: Nullable(Timestamp),
    }),
  ),
});
export type PaymentView = Static<typeof PaymentView>;

/** `POST /api/v1/payments/:provider/callback`: the gateway's call was taken. */
export const PaymentCallbackAnswer = Type.Object({
  received: Type.Literal(true),
  status: Type.String(),
});
export type PaymentCallbackAnswer = Static<typeof PaymentCallbackAnswer>;
