/** Saved addresses and address suggestions (docs/spec.md §3 address, §7 address calls). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, StringEnum } from '../core/common.contract';

/** A saved address (`GET /api/v1/user/address`). */
export const Address = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  unit_no: Nullable(Type.String()),
  address_1: Type.String(),
  address_2: Nullable(Type.String()),
  state: Type.String(),
  city: Type.String(),
  postcode: Type.String(),
  country: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  phone: Type.String(),
  is_default: Type.Boolean(),
});
export type Address = Static<typeof Address>;

/**
 * One choice of the address line 1 dropdown (`GET /api/v1/address/suggest?q=`). The form copies
 * every field, so the saved coordinates are the chosen suggestion's.
 */
export const AddressSuggestion = Type.Object({
  /** Stable within one answer, for list keys. */
  id: Type.String(),
  address_1: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postcode: Type.String(),
  country: Type.Literal('MY'),
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** How close the coordinates are: the exact address, the place, the postcode area or the state. */
  precision: StringEnum(['address', 'place', 'area', 'state'] as const),
});
export type AddressSuggestion = Static<typeof AddressSuggestion>;
