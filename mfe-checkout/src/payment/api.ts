import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import type { PaymentView } from '@mealprep/shared/checkout/contracts';

/** The payment the gateway sent the browser back about (docs/spec.md §7), with its order. */
export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PaymentView, number>({
      query: (id) => ({ url: apiPaths.payment(id), options: { showError: false } }),
    }),
    // The paid order's meals for the success page; the payment's answer has none. Signed in
    // only (orders are the customer's own); the page does without them if this fails.
    paidOrder: build.query<OrderDetail, number>({
      query: (id) => ({ url: apiPaths.order(id), options: { showError: false } }),
    }),
  }),
});

export const { useGetPaymentQuery, usePaidOrderQuery } = paymentApi;
