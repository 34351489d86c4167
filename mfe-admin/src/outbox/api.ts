import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { OutboxMail, OutboxMailDetail } from '@mealprep/shared/staff/contracts';
import type { PageMeta } from '@mealprep/shared/core/contracts';

/** One page of the outbox as the page shows it. */
export interface OutboxList {
  rows: OutboxMail[];
  meta: PageMeta;
}

const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxList, Record<string, string>>({
      query: (params) => ({ url: apiPaths.adminOutbox, options: { params, showError: false } }),
      transformResponse: (rows: OutboxMail[], meta) => ({ rows, meta: meta?.meta as PageMeta }),
    }),
    outboxMail: build.query<OutboxMailDetail, string>({
      query: (id) => ({
        url: apiPaths.adminOutboxMail(encodeURIComponent(id)),
        options: { showError: false },
      }),
    }),
  }),
});

export const { useOutboxQuery, useOutboxMailQuery } = outboxApi;
