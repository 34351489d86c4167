import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import type { HalalCertificateConfig } from '../config/halal';

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
