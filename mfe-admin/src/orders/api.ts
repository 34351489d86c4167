import { useCallback } from 'react';
import { apiPaths, baseApi } from '@mealprep/shared/api';
import { useAppDispatch } from '@mealprep/shared/store';
import type { BoardOrder, OrdersBoard } from '@mealprep/shared/staff/contracts';
import type { OrderStatusChangeRequest } from '@mealprep/shared/validation';

/** A day's board as the page shows it. */
export interface Board {
  orders: BoardOrder[];
  meta: OrdersBoard['meta'];
}

/** The board with the moved order in its place and the counts of its old and new status. */
export function withMoved(board: Board, moved: BoardOrder): Board {
  const before = board.orders.find((order) => order.id === moved.id);
  if (!before) return board;
  const counts = { ...board.meta.counts };
  counts[before.status] = Math.max(0, (counts[before.status] ?? 0) - 1);
  counts[moved.status] = (counts[moved.status] ?? 0) + 1;
  return {
    orders: board.orders.map((order) => (order.id === moved.id ? moved : order)),
    meta: { ...board.meta, counts },
  };
}

const BOARD = { type: 'Orders', id: 'BOARD' } as const;

const ordersBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The paid orders due on a day (`YYYY-MM-DD`); the page shows a refusal at the date field. */
    ordersBoard: build.query<Board, string>({
      query: (date) => ({
        url: apiPaths.adminOrders,
        options: { params: { date }, showError: false },
      }),
      transformResponse: (orders: BoardOrder[], meta) => ({
        orders,
        meta: meta?.meta as OrdersBoard['meta'],
      }),
      providesTags: [BOARD],
    }),
    /**
     * Moves an order one step on; the page says how it went (through `useMoveOrder`, which puts
     * the moved order in its place before the caller goes on). A 409 (someone else moved it) or a 403 (the role changed meanwhile) means
     * the board on screen is out of date, so it is asked again.
     */
    moveOrder: build.mutation<BoardOrder, OrderStatusChangeRequest & { id: number; date: string }>({
      query: ({ id, status }) => ({
        url: apiPaths.adminOrderStatus(id),
        method: 'POST',
        body: { status } satisfies OrderStatusChangeRequest,
        options: { showError: false },
      }),
      invalidatesTags: (_result, error) =>
        error && (error.status === 409 || error.status === 403) ? [BOARD] : [],
    }),
  }),
});

export const { useOrdersBoardQuery } = ordersBoardApi;

/**
 * Moves an order and, once the API agrees, puts the moved order in its place on the cached
 * board — before the answer reaches the caller, so whatever the caller shows next (a toast)
 * never comes ahead of the board it speaks of. (Written in `onQueryStarted`, the update could land
 * after the caller's own continuation.)
 */
export function useMoveOrder() {
  const [move] = ordersBoardApi.useMoveOrderMutation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (args: OrderStatusChangeRequest & { id: number; date: string }) => {
      const result = await move(args);
      const moved = result.data;
      if (moved) {
        dispatch(
          ordersBoardApi.util.updateQueryData('ordersBoard', args.date, (board) =>
            withMoved(board, moved),
          ),
        );
      }
      return result;
    },
    [move, dispatch],
  );
}
