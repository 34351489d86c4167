import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { PageName } from '@mealprep/shared/catalogue';
import type { PageSection } from '@mealprep/shared/catalogue/contracts';

/** docs/spec.md §1: the server-built sections of Home or About, in their order. */
export const pagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pageSections: build.query<PageSection[], PageName>({
      query: (page) => ({ url: apiPaths.pageSections(page), options: { showError: false } }),
      transformResponse: (sections: PageSection[]) =>
        [...sections].sort((a, b) => a.position - b.position),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { usePageSectionsQuery } = pagesApi;
