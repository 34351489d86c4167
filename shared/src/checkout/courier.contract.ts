/** Courier dispatch (docs/courier.md): the day's deliveries with their bookings and alerts. */
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../core/commerce';
import { BOOKING_STATES, COURIER_ACTIONS, COURIER_ALERT_KINDS } from './courier';
import { CalendarDate, Id, Nullable, StringEnum, Timestamp } from '../core/common.contract';

export const CourierDriver = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  plate: Type.String(),
});
export type CourierDriver = Static<typeof CourierDriver>;

/** An order's current booking. */
export const CourierBooking = Type.Object({
  id: Id,
  /** 1 for the first booking, +1 for each re-booking. */
  attempt: Type.Integer(),
  provider: Type.String(),
  state: StringEnum(BOOKING_STATES),
  external_id: Nullable(Type.String()),
  driver: Nullable(CourierDriver),
  tracking_url: Nullable(Type.String()),
  /** Why the courier could not be asked, or what it said when it refused. */
  failure: Nullable(Type.String()),
  booked_at: Timestamp,
  updated_at: Timestamp,
});
export type CourierBooking = Static<typeof CourierBooking>;

export const CourierAlert = Type.Object({
  id: Id,
  kind: StringEnum(COURIER_ALERT_KINDS),
  /** The courier's own words, when it gave any (not translated). */
  detail: Nullable(Type.String()),
  created_at: Timestamp,
});
export type CourierAlert = Static<typeof CourierAlert>;

/** One delivery of the day on the dispatch screen. */
export const DispatchOrder = Type.Object({
  id: Id,
  order_no: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  customer_name: Type.String(),
  delivery_date: CalendarDate,
  /** The slot's start, HH:MM in Kuala Lumpur. */
  delivery_time: Type.String(),
  area: Nullable(Type.String()),
  /** When the booking job books it (the slot's start less COURIER_BOOK_MINUTES_BEFORE_SLOT). */
  book_at: Timestamp,
  booking: Nullable(CourierBooking),
  /** Newest first. */
  alerts: Type.Array(CourierAlert),
  /** The buttons the booking allows now. */
  actions: Type.Array(StringEnum(COURIER_ACTIONS)),
});
export type DispatchOrder = Static<typeof DispatchOrder>;

/** `GET /api/v1/admin/dispatch?date=YYYY-MM-DD` */
export const DispatchBoard = Type.Object({
  data: Type.Array(DispatchOrder),
  meta: Type.Object({ date: CalendarDate }),
});
export type DispatchBoard = Static<typeof DispatchBoard>;

/** The webhook's answer: received (a replay or an event about nothing we follow is received too). */
export const CourierWebhookAnswer = Type.Object({
  received: Type.Boolean(),
  /** `applied`, `recorded` (kept, moves nothing: out of order or about a finished booking), `replay`, `ignored`. */
  outcome: Type.String(),
});
export type CourierWebhookAnswer = Static<typeof CourierWebhookAnswer>;
