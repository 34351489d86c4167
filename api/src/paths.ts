import path from 'node:path';

/**
 * The `api` package folder. This file sits directly in `api/src` when the sources run (tsx,
 * jest) and is bundled into `api/dist/server.js` when the built API runs (scripts/build-api.mjs):
 * both are one level below `api/`, so folders beside the code (drizzle migrations, the catalogue
 * images) are found the same way in both (docs/deploy.md §1).
 */
export const API_ROOT = path.resolve(__dirname, '..');

/** The repository root, where shell/dist, mfe-<name>/dist, data/ and releases/ live. */
export const REPO_ROOT = path.resolve(API_ROOT, '..');
