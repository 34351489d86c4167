import { apiPaths, baseApi } from '@mealprep/shared/api';
import type {
  AppliedVoucher,
  CheckoutQuote,
  DeliveryMethod,
  PackagingMethod,
  PlacedOrder,
} from '@mealprep/shared/domain';

/** `POST /api/v1/checkout/quote`: the choices the price summary depends on. */
export interface QuoteRequest {
  delivery_method: DeliveryMethod;
  address_id: number | null;
  voucher_code: string | null;
}

/** `POST /api/v1/checkout`: everything the customer chose; the server re-checks it all. */
export interface OrderRequest extends QuoteRequest {
  packaging_method: PackagingMethod;
  delivery_instructions: string | null;
  quote_id: string | null;
  delivery_date: string;
  delivery_time: string;
  /** The same key for every attempt of this checkout visit: placing twice orders once. */
  idempotencyKey: string;
}

/**
 * Checkout's calls (docs/spec.md §7). The saved addresses are the shared `savedAddresses`
 * entry (`@mealprep/shared/api`); a quote holds a courier price for minutes only,
 * so it is asked afresh on each visit and each choice (see useQuote) and not kept once unused.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `visit` is not sent: it only keys the answer to one visit of the page (see useQuote).
    checkoutQuote: build.query<CheckoutQuote, QuoteRequest & { visit: number }>({
      query: ({ visit: _visit, ...body }) => ({
        url: apiPaths.checkoutQuote,
        method: 'POST',
        body,
      }),
      keepUnusedDataFor: 0,
    }),
    applyVoucher: build.mutation<AppliedVoucher, string>({
      query: (code) => ({
        url: apiPaths.voucherApply,
        method: 'POST',
        body: { code },
        options: { showError: false },
      }),
    }),
    placeOrder: build.mutation<PlacedOrder, OrderRequest>({
      query: ({ idempotencyKey, ...body }) => ({
        url: apiPaths.checkout,
        method: 'POST',
        body,
        options: { headers: { 'Idempotency-Key': idempotencyKey } },
      }),
    }),
  }),
});

export const { useCheckoutQuoteQuery, useApplyVoucherMutation, usePlaceOrderMutation } =
  checkoutApi;
