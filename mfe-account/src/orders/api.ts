import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { OrderDetail, OrderListItem } from '@mealprep/shared/orders/contracts';
import type { OrderFilter, OrderSort } from '@mealprep/shared/orders';
import type { PageMeta } from '@mealprep/shared/core/contracts';
import type { RescheduleRequest } from '@mealprep/shared/validation';

export interface OrdersPage {
  orders: OrderListItem[];
  total: number;
}

/** The order's page shows what a change answered at once, without asking again. */
function putOrder(
  updated: OrderDetail,
  dispatch: (action: ReturnType<typeof ordersApi.util.upsertQueryEntries>) => unknown,
) {
  dispatch(
    ordersApi.util.upsertQueryEntries([{ endpointName: 'order', arg: updated.id, value: updated }]),
  );
}

const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the customer's orders (docs/spec.md §4 filter and sort); failures shown by the page. */
    orders: build.query<
      OrdersPage,
      { filter: OrderFilter; sort: OrderSort; page: number; per_page: number }
    >({
      query: (params) => ({ url: apiPaths.orders, options: { params, showError: false } }),
      transformResponse: (orders: OrderListItem[], meta) => ({
        orders,
        total: (meta?.meta as PageMeta | undefined)?.total ?? orders.length,
      }),
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    order: build.query<OrderDetail, number>({
      query: (id) => ({ url: apiPaths.order(id), options: { showError: false } }),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    orderSummary: build.query<OrderDetail, number>({
      query: (id) => ({ url: apiPaths.orderSummary(id), options: { showError: false } }),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id: `summary-${id}` }],
    }),
    /** Cancels the order; a refusal is toasted by the client. */
    cancelOrder: build.mutation<OrderDetail, number>({
      query: (id) => ({ url: apiPaths.orderCancel(id), method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          putOrder((await queryFulfilled).data, dispatch);
        } catch {
          // Refused: the order is unchanged.
        }
      },
      // The detail is put in place above; the list, the receipt and the points are stale.
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Orders', id: 'LIST' },
              { type: 'Orders', id: `summary-${result.id}` },
              'Points',
            ]
          : [],
    }),
    /** Moves the delivery or pickup; the form shows a refusal on its fields. */
    rescheduleOrder: build.mutation<OrderDetail, RescheduleRequest & { id: number }>({
      query: ({ id, ...body }) => ({
        url: apiPaths.orderReschedule(id),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          putOrder((await queryFulfilled).data, dispatch);
        } catch {
          // Refused: the form shows why.
        }
      },
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Orders', id: 'LIST' },
              { type: 'Orders', id: `summary-${result.id}` },
            ]
          : [],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useOrderSummaryQuery,
  useCancelOrderMutation,
  useRescheduleOrderMutation,
} = ordersApi;
