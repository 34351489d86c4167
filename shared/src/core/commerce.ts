/**
 * Commerce enumerations shared by the API, checkout and account (docs/spec.md §3, docs/architecture.md §9).
 * Each list is the one source of its values: the database enums are built from them.
 */

/** docs/spec.md §3: deliver, or self pickup at the kitchen. */
export const DELIVERY_METHODS = ['deliver', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** docs/spec.md §3: vacuum seal pack or lunch box. */
export const PACKAGING_METHODS = ['vacuum', 'lunch_box'] as const;
export type PackagingMethod = (typeof PACKAGING_METHODS)[number];

/**
 * docs/architecture.md §9: payment_pending → paid → preparing → out_for_delivery / ready_for_pickup →
 * delivered; payment_pending → cancelled or payment_failed (try again allowed).
 */
export const ORDER_STATUSES = [
  'payment_pending',
  'payment_failed',
  'paid',
  'preparing',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Where a points movement came from: a paid order, or an admin's adjustment with a remark. */
export const POINTS_SOURCES = ['order', 'admin'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** docs/spec.md §9: delivery slots by their start time (two hours each). */
export const DELIVERY_SLOTS = ['09:00', '11:00', '13:00', '15:00'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

/** Every slot, delivered or picked up, lasts this many hours. */
export const SLOT_HOURS = 2;

/** '09:00' → '11:00': the end of the slot that starts at `start`. */
export function slotEnd(start: string): string {
  const hour = Number(start.slice(0, 2)) + SLOT_HOURS;
  return `${String(hour).padStart(2, '0')}:${start.slice(3, 5) || '00'}`;
}

/**
 * Self pickup follows the delivery rule: the same slots of the same length. The
 * kitchen's opening hours are the first slot's start to the last slot's end.
 */
export const PICKUP_TIMES: readonly DeliverySlot[] = DELIVERY_SLOTS;

/**
 * The one rule for the slots offered on a date, for delivery and pickup alike: the earliest date
 * offers its own slots (`deliveryOptions`), every later date offers every slot.
 */
export function slotsOn(
  earliest: { date: string; slots: readonly string[] },
  date: string,
): string[] {
  return date === '' || date === earliest.date ? [...earliest.slots] : [...DELIVERY_SLOTS];
}
