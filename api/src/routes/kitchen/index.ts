import type { FastifyPluginAsync } from 'fastify';
import { HalalCertificateAnswer } from '@mealprep/shared/catalogue/contracts';
import { presentCertificate } from '../../kitchen/present';
import type { Services } from '../../services';

/**
 * `GET /api/v1/halal_certificate` (docs/spec.md §3, §7): the kitchen's halal certification from
 * the configuration (HALAL_CERT_*), shown once in the footer and on the About page; null when none.
 */
export const kitchenRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/v1/halal_certificate',
    {
      schema: {
        summary:
          "The kitchen's halal certificate (body, number, expiry, whether it has expired), or null",
        tags: ['catalog'],
        security: [],
        response: { 200: HalalCertificateAnswer },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: presentCertificate(services.config.halal) };
    },
  );
};
