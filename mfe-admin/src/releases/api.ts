import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { ReleaseAction, ReleaseEvent, ReleasePreview, ReleaseRolloutState, RemoteReleaseStatus, RolloutAction, RumAnalysis } from '@mealprep/shared/releases/contracts';
import type {
  ReleaseCanaryRequest,
  ReleasePinRequest,
  ReleasePreviewRequest,
  ReleasePromoteRequest,
  ReleaseRollbackRequest,
  ReleaseRolloutActionRequest,
  ReleaseRolloutRequest,
} from '@mealprep/shared/validation';

/** The body of each action on a remote's release. */
interface ReleaseActionBodies {
  pin: ReleasePinRequest;
  rollback: ReleaseRollbackRequest;
  canary: ReleaseCanaryRequest;
  promote: ReleasePromoteRequest;
}

/** A staged rollout's endpoints (docs/architecture.md §3.3), under the remote's releases. */
const rolloutPath = (remote: string, action?: RolloutAction) =>
  `${apiPaths.adminReleases}/${encodeURIComponent(remote)}/rollout${action ? `/${action}` : ''}`;

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
      { remote: string; action: ReleaseAction; body: ReleaseActionBodies[ReleaseAction] }
    >({
      query: ({ remote, action, body }) => ({
        url: apiPaths.adminReleaseAction(remote, action),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: ['Releases'],
    }),
    /** Start a staged rollout; without steps, the shop's default plan. */
    startRollout: build.mutation<
      ReleaseRolloutState,
      { remote: string; body: ReleaseRolloutRequest }
    >({
      query: ({ remote, body }) => ({
        url: rolloutPath(remote),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: ['Releases'],
    }),
    /** Staging's pin, or promoting the build staging serves to production (§3.4). */
    stagingAction: build.mutation<
      { remote: string; pinned: string },
      { remote: string; action: 'pin' | 'promote'; body: ReleaseActionBodies['pin' | 'promote'] }
    >({
      query: ({ remote, action, body }) => ({
        url: `${apiPaths.adminReleases}/${encodeURIComponent(remote)}/staging/${action}`,
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: ['Releases'],
    }),
    /** Whether this browser sees staging, and the switch (docs/architecture.md §3.4). */
    releasePreview: build.query<ReleasePreview, void>({
      // Unreadable, the page shows no switch rather than an error toast over the releases.
      query: () => ({ url: `${apiPaths.adminReleases}/preview`, options: { showError: false } }),
      providesTags: ['Releases'],
    }),
    setReleasePreview: build.mutation<ReleasePreview, boolean>({
      query: (staging) => ({
        url: `${apiPaths.adminReleases}/preview`,
        method: 'POST',
        body: { staging } satisfies ReleasePreviewRequest,
        options: { showError: false },
      }),
      invalidatesTags: ['Releases'],
    }),
    /** Pause, resume or abort the running rollout. */
    rolloutAction: build.mutation<
      ReleaseRolloutState,
      { remote: string; action: RolloutAction; reason: string }
    >({
      query: ({ remote, action, reason }) => ({
        url: rolloutPath(remote, action),
        method: 'POST',
        body: { reason } satisfies ReleaseRolloutActionRequest,
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
  useStartRolloutMutation,
  useRolloutActionMutation,
  useStagingActionMutation,
  useReleasePreviewQuery,
  useSetReleasePreviewMutation,
} = releasesApi;
