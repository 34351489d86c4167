import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminProblem } from '@mealprep/shared/staff/contracts';
import type { PageMeta } from '@mealprep/shared/core/contracts';
import type { AppDispatch } from '@mealprep/shared/store';
import type { ProblemAnswerRequest, ProblemResolveRequest } from '@mealprep/shared/validation';

/** One page of the queue as the page shows it. */
export interface ProblemQueuePage {
  rows: AdminProblem[];
  meta: PageMeta & { open: number };
}

type Step = { id: number; page: number };

const problemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    problemQueue: build.query<ProblemQueuePage, number>({
      query: (page) => ({
        url: apiPaths.adminProblems,
        options: { params: { page }, showError: false },
      }),
      transformResponse: (rows: AdminProblem[], meta) => ({
        rows,
        meta: meta?.meta as ProblemQueuePage['meta'],
      }),
    }),
    /** A message to the customer; the form shows a refusal at its field. */
    answerProblem: build.mutation<AdminProblem, Step & ProblemAnswerRequest>({
      query: ({ id, message }) => ({
        url: apiPaths.adminProblemAnswer(id),
        method: 'POST',
        body: { message } satisfies ProblemAnswerRequest,
        options: { showError: false },
      }),
      onQueryStarted: (arg, api) => putProblem(arg.page, api),
    }),
    /** Closes the report; refusals are shown at the fields (409 as the form's alert). */
    resolveProblem: build.mutation<AdminProblem, Step & { body: ProblemResolveRequest }>({
      query: ({ id, body }) => ({
        url: apiPaths.adminProblemResolve(id),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      onQueryStarted: (arg, api) => putProblem(arg.page, api),
    }),
    /** Records a refund as made; a refusal (recorded meanwhile) is toasted by the client. */
    problemRefunded: build.mutation<AdminProblem, Step>({
      query: ({ id }) => ({ url: apiPaths.adminProblemRefunded(id), method: 'POST' }),
      onQueryStarted: (arg, api) => putProblem(arg.page, api),
    }),
  }),
});

/** The report as a step answered it replaces its row on the cached page, so the page shows it at once. */
async function putProblem(
  page: number,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: AdminProblem }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      problemsApi.util.updateQueryData('problemQueue', page, (cached: ProblemQueuePage) => {
        const wasOpen = cached.rows.find((row) => row.id === data.id)?.status === 'open';
        return {
          rows: cached.rows.map((row) => (row.id === data.id ? data : row)),
          meta: {
            ...cached.meta,
            open: cached.meta.open - (wasOpen && data.status !== 'open' ? 1 : 0),
          },
        };
      }),
    );
  } catch {
    // Refused: the page shows why.
  }
}

export const {
  useProblemQueueQuery,
  useAnswerProblemMutation,
  useResolveProblemMutation,
  useProblemRefundedMutation,
} = problemsApi;
