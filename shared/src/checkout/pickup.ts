/**
 * Self pickup: where the kitchen is and when it is open, written once for checkout, the order
 * detail, the payment result pages and the courier's starting point. The opening hours are the
 * slots' day (first slot's start to last slot's end), so pickup and delivery follow one rule.
 */
import { DELIVERY_SLOTS, slotEnd } from '../core/commerce';

export const PICKUP_POINT = {
  name: 'MealPrep MY kitchen',
  /** Address lines as printed on a parcel. */
  street: '12, Jalan SS 7/19, Kelana Jaya',
  postcode: '47301',
  city: 'Petaling Jaya',
  state: 'Selangor',
  coordinates: { latitude: 3.12077, longitude: 101.59659 },
} as const;

/** The maps site the pickup link opens (allowed for external navigation by the shell). */
export const MAPS_ORIGIN = 'https://www.google.com';

/** "12, Jalan SS 7/19, Kelana Jaya, 47301 Petaling Jaya, Selangor" */
export function pickupAddress(): string {
  const { street, postcode, city, state } = PICKUP_POINT;
  return `${street}, ${postcode} ${city}, ${state}`;
}

/** An ordinary maps search link for the kitchen's address. */
export function pickupMapUrl(): string {
  const query = encodeURIComponent(`${PICKUP_POINT.name}, ${pickupAddress()}`);
  return `${MAPS_ORIGIN}/maps/search/?api=1&query=${query}`;
}

/** Open every day from the first slot's start to the last slot's end: 09:00 to 17:00. */
export function pickupHours(): { opens: string; closes: string } {
  return {
    opens: DELIVERY_SLOTS[0],
    closes: slotEnd(DELIVERY_SLOTS[DELIVERY_SLOTS.length - 1] ?? DELIVERY_SLOTS[0]),
  };
}
