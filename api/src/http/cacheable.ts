import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../catalog/cache';

/** Public catalogue answers: browsers and caches may keep them a minute, then revalidate. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value
    .slice(0, 4000)
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a serialized JSON answer with its strong ETag, or 304 without a body when the client
 * already has those bytes. The answer depends on the caller's language (cookie or
 * Accept-Language), hence `Vary`.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('vary', 'Accept-Language, Cookie');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
