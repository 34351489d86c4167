import { checkoutEligibility, contactComplete } from './eligibility';

const complete = { first_name: 'Siti', last_name: 'Aminah', phone_no: '0123456789' };

describe('checkout eligibility', () => {
  it('a cart with something in it and a complete profile may check out', () => {
    expect(checkoutEligibility(2, complete)).toEqual({ eligible: true, reasons: [] });
  });

  it('names an empty cart and a missing name or phone, in that order', () => {
    expect(checkoutEligibility(0, complete)).toEqual({ eligible: false, reasons: ['empty_cart'] });
    expect(checkoutEligibility(1, { ...complete, phone_no: null })).toEqual({
      eligible: false,
      reasons: ['incomplete_profile'],
    });
    expect(checkoutEligibility(0, null)).toEqual({
      eligible: false,
      reasons: ['empty_cart', 'incomplete_profile'],
    });
  });

  it('an empty name counts as missing', () => {
    expect(contactComplete({ ...complete, last_name: '' })).toBe(false);
    expect(contactComplete(complete)).toBe(true);
    expect(contactComplete(undefined)).toBe(false);
  });
});
