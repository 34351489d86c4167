/**
 * Courier bookings of delivery orders (docs/courier.md): where a booking stands, what dispatch is
 * alerted of, and which of dispatch's buttons a booking allows. The API decides with these rules
 * (under the order's row lock); the dispatch screen offers only what they allow.
 */
import type { DeliveryMethod, OrderStatus } from '../core/commerce';

/**
 * Where a booking stands at the courier. `requested` waits for a driver; the last three end a
 * booking that never reached the customer, and the shop books again.
 */
export const COURIER_STATES = [
  'requested',
  'assigned',
  'picked_up',
  'completed',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type CourierState = (typeof COURIER_STATES)[number];

/**
 * A booking as the shop keeps it: `requesting` while the courier is being asked, `failed` when it
 * could not be asked, `withdrawn` when dispatch cancelled it (not booked again by itself).
 */
export const BOOKING_STATES = ['requesting', ...COURIER_STATES, 'failed', 'withdrawn'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The courier has given a booking up; the shop books again, within its attempts. */
export const DROPPED_BOOKING_STATES = [
  'cancelled',
  'rejected',
  'expired',
  'failed',
] as const satisfies readonly BookingState[];

/** A booking that is still on its way to the customer (or got there). */
export function isLiveBooking(state: BookingState): boolean {
  return ['requesting', 'requested', 'assigned', 'picked_up', 'completed'].includes(state);
}

/** What dispatch is alerted of. */
export const COURIER_ALERT_KINDS = [
  'rejected',
  'expired',
  'cancelled',
  'book_failed',
  'gave_up',
] as const;
export type CourierAlertKind = (typeof COURIER_ALERT_KINDS)[number];

/** Dispatch's buttons: book a courier, cancel the booking, cancel it and book another. */
export const COURIER_ACTIONS = ['book', 'cancel', 'rebook'] as const;
export type CourierAction = (typeof COURIER_ACTIONS)[number];

/**
 * The buttons an order's booking allows now. Only a delivery being prepared is booked; a booking
 * can be cancelled (or replaced) until the courier picked the food up.
 */
export function courierActions(
  order: { status: OrderStatus; deliveryMethod: DeliveryMethod },
  booking: BookingState | null,
): CourierAction[] {
  if (order.deliveryMethod !== 'deliver' || order.status !== 'preparing') return [];
  if (booking === null || !isLiveBooking(booking)) return ['book'];
  if (booking === 'requesting' || booking === 'picked_up' || booking === 'completed') return [];
  return ['cancel', 'rebook'];
}
