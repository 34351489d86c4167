import { apiPaths, baseApi } from '@mealprep/shared/api';
import type {
  ReleaseAction,
  ReleaseEvent,
  RemoteReleaseStatus,
  RumAnalysis,
} from '@mealprep/shared/contracts';

const releasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    releases: build.query<RemoteReleaseStatus[], void>({
      query: () => apiPaths.adminReleases,
      providesTags: ['Releases'],
    }),
    releaseHistory: build.query<ReleaseEvent[], string>({
      query: (remote) => apiPaths.adminReleaseHistory(remote),
      providesTags: ['Releases'],
    }),
    /** Canary against stable, per metric, with the chart series (docs/architecture.md §3.1). */
    releaseAnalysis: build.query<RumAnalysis, string>({
      query: (remote) => apiPaths.adminReleaseAnalysis(remote),
      providesTags: ['Releases'],
    }),
    /** Pin, roll back, start a canary or promote it: the status and every history are stale. */
    releaseAction: build.mutation<
      { pinned?: string; canary?: string },
      { remote: string; action: ReleaseAction; body: Record<string, unknown> }
    >({
      query: ({ remote, action, body }) => ({
        url: apiPaths.adminReleaseAction(remote, action),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: ['Releases'],
    }),
  }),
});

export const {
  useReleasesQuery,
  useReleaseHistoryQuery,
  useReleaseAnalysisQuery,
  useReleaseActionMutation,
} = releasesApi;
