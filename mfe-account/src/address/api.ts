import { addressBookApi } from '@mealprep/shared/account/api';
import { apiPaths } from '@mealprep/shared/api';
import type { Address, AddressSuggestion } from '@mealprep/shared/account/contracts';
import type { AddressRequest } from '@mealprep/shared/validation';

/**
 * The list with `saved` in its place, or added where the server lists it (the default first,
 * then the newest); when it is the default, the others no longer are.
 */
export function withSaved(list: readonly Address[], saved: Address): Address[] {
  const others = saved.is_default
    ? list.map((address) => ({ ...address, is_default: false }))
    : [...list];
  const index = others.findIndex((address) => address.id === saved.id);
  if (index !== -1) return others.map((address) => (address.id === saved.id ? saved : address));
  const at = saved.is_default ? 0 : others.filter((address) => address.is_default).length;
  return [...others.slice(0, at), saved, ...others.slice(at)];
}

/** The address book is the shared `savedAddresses` entry; the account adds its changes. */
const addressApi = addressBookApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Adds (no id) or saves an address; the form shows a refusal on its fields unless `toast`.
     * The saved address shows at once in its place, then the book is asked again for the
     * server's default flags (and checkout's list of addresses refreshes too).
     */
    saveAddress: build.mutation<Address, { id?: number; body: AddressRequest; toast?: boolean }>({
      query: ({ id, body, toast = false }) => ({
        url: id === undefined ? apiPaths.addresses : apiPaths.address(id),
        method: 'POST',
        body,
        options: { showError: toast },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            addressApi.util.updateQueryData('savedAddresses', undefined, (list) =>
              withSaved(list, data),
            ),
          );
        } catch {
          // Refused: nothing changed.
        }
      },
      invalidatesTags: (result) => (result ? ['Addresses'] : []),
    }),
    /** Deletes an address; the answer is the book as it is now. */
    deleteAddress: build.mutation<Address[], number>({
      query: (id) => ({ url: apiPaths.address(id), method: 'DELETE' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            addressApi.util.upsertQueryEntries([
              { endpointName: 'savedAddresses', arg: undefined, value: data },
            ]),
          );
        } catch {
          // Refused: the client toasted why; the book is unchanged.
        }
      },
      // Other lists of the addresses (checkout's) are stale too.
      invalidatesTags: (result) => (result ? ['Addresses'] : []),
    }),
    /** Suggestions for address line 1 (docs/spec.md §5 "picked from a dropdown"). */
    addressSuggestions: build.query<AddressSuggestion[], string>({
      query: (q) => ({
        url: apiPaths.addressSuggest,
        options: { params: { q }, showError: false },
      }),
    }),
  }),
});

export const { useSaveAddressMutation, useDeleteAddressMutation, useAddressSuggestionsQuery } =
  addressApi;
