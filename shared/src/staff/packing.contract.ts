/**
 * Packing and handover (docs/kitchen.md): each order of a delivery day with its packs — one per
 * dish portion, bundle item or plan meal — and which of them are packed.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DELIVERY_METHODS, ORDER_STATUSES, PACKAGING_METHODS } from '../core/commerce';
import { FULFILMENT_TARGETS } from './fulfilment';
import { CalendarDate, Id, Nullable, StringEnum, Timestamp } from '../core/common.contract';

/** One pack of an order: its number in the order, the code on its label, what it holds. */
export const PackingPack = Type.Object({
  no: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** The size, the plan's day and meal, a personalised meal's components. */
  detail: Nullable(Type.String()),
  packed_at: Nullable(Timestamp),
  /** Who ticked it (their e-mail). */
  packed_by: Nullable(Type.String()),
});
export type PackingPack = Static<typeof PackingPack>;

export const PackingOrder = Type.Object({
  id: Id,
  order_no: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  customer_name: Type.String(),
  delivery_method: StringEnum(DELIVERY_METHODS),
  packaging_method: StringEnum(PACKAGING_METHODS),
  delivery_date: CalendarDate,
  delivery_time: Type.String(),
  packs: Type.Array(PackingPack),
  /** How many of its packs are packed. */
  packed: Type.Integer(),
  /** The caller may tick its packs now (the kitchen's role, and the order still in the kitchen). */
  can_pack: Type.Boolean(),
  /** The fulfilment steps the caller may take now (handing a pickup over among them). */
  next: Type.Array(StringEnum(FULFILMENT_TARGETS)),
});
export type PackingOrder = Static<typeof PackingOrder>;

/** `GET /api/v1/admin/packing?date=YYYY-MM-DD` */
export const PackingList = Type.Object({
  data: Type.Array(PackingOrder),
  meta: Type.Object({ date: CalendarDate, packs: Type.Integer(), packed: Type.Integer() }),
});
export type PackingList = Static<typeof PackingList>;
