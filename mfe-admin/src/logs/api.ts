import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { LogEntry, LogsPageMeta } from '@mealprep/shared/staff/contracts';

/** One page of logs as the page shows it: the rows and where they sit in the whole. */
export interface LogsPage {
  rows: LogEntry[];
  meta: LogsPageMeta;
}

const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of client error logs; the page shows a failure (and its field errors) itself. */
    logs: build.query<LogsPage, Record<string, string>>({
      query: (params) => ({ url: apiPaths.adminLogs, options: { params, showError: false } }),
      transformResponse: (rows: LogEntry[], meta) => ({
        rows,
        meta: meta?.meta as LogsPageMeta,
      }),
      providesTags: ['Logs'],
    }),
    log: build.query<LogEntry, string>({
      query: (id) => ({
        url: apiPaths.adminLog(encodeURIComponent(id)),
        options: { showError: false },
      }),
      providesTags: ['Logs'],
    }),
  }),
});

export const { useLogsQuery, useLogQuery } = logsApi;
