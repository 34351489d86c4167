/** The kitchen itself (docs/spec.md §3 halal): its halal certification, from the API's configuration. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../core/common.contract';

export const HalalCertificate = Type.Object({
  /** Who certified the kitchen, e.g. "JAKIM" or a state religious authority. */
  body: Type.String(),
  certificate_number: Type.String(),
  /** The last day it is valid, YYYY-MM-DD (Malaysia time). */
  expires_on: Type.String(),
  /** The expiry is past: the shop must not claim it any more. */
  expired: Type.Boolean(),
});
export type HalalCertificate = Static<typeof HalalCertificate>;

/** `GET /api/v1/halal_certificate`: null when the kitchen has none configured. */
export const HalalCertificateAnswer = Type.Object({ data: Nullable(HalalCertificate) });
export type HalalCertificateAnswer = Static<typeof HalalCertificateAnswer>;
