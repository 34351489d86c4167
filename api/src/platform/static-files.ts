import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Decides the Cache-Control of a file that is about to be sent (absolute path in). */
export type CachePolicy = (file: string) => string;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** webpack names production files `[name].[contenthash:10].js` (scripts/webpack/appConfig.js). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const shellCachePolicy: CachePolicy = (file) =>
  HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;

/** A pin changes what `remoteEntry.js` and the manifest say; everything else is versioned. */
export const remoteCachePolicy: CachePolicy = (file) => {
  const name = path.basename(file);
  return name === 'remoteEntry.js' || name === 'mf-manifest.json' ? NO_CACHE : IMMUTABLE;
};

const PRECOMPRESSED = /\.(br|gz)$/;

const policies = new WeakMap<object, CachePolicy>();

/**
 * One @fastify/static instance that only decorates `reply.sendFile`; routes pick the folder
 * and the cache policy per request. Cache headers are written only when a file is found, so a
 * 404 is never cached for a year.
 */
export async function registerStaticFiles(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    dotfiles: 'ignore',
    // The build writes `.br` and `.gz` beside each text asset (scripts/webpack/appConfig.js).
    preCompressed: true,
    setHeaders(res, file) {
      // A precompressed copy (`main.1a2b3c4d5e.js.br`) is cached as the file it stands for.
      const original = file.replace(PRECOMPRESSED, '');
      const policy = policies.get(res);
      if (policy) res.setHeader('cache-control', policy(original));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** Sends `file` (a URL path such as `/main.js`) from `dir`; missing files go to the 404 handler. */
export function sendStatic(reply: FastifyReply, dir: string, file: string, policy: CachePolicy) {
  policies.set(reply.raw, policy);
  return reply.sendFile(file, dir);
}
