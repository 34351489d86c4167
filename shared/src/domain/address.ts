/**
 * Saved addresses and address suggestions (docs/spec.md §3 address, §7 address calls, docs/architecture.md §7).
 */

/** A saved address as the API answers it (`GET /api/v1/user/address`). */
export interface Address {
  id: number;
  first_name: string;
  last_name: string;
  unit_no: string | null;
  address_1: string;
  address_2: string | null;
  state: string;
  city: string;
  postcode: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  is_default: boolean;
}

/**
 * One choice of the address line 1 dropdown (`GET /api/v1/address/suggest?q=`). The form copies
 * every field, so the saved coordinates are the chosen suggestion's.
 */
export interface AddressSuggestion {
  /** Stable within one answer, for list keys. */
  id: string;
  address_1: string;
  city: string;
  state: string;
  postcode: string;
  country: 'MY';
  latitude: number;
  longitude: number;
  /** How close the coordinates are: the exact address, the place, the postcode area or the state. */
  precision: 'address' | 'place' | 'area' | 'state';
}

/** A customer keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

/** Suggestions answered at most (`limit` query parameter). */
export const ADDRESS_SUGGESTION_LIMIT = 10;

/** Peninsular and East Malaysia with their islands: coordinates outside are no Malaysian address. */
export const MALAYSIA_BOUNDS = { south: 0.8, north: 7.5, west: 99.5, east: 119.5 } as const;

export function isInMalaysia(latitude: number, longitude: number): boolean {
  return (
    latitude >= MALAYSIA_BOUNDS.south &&
    latitude <= MALAYSIA_BOUNDS.north &&
    longitude >= MALAYSIA_BOUNDS.west &&
    longitude <= MALAYSIA_BOUNDS.east
  );
}
