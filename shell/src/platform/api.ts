import { apiPaths, baseApi, type LogEntry } from '@mealprep/shared/api';
import type { RemoteName } from '@mealprep/shared/routes';

/**
 * What the shell reports to the API: a page or remote failure to the log (docs/spec.md §8) and a
 * remote version that loaded, which the release registry counts (docs/architecture.md §3).
 * Reports never raise a toast: the visitor has the page's own message.
 */
export const platformApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportLog: build.mutation<unknown, LogEntry>({
      query: (body) => ({ url: apiPaths.log, method: 'POST', body, options: { showError: false } }),
    }),
    reportRemoteLoaded: build.mutation<unknown, { remote: RemoteName; version: string }>({
      query: (body) => ({
        url: apiPaths.remotesLoaded,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
  }),
});

export const { useReportLogMutation } = platformApi;
