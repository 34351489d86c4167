/** Checkout and payment answers on the wire (issue #6, docs/architecture.md §5). Money as strings. */
import type { PriceLine } from './priceSummary';

/** `POST /api/v1/checkout/quote` */
export interface CheckoutQuote {
  /** null for self pickup (no courier). */
  quote_id: string | null;
  /** When the courier's price lapses (the checkout countdown); null for self pickup. */
  expires_at: string | null;
  delivery_fee: string;
  courier: Record<string, unknown> | null;
  delivery_options: { date: string; slots: string[]; pickup_times: string[] };
  voucher: { code: string; discount: string } | null;
  /** docs/architecture.md §9 order. */
  lines: PriceLine[];
  total: string;
  points_earned: number;
}

/** `GET /api/v1/checkout/eligibility` */
export interface CheckoutEligibility {
  eligible: boolean;
  reasons: ('empty_cart' | 'incomplete_profile')[];
}

/** `POST /api/v1/checkout` and `POST /api/v1/payments/:id/retry` */
export interface PlacedOrder {
  order_id: number;
  order_no: string;
  payment_id: number;
  payment_url: string;
}

/** `POST /api/v1/voucher/apply` */
export interface AppliedVoucher {
  code: string;
  discount: string;
  message: string;
}

/** `GET /api/v1/payments/:id` */
export interface PaymentView {
  id: number;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amount: string;
  order: {
    id: number;
    order_no: string;
    status: string;
    total: string;
    points_earned: number;
    delivery_method: 'deliver' | 'pickup';
    delivery_date: string;
    delivery_time: string;
    /** Until when it can be paid; see `OrderListItem.pay_by`. */
    pay_by: string | null;
    /** Pay now / try again is open. */
    payable: boolean;
    cancel_reason: 'customer' | 'unpaid' | 'replaced' | null;
  };
}
