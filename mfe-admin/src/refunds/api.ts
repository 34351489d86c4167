import { useCallback } from 'react';
import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { PageMeta } from '@mealprep/shared/core/contracts';
import type { RefundDue } from '@mealprep/shared/orders/contracts';
import { useAppDispatch } from '@mealprep/shared/store';

/** One page of the refunds due as the page shows it. */
export interface RefundsPage {
  rows: RefundDue[];
  meta: PageMeta;
}

const refundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refundsDue: build.query<RefundsPage, number>({
      query: (page) => ({
        url: apiPaths.adminRefunds,
        options: { params: { page }, showError: false },
      }),
      transformResponse: (rows: RefundDue[], meta) => ({ rows, meta: meta?.meta as PageMeta }),
    }),
    /** Records a refund as made; a refusal (409: someone recorded it already) is toasted. */
    markRefunded: build.mutation<RefundDue, { id: number; page: number }>({
      query: ({ id }) => ({ url: apiPaths.adminRefundRefunded(id), method: 'POST' }),
    }),
  }),
});

export const { useRefundsDueQuery } = refundsApi;

/**
 * Records a refund and takes it off the cached page before the caller goes on, so the toast
 * never comes ahead of the list it speaks of.
 */
export function useMarkRefunded() {
  const [mark] = refundsApi.useMarkRefundedMutation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (args: { id: number; page: number }) => {
      const result = await mark(args);
      if (result.data) {
        dispatch(
          refundsApi.util.updateQueryData('refundsDue', args.page, (page) => ({
            rows: page.rows.filter((row) => row.id !== args.id),
            meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
          })),
        );
      }
      return result;
    },
    [mark, dispatch],
  );
}
