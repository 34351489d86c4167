import type { FastifyPluginAsync } from 'fastify';
import { DataList } from '@mealprep/shared/core/contracts';
import { PageSection } from '@mealprep/shared/catalogue/contracts';
import type { PageName } from '@mealprep/shared/catalogue';
import { CatalogPresenter } from '../../catalog/present';
import { answerSerializer, sendCacheable } from '../../http/cacheable';
import { requestLocale } from '../../i18n/locale';
import type { Services } from '../../services';

const PAGES: Record<PageName, string> = {
  home: 'Home page sections (docs/spec.md §1): banners, featured, how_it_works (six steps), services',
  about: 'About page sections: banners, featured, how_it_works, services and the founder',
};

/** `GET /api/v1/page_management/home|about` (docs/spec.md §7): the seeded sections, localized. */
export const pageRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  for (const [page, summary] of Object.entries(PAGES) as [PageName, string][]) {
    app.get(
      `/api/v1/page_management/${page}`,
      {
        schema: {
          summary,
          tags: ['pages'],
          security: [],
          response: { 200: DataList(PageSection) },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const answer = await services.catalogCache.get(
          `page:${page}:${locale}`,
          async () => {
            const present = new CatalogPresenter(services.images, locale);
            const rows = await services.catalog.pageSections(page);
            return { data: rows.map((row) => present.pageSection(row)) };
          },
          answerSerializer(reply),
        );
        return sendCacheable(request, reply, answer);
      },
    );
  }
};
