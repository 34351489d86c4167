import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { DeliveryArea } from '@mealprep/shared/checkout/contracts';

/**
 * "Do you deliver to me?" (`GET /api/v1/delivery_area?q=`): one cache entry per place asked
 * about. A refusal (an unknown place, too many checks) is shown by the form, not in a toast.
 */
export const deliveryAreaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deliveryArea: build.query<DeliveryArea, string>({
      query: (q) => ({ url: apiPaths.deliveryArea, options: { params: { q }, showError: false } }),
    }),
  }),
});

export const { useDeliveryAreaQuery } = deliveryAreaApi;
