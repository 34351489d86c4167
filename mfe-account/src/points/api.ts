import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { PointsTotal, PointsTransaction } from '@mealprep/shared/orders/contracts';
import type { PageMeta } from '@mealprep/shared/core/contracts';

export interface PointsHistoryPage {
  rows: PointsTransaction[];
  total: number;
}

const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pointsTotal: build.query<PointsTotal, void>({
      query: () => ({ url: apiPaths.pointsTotal, options: { showError: false } }),
      providesTags: ['Points'],
    }),
    pointsHistory: build.query<PointsHistoryPage, { page: number; per_page: number }>({
      query: (params) => ({
        url: apiPaths.pointsTransactions,
        options: { params, showError: false },
      }),
      transformResponse: (rows: PointsTransaction[], meta) => ({
        rows,
        total: (meta?.meta as PageMeta | undefined)?.total ?? 0,
      }),
      providesTags: ['Points'],
    }),
  }),
});

export const { usePointsTotalQuery, usePointsHistoryQuery } = pointsApi;
