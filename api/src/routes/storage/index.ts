import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE, sendStatic } from '../../platform/static-files';

/** Uploaded files at the public storage address (`/storage/...`); names are random, never reused. */
export const storageRoutes: FastifyPluginAsync<{ storageDir: string }> = async (
  app,
  { storageDir },
) => {
  app.get<{ Params: { '*': string } }>(
    '/storage/*',
    { schema: { hide: true } },
    async (request, reply) =>
      sendStatic(reply, storageDir, `/${request.params['*']}`, () => IMMUTABLE),
  );
};
