import { useCallback } from 'react';
import { apiPaths, baseApi } from '@mealprep/shared/api';
import { useAppDispatch } from '@mealprep/shared/store';
import type { PackingList, PackingOrder } from '@mealprep/shared/staff/contracts';
import type {
  OrderStatusChangeRequest,
  PackMarkRequest,
  PackScanRequest,
} from '@mealprep/shared/validation';

/** A day's packing list as the page shows it. */
export interface Packing {
  orders: PackingOrder[];
  meta: PackingList['meta'];
}

/** The list with `changed` in its place and the day's packed count brought up to date. */
export function withChanged(list: Packing, changed: PackingOrder): Packing {
  const before = list.orders.find((order) => order.id === changed.id);
  if (!before) return list;
  return {
    orders: list.orders.map((order) => (order.id === changed.id ? changed : order)),
    meta: { ...list.meta, packed: list.meta.packed - before.packed + changed.packed },
  };
}

const PACKING = { type: 'Orders', id: 'PACKING' } as const;
/** A 409 or 403 means the list on screen is out of date (someone else moved the order on). */
const staleOn = (error: { status?: unknown } | undefined) =>
  error && (error.status === 409 || error.status === 403) ? [PACKING] : [];

const packingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The packing list of a day (`YYYY-MM-DD`); a refusal goes to the date field. */
    packingList: build.query<Packing, string>({
      query: (date) => ({
        url: apiPaths.adminPacking,
        options: { params: { date }, showError: false },
      }),
      transformResponse: (orders: PackingOrder[], meta) => ({
        orders,
        meta: meta?.meta as PackingList['meta'],
      }),
      providesTags: [PACKING],
    }),
    markPack: build.mutation<
      PackingOrder,
      { id: number; date: string; packNo: number; packed: boolean }
    >({
      query: ({ id, packNo, packed }) => ({
        url: apiPaths.adminOrderPacks(id),
        method: 'POST',
        body: { pack_no: packNo, packed } satisfies PackMarkRequest,
        options: { showError: false },
      }),
      invalidatesTags: (_result, error) => staleOn(error),
    }),
    scanPack: build.mutation<PackingOrder, PackScanRequest>({
      query: (body) => ({
        url: apiPaths.adminPackingScan,
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: (_result, error) => staleOn(error),
    }),
    /** A ready pickup handed to its customer (dispatch's step, as on the orders board). */
    handOver: build.mutation<unknown, { id: number; date: string }>({
      query: ({ id }) => ({
        url: apiPaths.adminOrderStatus(id),
        method: 'POST',
        body: { status: 'delivered' } satisfies OrderStatusChangeRequest,
        options: { showError: false },
      }),
      invalidatesTags: [PACKING],
    }),
  }),
});

export const { usePackingListQuery, useHandOverMutation } = packingApi;

/**
 * Ticks, unticks or scans a pack and, once the API agrees, puts the changed order in its place
 * on the cached list before the caller announces it (as the orders board does with a move).
 */
export function usePackActions() {
  const [mark] = packingApi.useMarkPackMutation();
  const [scan] = packingApi.useScanPackMutation();
  const dispatch = useAppDispatch();
  const place = useCallback(
    (date: string, changed: PackingOrder | undefined) => {
      if (!changed) return;
      dispatch(
        packingApi.util.updateQueryData('packingList', date, (list) => withChanged(list, changed)),
      );
    },
    [dispatch],
  );
  const markPack = useCallback(
    async (args: { id: number; date: string; packNo: number; packed: boolean }) => {
      const result = await mark(args);
      place(args.date, result.data);
      return result;
    },
    [mark, place],
  );
  const scanPack = useCallback(
    async (args: { date: string; code: string }) => {
      const result = await scan(args);
      place(args.date, result.data);
      return result;
    },
    [scan, place],
  );
  return { markPack, scanPack };
}

/** The labels of a day, or of one order, as a PDF download in the reader's session. */
export function labelsHref(format: 'sheet' | 'roll', date: string, orderId?: number): string {
  if (orderId !== undefined) {
    return `${apiPaths.adminOrderLabels(orderId)}?${new URLSearchParams({ format })}`;
  }
  return `${apiPaths.adminLabels}?${new URLSearchParams({ date, format })}`;
}
