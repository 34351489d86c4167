import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Data, RemoteEntries } from '@mealprep/shared/core/contracts';
import { cookieOptions } from '../../http/cookies';
import type { PageViews } from '../../platform/pageViews';
import { COHORT, COHORT_COOKIE, newCohort } from '../../platform/releaseRegistry';
import { isRemoteName, type RemoteName, type RemoteRegistry } from '../../platform/remotes';
import { remoteCachePolicy, sendStatic } from '../../platform/static-files';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/**
 * The visitor's stable cohort (a random id in a year-long cookie), which decides whether a
 * canary serves them; a missing or malformed one is replaced.
 */
export function visitorCohort(
  request: FastifyRequest,
  reply: FastifyReply,
  views?: PageViews,
): string {
  const current = request.cookies[COHORT_COOKIE];
  if (current && COHORT.test(current)) {
    // Every page (and remotes list) given renews the visitor's proof of a page view.
    views?.issue(reply, request, current);
    return current;
  }
  const cohort = newCohort();
  reply.setCookie(COHORT_COOKIE, cohort, cookieOptions(request, { maxAge: 365 * 24 * 60 * 60 }));
  request.cookies[COHORT_COOKIE] = cohort;
  views?.issue(reply, request, cohort);
  return cohort;
}

/** `GET /api/v1/remotes` and the remotes' files under `/remotes/<name>/<version>/`. */
export const remotesRoutes: FastifyPluginAsync<{
  registry: RemoteRegistry;
  views?: PageViews;
}> = async (app, { registry, views }) => {
  app.get(
    '/api/v1/remotes',
    {
      schema: {
        summary:
          "Remote entries for this visitor: the pinned version of each remote, or the canary for the visitor's cohort (cookie); the dist build when nothing is pinned",
        tags: ['platform'],
        security: [],
        response: { 200: Data(RemoteEntries) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'Cookie');
      return { data: await registry.remotesFor({ cohort: visitorCohort(request, reply, views) }) };
    },
  );

  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/remotes/:name/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      // Scripts may be fetched from another origin (a CDN or a dev server's host page).
      reply.header('access-control-allow-origin', '*');
      const { name, version } = request.params;
      const dir =
        isRemoteName(name) && VERSION.test(version) ? registry.remoteDir(name, version) : null;
      if (dir === null) return reply.callNotFound();
      const file = `/${request.params['*']}`;
      // The server half of a build runs in this process only; browsers never need it (§2.4).
      if (/^\/server(\/|$)/.test(file)) return reply.callNotFound();
      // A published build's file is sent only as it was published (docs/architecture.md §3).
      if (
        registry.fileIsIntact &&
        !(await registry.fileIsIntact(name as RemoteName, version, file.slice(1)))
      ) {
        return reply.callNotFound();
      }
      return sendStatic(reply, dir, file, remoteCachePolicy);
    },
  );
};
