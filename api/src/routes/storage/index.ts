import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE, sendStatic } from '../../platform/static-files';

export interface StorageOptions {
  /** Uploads (`DATA_DIR/storage`). */
  storageDir: string;
  /** Generated catalogue images (`api/assets/dishes`), served at `/storage/dishes/`. */
  catalogImagesDir: string;
}

/**
 * The public storage address (`/storage/...`, docs/spec.md §3 images). Uploaded names are random and
 * never reused; catalogue image names carry a hash of their drawing. Both are cached a year.
 */
export const storageRoutes: FastifyPluginAsync<StorageOptions> = async (
  app,
  { storageDir, catalogImagesDir },
) => {
  app.get<{ Params: { '*': string } }>(
    '/storage/dishes/*',
    { schema: { hide: true } },
    async (request, reply) =>
      sendStatic(reply, catalogImagesDir, `/${request.params['*']}`, () => IMMUTABLE),
  );

  app.get<{ Params: { '*': string } }>(
    '/storage/*',
    { schema: { hide: true } },
    async (request, reply) =>
      sendStatic(reply, storageDir, `/${request.params['*']}`, () => IMMUTABLE),
  );
};
