import type { FastifyPluginAsync } from 'fastify';
import { DateTime } from 'luxon';
import { HalalCertificateAnswer } from '@mealprep/shared/contracts';
import { BUSINESS_ZONE } from '@mealprep/shared/domain';
import type { HalalCertificateConfig } from '../../config/halal';
import type { Services } from '../../services';

/** The certificate as answered: expired once its last day has passed in Malaysia. */
export function presentCertificate(certificate: HalalCertificateConfig | null, now = new Date()) {
  if (!certificate) return null;
  const today = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).toISODate();
  return {
    body: certificate.body,
    certificate_number: certificate.number,
    expires_on: certificate.expiresOn,
    expired: today !== null && today > certificate.expiresOn,
  };
}

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
