import type { FastifyPluginAsync } from 'fastify';
import { isRemoteName, type RemoteRegistry } from '../../platform/remotes';
import { remoteCachePolicy, sendStatic } from '../../platform/static-files';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** `GET /api/v1/remotes` and the remotes' files under `/remotes/<name>/<version>/`. */
export const remotesRoutes: FastifyPluginAsync<{ registry: RemoteRegistry }> = async (
  app,
  { registry },
) => {
  app.get(
    '/api/v1/remotes',
    {
      schema: {
        summary: 'Remote entries for this visitor (the shell registers them at run time)',
        tags: ['platform'],
        security: [],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: registry.remotesFor({ cookies: request.cookies }) };
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
      return sendStatic(reply, dir, `/${request.params['*']}`, remoteCachePolicy);
    },
  );
};
