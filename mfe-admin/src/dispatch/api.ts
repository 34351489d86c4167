import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { DispatchOrder } from '@mealprep/shared/checkout/contracts';
import type { CourierAction } from '@mealprep/shared/checkout';

const DISPATCH = { type: 'Orders', id: 'DISPATCH' } as const;

const dispatchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The deliveries due on a day (`YYYY-MM-DD`); the page shows a refusal at the date field. */
    dispatchBoard: build.query<DispatchOrder[], string>({
      query: (date) => ({
        url: apiPaths.adminDispatch,
        options: { params: { date }, showError: false },
      }),
      providesTags: [DISPATCH],
    }),
    /**
     * Book, cancel or re-book; the day is asked again after any answer, since the courier
     * and the booking job change bookings too.
     */
    courierAction: build.mutation<DispatchOrder, { id: number; action: CourierAction }>({
      query: ({ id, action }) => ({
        url: apiPaths.adminDispatchAction(id, action),
        method: 'POST',
        options: { showError: false },
      }),
      invalidatesTags: [DISPATCH],
    }),
  }),
});

export const { useDispatchBoardQuery, useCourierActionMutation } = dispatchApi;
