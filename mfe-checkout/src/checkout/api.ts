import { apiPaths, baseApi } from '@mealprep/shared/api';
import type {
  AppliedVoucher,
  CheckoutQuote,
  PlacedOrder,
} from '@mealprep/shared/checkout/contracts';
import type {
  CheckoutQuoteRequest,
  CheckoutRequest,
  VoucherApplyRequest,
} from '@mealprep/shared/validation';

/** `POST /api/v1/checkout`, and the key that makes placing it twice order once. */
type PlaceOrder = CheckoutRequest & {
  /** The same key for every attempt of this checkout visit: placing twice orders once. */
  idempotencyKey: string;
};

/**
 * Checkout's calls (docs/spec.md §7). The saved addresses are the shared `savedAddresses`
 * entry (`@mealprep/shared/api`); a quote holds a courier price for minutes only,
 * so it is asked afresh on each visit and each choice (see useQuote) and not kept once unused.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `visit` is not sent: it only keys the answer to one visit of the page (see useQuote).
    checkoutQuote: build.query<CheckoutQuote, CheckoutQuoteRequest & { visit: number }>({
      query: ({ visit: _visit, ...body }) => ({
        url: apiPaths.checkoutQuote,
        method: 'POST',
        body,
      }),
      keepUnusedDataFor: 0,
    }),
    applyVoucher: build.mutation<AppliedVoucher, VoucherApplyRequest['code']>({
      query: (code) => ({
        url: apiPaths.voucherApply,
        method: 'POST',
        body: { code } satisfies VoucherApplyRequest,
        options: { showError: false },
      }),
    }),
    placeOrder: build.mutation<PlacedOrder, PlaceOrder>({
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
