import { DateTime } from 'luxon';
import { ConfigError, optional, type Env } from './env';

/** The kitchen's halal certificate (docs/spec.md §3), shown in the footer and on the About page. */
export interface HalalCertificateConfig {
  body: string;
  number: string;
  /** YYYY-MM-DD, the last day it is valid. */
  expiresOn: string;
}

const NAMES = ['HALAL_CERT_BODY', 'HALAL_CERT_NUMBER', 'HALAL_CERT_EXPIRES'] as const;

/**
 * `HALAL_CERT_BODY`, `HALAL_CERT_NUMBER` and `HALAL_CERT_EXPIRES` (YYYY-MM-DD): all three or none.
 * None: the shop shows no certification (it never claims one it was not given).
 */
export function halalCertificate(env: Env): HalalCertificateConfig | null {
  const [body, number, expiresOn] = NAMES.map((name) => optional(env, name));
  if (body === null && number === null && expiresOn === null) return null;
  for (const [index, value] of [body, number, expiresOn].entries()) {
    if (value === null) throw new ConfigError(NAMES[index]!, `is needed with ${NAMES.join(', ')}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn!) || !DateTime.fromISO(expiresOn!).isValid) {
    throw new ConfigError('HALAL_CERT_EXPIRES', `must be a date YYYY-MM-DD, got "${expiresOn}"`);
  }
  return { body: body!, number: number!, expiresOn: expiresOn! };
}
