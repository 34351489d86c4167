import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { OrderProblems } from '@mealprep/shared/staff/contracts';
import type { ProblemReportRequest } from '@mealprep/shared/validation';

/** The report of one order, and the photo that travels beside its fields. */
type ProblemReport = ProblemReportRequest & { orderId: number; photo: File | null };

const problemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The order's reports and whether one can be made now; failures shown by the section. */
    orderProblems: build.query<OrderProblems, number>({
      query: (id) => ({ url: apiPaths.orderProblems(id), options: { showError: false } }),
      providesTags: (_result, _error, id) => [{ type: 'Orders', id: `problems-${id}` }],
    }),
    /**
     * Sends the report: as a multipart form when a photo goes with it (the file part `photo`),
     * as JSON otherwise. The form shows refusals at its fields.
     */
    reportProblem: build.mutation<OrderProblems, ProblemReport>({
      query: ({ orderId, lines, reason, note, photo }) => ({
        url: apiPaths.orderProblems(orderId),
        method: 'POST',
        body: {
          lines: photo ? lines.join(',') : lines,
          reason,
          ...(note?.trim() ? { note } : {}),
          ...(photo ? { photo } : {}),
        },
        options: { asForm: photo !== null, showError: false },
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(problemsApi.util.upsertQueryData('orderProblems', orderId, data));
        } catch {
          // Refused: the form shows why.
        }
      },
    }),
  }),
});

export const { useOrderProblemsQuery, useReportProblemMutation } = problemsApi;
