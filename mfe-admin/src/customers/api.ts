import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminCustomer, CustomerPoints } from '@mealprep/shared/staff/contracts';
import type { PointsAdjustmentRequest } from '@mealprep/shared/validation';

const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<AdminCustomer[], string>({
      query: (q) => ({
        url: apiPaths.adminCustomers,
        options: { params: q ? { q } : {}, showError: false },
      }),
      providesTags: ['Customers'],
    }),
    customerPoints: build.query<CustomerPoints, string>({
      query: (id) => ({ url: apiPaths.adminCustomerPoints(id), options: { showError: false } }),
      providesTags: ['Customers'],
    }),
    /** A manual adjustment: the balance, the ledger and the search results are stale after it. */
    adjustPoints: build.mutation<unknown, { id: string; body: PointsAdjustmentRequest }>({
      query: ({ id, body }) => ({
        url: apiPaths.adminCustomerPoints(id),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: ['Customers'],
    }),
  }),
});

export const { useCustomersQuery, useCustomerPointsQuery, useAdjustPointsMutation } = customersApi;
