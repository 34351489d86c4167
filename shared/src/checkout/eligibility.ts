/**
 * Who may open checkout (docs/spec.md §6): a cart with something in it and a complete profile —
 * first and last name and a phone number, which the courier needs. Written once: the shell's
 * checkout guard asks it of the store, `GET /api/v1/checkout/eligibility` and placing an order ask
 * it of the database.
 */
export const CHECKOUT_INELIGIBILITIES = ['empty_cart', 'incomplete_profile'] as const;
export type CheckoutIneligibility = (typeof CHECKOUT_INELIGIBILITIES)[number];

/** The profile fields checkout needs (the profile's own names). */
export interface CheckoutContact {
  first_name?: string | null;
  last_name?: string | null;
  phone_no?: string | null;
}

export interface CheckoutEligibilityResult {
  eligible: boolean;
  /** In the order of `CHECKOUT_INELIGIBILITIES`. */
  reasons: CheckoutIneligibility[];
}

/** Name and phone number are filled in (an empty field counts as missing). */
export function contactComplete(contact: CheckoutContact | null | undefined): boolean {
  return Boolean(contact?.first_name && contact.last_name && contact.phone_no);
}

/** `cartCount`: the units (or lines) in the cart; only zero matters. */
export function checkoutEligibility(
  cartCount: number,
  contact: CheckoutContact | null | undefined,
): CheckoutEligibilityResult {
  const reasons: CheckoutIneligibility[] = [];
  if (cartCount <= 0) reasons.push('empty_cart');
  if (!contactComplete(contact)) reasons.push('incomplete_profile');
  return { eligible: reasons.length === 0, reasons };
}
