/**
 * Commerce enumerations shared by the API, checkout and account (SPEC §3, ARCHITECTURE §9).
 * Each list is the one source of its values: the database enums are built from them.
 */

/** SPEC §3: deliver, or self pickup at the kitchen. */
export const DELIVERY_METHODS = ['deliver', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** SPEC §3: vacuum seal pack or lunch box. */
export const PACKAGING_METHODS = ['vacuum', 'lunch_box'] as const;
export type PackagingMethod = (typeof PACKAGING_METHODS)[number];

/**
 * ARCHITECTURE §9: payment_pending → paid → preparing → out_for_delivery / ready_for_pickup →
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

/** SPEC §9: delivery slots by their start time (two hours each). */
export const DELIVERY_SLOTS = ['09:00', '11:00', '13:00', '15:00'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

/** SPEC §9 working hours: self pickup is possible from 09:00 to 16:00, on the hour. */
export const PICKUP_TIMES = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
] as const;
