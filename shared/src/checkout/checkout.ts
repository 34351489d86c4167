/** Checkout and payment answers on the wire (docs/architecture.md §5). Money as strings. */
import type {
  AppliedVoucher,
  CheckoutEligibility,
  CheckoutQuote,
  PaymentView,
  PlacedOrder,
} from './checkout.contract';

/** The answers' shapes are the contracts' (shared/src/checkout/checkout.contract.ts). */
export type { AppliedVoucher, CheckoutEligibility, CheckoutQuote, PaymentView, PlacedOrder };
