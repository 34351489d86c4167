import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AuditEntry } from '@mealprep/shared/staff/contracts';
import type { PageMeta } from '@mealprep/shared/core/contracts';

/** One page of the audit log as the page shows it. */
export interface AuditPage {
  rows: AuditEntry[];
  meta: PageMeta;
}

const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, number>({
      query: (page) => ({
        url: apiPaths.adminAudit,
        options: { params: { page }, showError: false },
      }),
      transformResponse: (rows: AuditEntry[], meta) => ({ rows, meta: meta?.meta as PageMeta }),
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
