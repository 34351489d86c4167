import { apiPaths, baseApi, type LogEntry } from '@mealprep/shared/api';

/**
 * What the shell reports to the API through its client: a page or remote failure to the log
 * (docs/spec.md §8). It never raises a toast: the visitor has the page's own message. (A remote
 * version that loaded, which the release registry counts, goes as a beacon: bootstrap.tsx.)
 */
export const platformApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportLog: build.mutation<unknown, LogEntry>({
      query: (body) => ({ url: apiPaths.log, method: 'POST', body, options: { showError: false } }),
    }),
  }),
});

export const { useReportLogMutation } = platformApi;
