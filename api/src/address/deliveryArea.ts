import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { distanceKm, KITCHEN, LocalCourier } from '../checkout/courier';

/**
 * The delivery area: places within this many kilometres of the kitchen in a straight line.
 *
 * Nothing decided the area before this check: the courier quotes any address in Malaysia by its
 * distance from the kitchen (api/src/checkout/courier.ts), while the shop tells customers it
 * delivers across the Klang Valley. 30 km around the kitchen in Kelana Jaya holds the Klang
 * Valley — Kuala Lumpur, Petaling Jaya, Shah Alam, Klang, Kajang, Putrajaya, Cyberjaya, Rawang
 * — and every locality of the delivery area's table (`localities.ts`, farthest Kajang at about
 * 26 km; `deliveryArea.test.ts` keeps it so), and stops short of Semenyih, Banting, Sepang and
 * Seremban, where one delivery would cost RM 40 and more.
 */
export const DELIVERY_RADIUS_KM = 30;

export interface Point {
  latitude: number;
  longitude: number;
}

/** From the kitchen, in a straight line (the courier's own measure), to 0.1 km. */
export function kmFromKitchen(point: Point): number {
  return Math.round(distanceKm(KITCHEN, point) * 10) / 10;
}

export function isInDeliveryArea(point: Point): boolean {
  return distanceKm(KITCHEN, point) <= DELIVERY_RADIUS_KM;
}

/** The local model's share of free drivers at its fullest and its scarcest (courier.ts). */
const DRIVER_SHARES = [1, 0.2] as const;

/**
 * The lowest and highest fee the local quote model (courier.ts `LocalCourier`) answers for a
 * drop-off at `point`, in sen. The fee depends on when it is quoted — the hour in Kuala Lumpur
 * (lunch and dinner rush, night) and the share of drivers free — not on the delivery slot
 * chosen: so the model is asked at every hour of one week, with every driver free and with the
 * fewest, and the range is the cheapest and dearest of those answers. The model itself is asked,
 * not a copy of its factors, so the range follows it when its rates change.
 */
export async function localFeeRange(point: Point): Promise<{ minSen: number; maxSen: number }> {
  const fees: number[] = [];
  // Any week: the model reads only the time of day (a week, so a weekday rule would count too).
  const monday = DateTime.fromISO('2025-01-06T00:00', { zone: BUSINESS_ZONE });
  for (const share of DRIVER_SHARES) {
    const courier = new LocalCourier({ ttlSeconds: 60, availability: () => share });
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      const quote = await courier.quote({
        latitude: point.latitude,
        longitude: point.longitude,
        contact: { name: '', phone: '', address: '' },
        now: monday.plus({ hours: hour }).toJSDate(),
      });
      fees.push(quote.feeSen);
    }
  }
  return { minSen: Math.min(...fees), maxSen: Math.max(...fees) };
}
