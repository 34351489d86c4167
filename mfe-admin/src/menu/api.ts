import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import type { DishAdminRequest, DishAvailabilityRequest } from '@mealprep/shared/validation';

/**
 * Menu management (api/src/routes/menu): the dishes, one dish, saving one, its photo and its
 * availability per delivery date. A change refreshes the list and the dish; the storefront's
 * catalogue follows by its own revision (docs/menu.md).
 */
const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminMenu: build.query<AdminDish[], void>({
      query: () => ({ url: apiPaths.adminMenu, options: { showError: false } }),
      providesTags: ['Menu'],
    }),
    adminDish: build.query<AdminDish, number>({
      query: (id) => ({ url: apiPaths.adminMenuDish(id), options: { showError: false } }),
      providesTags: ['Menu'],
    }),
    /** Creates a dish (no id) or saves one; the form puts a refusal on its fields. */
    saveDish: build.mutation<AdminDish, { id?: number; body: DishAdminRequest }>({
      query: ({ id, body }) => ({
        url: id === undefined ? apiPaths.adminMenu : apiPaths.adminMenuDish(id),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: (result) => (result ? ['Menu', 'Catalog'] : []),
    }),
    uploadDishPhoto: build.mutation<AdminDish, { id: number; image: File }>({
      query: ({ id, image }) => ({
        url: apiPaths.adminMenuPhoto(id),
        method: 'POST',
        body: { image },
        options: { asForm: true, showError: false },
      }),
      invalidatesTags: (result) => (result ? ['Menu', 'Catalog'] : []),
    }),
    setDishAvailability: build.mutation<AdminDish, DishAvailabilityRequest & { id: number }>({
      query: ({ id, date, state }) => ({
        url: apiPaths.adminMenuAvailability(id),
        method: 'POST',
        body: { date, state } satisfies DishAvailabilityRequest,
        options: { showError: false },
      }),
      invalidatesTags: (result) => (result ? ['Menu', 'Catalog'] : []),
    }),
  }),
});

export const {
  useAdminMenuQuery,
  useAdminDishQuery,
  useSaveDishMutation,
  useUploadDishPhotoMutation,
  useSetDishAvailabilityMutation,
} = menuApi;
