import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { BoardOrder, OrdersBoard } from '@mealprep/shared/contracts';
import type { FulfilmentTarget } from '@mealprep/shared/domain';

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
     * Moves an order one step on; the page says how it went. The moved order is put in its
     * place at once; a 409 (someone else moved it) or a 403 (the role changed meanwhile) means
     * the board on screen is out of date, so it is asked again.
     */
    moveOrder: build.mutation<BoardOrder, { id: number; date: string; status: FulfilmentTarget }>({
      query: ({ id, status }) => ({
        url: apiPaths.adminOrderStatus(id),
        method: 'POST',
        body: { status },
        options: { showError: false },
      }),
      async onQueryStarted({ date }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            ordersBoardApi.util.updateQueryData('ordersBoard', date, (board) =>
              withMoved(board, data),
            ),
          );
        } catch {
          // Refused: the page shows why; the board is asked again below when it is stale.
        }
      },
      invalidatesTags: (_result, error) =>
        error && (error.status === 409 || error.status === 403) ? [BOARD] : [],
    }),
  }),
});

export const { useOrdersBoardQuery, useMoveOrderMutation } = ordersBoardApi;
