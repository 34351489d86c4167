import type { HalalCertificate } from './kitchen.contract';
import { baseApi, apiPaths } from '@mealprep/shared/api';

/**
 * The kitchen's halal certificate (docs/spec.md §3), from the API's configuration: one cache entry
 * for the footer and the About page; null when the kitchen has none. Not worth a toast if it fails.
 */
export const kitchenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    halalCertificate: build.query<HalalCertificate | null, void>({
      query: () => ({ url: apiPaths.halalCertificate, options: { showError: false } }),
    }),
  }),
});

export const { useHalalCertificateQuery } = kitchenApi;
