import { apiPaths, baseApi, useApi } from '@mealprep/shared/api';
import type { ProductionSheet } from '@mealprep/shared/contracts';

const productionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the kitchen cooks and packs for a delivery day (`YYYY-MM-DD`); a refusal goes to the date field. */
    productionSheet: build.query<ProductionSheet, string>({
      query: (date) => ({
        url: apiPaths.adminProduction,
        options: { params: { date }, showError: false },
      }),
    }),
  }),
});

export const { useProductionSheetQuery } = productionApi;

/**
 * The address of the day's sheet as CSV, on the API the client talks to: a plain download link
 * the browser fetches with the session cookie (and the reader's language cookie, so the CSV's
 * headings are in the reader's language).
 */
export function useProductionCsvHref(date: string): string {
  const api = useApi();
  return api.http.getUri({ url: apiPaths.adminProductionCsv, params: { date } });
}
