import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_MIN_BYTES,
  type CachedAnswer,
  type ContentEncoding,
  type Serialize,
} from '../catalog/cache';
import { boundedMemo } from '../lib/boundedMemo';

/** Public catalogue answers: browsers and caches may keep them a minute, then revalidate. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/**
 * The route's own serializer for its 200 answer (compiled from its response contract), so a
 * cached answer holds exactly the fields the contract lists, as an uncached one would.
 */
export function answerSerializer(reply: FastifyReply): Serialize {
  const serialize = reply.getSerializationFunction('200');
  return serialize ? (payload) => serialize(payload as Record<string, unknown>) : JSON.stringify;
}

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

/** The encodings each header seen lately accepts: browsers send a handful of distinct ones. */
const acceptedOf = boundedMemo(256, acceptedEncodings);

function accepted(header: string | string[] | undefined): Accepted {
  return typeof header === 'string' ? acceptedOf(header) : acceptedEncodings(header);
}

/** The encoding to answer in: brotli, else gzip, when the client accepts it (q > 0). */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const { br, gzip } = accepted(header);
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * The encoding to send a server-rendered page in: gzip first, which a kept page is answered in
 * without compressing it again whatever its nonce (ssr/noncedGzip.ts); brotli only for a client
 * that takes no gzip, since it is compressed for each answer.
 */
export function pageEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const { br, gzip } = accepted(header);
  return gzip ? 'gzip' : br ? 'br' : null;
}

interface Accepted {
  br: boolean;
  gzip: boolean;
}

function acceptedEncodings(header: string | string[] | undefined): Accepted {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .slice(0, 1000)
    .split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return { br: wants('br'), gzip: wants('gzip') };
}

/**
 * Sends a serialized JSON answer with its strong ETag, or 304 without a body when the client
 * already has those bytes; compressed (brotli or gzip, made once per answer) when the client
 * accepts it, each encoding with its own strong ETag. The answer depends on the caller's
 * language (cookie or Accept-Language) and encoding, hence `Vary`.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const encoding =
    answer.body.length >= COMPRESS_MIN_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  reply
    .header('etag', etag)
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('vary', 'Accept-Language, Cookie, Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
