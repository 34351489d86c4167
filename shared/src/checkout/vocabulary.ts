/** Checkout's words, with no imports: the contract and the rules both read them. */

/** docs/spec.md §3 price summary lines, in the order shown (docs/architecture.md §9). */
export const PRICE_LINE_KEYS = [
  'subtotal',
  'delivery',
  'delivery_discount',
  'processing_fee',
  'tax',
  'discount',
  'rounding',
  'total',
  'points_earned',
  'points',
] as const;

export type PriceLineKey = (typeof PRICE_LINE_KEYS)[number];
