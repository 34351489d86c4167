import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { PaymentView } from '@mealprep/shared/domain';

/** The payment the gateway sent the browser back about (docs/spec.md §7), with its order. */
export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPayment: build.query<PaymentView, number>({
      query: (id) => ({ url: apiPaths.payment(id), options: { showError: false } }),
    }),
  }),
});

export const { useGetPaymentQuery } = paymentApi;
