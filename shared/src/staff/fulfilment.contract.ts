/**
 * The back of house (docs/architecture.md §9.8): the orders board the kitchen and dispatch
 * work from, the moves they make, the shop's staff accounts and the audit log of what they did.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DELIVERY_METHODS, ORDER_STATUSES, PACKAGING_METHODS } from '../core/commerce';
import { FULFILMENT_TARGETS } from './fulfilment';
import { STAFF_ROLES } from './staff';
import { CalendarDate, Id, Nullable, StringEnum, Timestamp } from '../core/common.contract';

/** One line of an order as the kitchen reads it: what to cook and pack. */
export const BoardLine = Type.Object({
  name: Type.String(),
  size: Nullable(Type.String()),
  quantity: Type.Integer(),
  servings: Type.Integer(),
});
export type BoardLine = Static<typeof BoardLine>;

/** One order of a delivery day on the board. */
export const BoardOrder = Type.Object({
  id: Id,
  order_no: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  customer_name: Type.String(),
  delivery_method: StringEnum(DELIVERY_METHODS),
  packaging_method: StringEnum(PACKAGING_METHODS),
  delivery_date: CalendarDate,
  delivery_time: Type.String(),
  /** Postcode and city of a delivery; null for self pickup. */
  area: Nullable(Type.String()),
  lines: Type.Array(BoardLine),
  paid_at: Nullable(Timestamp),
  /** The moves the signed-in staff member may make now, in the order's life order. */
  next: Type.Array(StringEnum(FULFILMENT_TARGETS)),
});
export type BoardOrder = Static<typeof BoardOrder>;

/** `GET /api/v1/admin/orders?date=YYYY-MM-DD`: the paid orders due on a day, by slot. */
export const OrdersBoard = Type.Object({
  data: Type.Array(BoardOrder),
  meta: Type.Object({
    date: CalendarDate,
    /** How many of the day's orders are at each status. */
    counts: Type.Record(Type.String(), Type.Integer()),
  }),
});
export type OrdersBoard = Static<typeof OrdersBoard>;

/** A member of the shop's staff (`GET /api/v1/admin/staff`). */
export const StaffMember = Type.Object({
  id: Id,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: StringEnum(STAFF_ROLES),
  created_at: Timestamp,
});
export type StaffMember = Static<typeof StaffMember>;

/** One entry of the audit log (`GET /api/v1/admin/audit`). */
export const AuditEntry = Type.Object({
  id: Id,
  actor: Type.String(),
  action: Type.String(),
  subject: Type.String(),
  subject_id: Type.Integer(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  created_at: Timestamp,
});
export type AuditEntry = Static<typeof AuditEntry>;

/** `GET /api/v1/admin/production?date=`: what the kitchen cooks and packs for a delivery day. */
export const ProductionSheet = Type.Object({
  delivery_date: CalendarDate,
  /** The day it is cooked: the day before the delivery (docs/architecture.md §9.8). */
  cooking_date: CalendarDate,
  /** No order placed from now on can be due that day: the sheet will not change any more. */
  frozen: Type.Boolean(),
  orders: Type.Integer(),
  /** Portions per dish and size: à la carte, bundle items and the fixed plan's meals. */
  dishes: Type.Array(
    Type.Object({
      dish_id: Id,
      name: Type.String(),
      size: Type.String(),
      portions: Type.Integer(),
    }),
  ),
  /** Personalised plans: grams per component summed over every plan due, and in how many meals. */
  components: Type.Array(
    Type.Object({
      recipe_id: Id,
      name: Type.String(),
      grams: Type.Integer(),
      portions: Type.Integer(),
    }),
  ),
  /** Packs to fill per packaging method (a dish portion or a plan's meal is one pack). */
  packs: Type.Object({ vacuum: Type.Integer(), lunch_box: Type.Integer() }),
  /** Each personalised plan's packs: what goes into each meal's box. */
  plan_packs: Type.Array(
    Type.Object({
      order_no: Type.String(),
      customer: Type.String(),
      quantity: Type.Integer(),
      packaging_method: StringEnum(PACKAGING_METHODS),
      meals: Type.Array(
        Type.Object({
          day: Type.Integer(),
          meal: Type.Integer(),
          items: Type.Array(Type.Object({ name: Type.String(), grams: Type.Integer() })),
        }),
      ),
    }),
  ),
});
export type ProductionSheet = Static<typeof ProductionSheet>;
