import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { ProductionSheet } from '@mealprep/shared/staff/contracts';

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
 * The address of the day's sheet as CSV: a plain download link the browser fetches from the
 * shop's own origin (as the API serves the shell) with the session cookie, and with the language
 * cookie, so the CSV's headings are in the reader's language.
 */
export function productionCsvHref(date: string): string {
  return `${apiPaths.adminProductionCsv}?${new URLSearchParams({ date })}`;
}

/** The same day's sheet as an A4 PDF, in the reader's language (see `productionCsvHref`). */
export function productionPdfHref(date: string): string {
  return `${apiPaths.adminProductionPdf}?${new URLSearchParams({ date })}`;
}
