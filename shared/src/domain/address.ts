/**
 * Saved addresses and address suggestions (docs/spec.md §3 address, §7 address calls, docs/architecture.md §7).
 */
import type { Address, AddressSuggestion } from '../contracts/addresses';

/** The answers' shapes are the contracts' (shared/src/contracts/addresses.ts). */
export type { Address, AddressSuggestion };

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
