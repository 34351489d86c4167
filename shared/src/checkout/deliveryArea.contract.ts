/**
 * "Do you deliver to me?" (`GET /api/v1/delivery_area?q=`): whether a postcode or town is in the
 * delivery area and what delivery there costs, before any sign-up (api/src/address/deliveryArea.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Money, Nullable } from '../core/common.contract';

/** The place the query named, as the gazetteer knows it. */
export const DeliveryAreaPlace = Type.Object({
  /** The locality or town named, or a postcode's post town ("Bangsar", "Petaling Jaya"). */
  name: Type.String(),
  /** The post town. */
  city: Type.String(),
  state: Type.String(),
  /** The postcode asked about, or the place's own; '' when the place has several. */
  postcode: Type.String(),
});
export type DeliveryAreaPlace = Static<typeof DeliveryAreaPlace>;

/** The lowest and highest courier fee to the place: they depend on the time and free riders. */
export const DeliveryFeeRange = Type.Object({ min: Money, max: Money });
export type DeliveryFeeRange = Static<typeof DeliveryFeeRange>;

export const DeliveryArea = Type.Object({
  place: DeliveryAreaPlace,
  /** Within `radius_km` of the kitchen in a straight line. */
  in_area: Type.Boolean(),
  radius_km: Type.Number(),
  /** From the kitchen to the place, in a straight line, to 0.1 km. */
  distance_km: Type.Number(),
  /**
   * The courier fee's range there; null outside the area, and when the courier prices each
   * delivery live (then the fee is only known at checkout).
   */
  delivery_fee: Nullable(DeliveryFeeRange),
  /** Delivery is free from this subtotal (docs/architecture.md §9.1). */
  free_delivery_from: Money,
  /** Self pickup, open to everyone wherever they are. */
  pickup: Type.Object({ name: Type.String(), address: Type.String() }),
});
export type DeliveryArea = Static<typeof DeliveryArea>;
