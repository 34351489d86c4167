import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { hasCustomerDetails } from '../profile/present';
import { currentUser } from './session';

/** A path id: digits that fit an integer column; anything else is a 404, never a 500. */
export function pathId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The `:id` path parameter as OpenAPI documents it (the handler reads it with `pathId`). */
export const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

/** The signed-in customer; an admin account has no customer profile (403). */
export function currentCustomer(request: FastifyRequest) {
  const user = currentUser(request);
  if (!hasCustomerDetails(user)) throw new HttpError(403, 'forbidden');
  return user;
}

/**
 * Whether a form's post asks to be answered as data (`Accept: application/json`: the page's
 * starter sending it in place) rather than with a page to go to.
 */
export function wantsJson(request: FastifyRequest): boolean {
  return /(^|[\s,])application\/json\b/.test(request.headers.accept ?? '');
}
