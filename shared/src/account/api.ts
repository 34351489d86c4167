import type { Address } from './addresses.contract';
import { baseApi, apiPaths } from '@mealprep/shared/api';

/**
 * The customer's saved addresses, one cache entry for every part that shows them (the account's
 * address book, checkout's choice of address, the cart page reading ahead for checkout). The
 * default comes first. A failure is shown by the page that asked, not in a toast. Parts that
 * change addresses inject their mutations into this API and keep the entry current.
 */
export const addressBookApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedAddresses: build.query<Address[], void>({
      query: () => ({ url: apiPaths.addresses, options: { showError: false } }),
      transformResponse: (list: unknown) =>
        [...(Array.isArray(list) ? (list as Address[]) : [])].sort(
          (a, b) => Number(Boolean(b.is_default)) - Number(Boolean(a.is_default)),
        ),
      providesTags: ['Addresses'],
    }),
  }),
});

export const { useSavedAddressesQuery } = addressBookApi;
