/** The staff's list of refunds due (docs/architecture.md §9.4 "decided once", §9.8). */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../core/commerce';
import { RefundReason } from '../checkout/checkout.contract';
import { Id, Money, Nullable, StringEnum, Timestamp } from '../core/common.contract';

/** A payment whose money is to be given back (`GET /api/v1/admin/refunds`). */
export const RefundDue = Type.Object({
  /** The payment's id (what `POST /api/v1/admin/refunds/:id/refunded` names). */
  id: Id,
  order_id: Id,
  order_no: Type.String(),
  order_status: StringEnum(ORDER_STATUSES),
  customer_name: Type.String(),
  customer_email: Type.String(),
  amount: Money,
  /** When the gateway reported the money received. */
  paid_at: Timestamp,
  reason: RefundReason,
  /** When a member of staff recorded the refund (null while it is due). */
  refunded_at: Nullable(Timestamp),
});
export type RefundDue = Static<typeof RefundDue>;
