import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startDeployment } from '../scripts/deploy/local.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, repoRoot } from './support/server';
import { config as base } from './wdio.conf';

/**
 * `npm run test:deploy` (docs/deploy.md §8): the browser against the deployment of
 * scripts/deploy/local.mjs — nginx on E2E_PORT+1 in front of two API processes on PostgreSQL,
 * the remotes from the static origin on E2E_PORT+2 — instead of the single-process e2e shop.
 * Needs BENCH_DATABASE_URL (api/scripts/with-postgres.sh).
 */
export const DEPLOY_PORT = E2E_PORT + 1;
const work = (process.env.DEPLOY_WORK ??= mkdtempSync(join(tmpdir(), 'mealprep-deploy-e2e-')));
let stop: (() => Promise<void>) | null = null;

export const config: WebdriverIO.Config = {
  ...base,
  specs: [join(__dirname, 'deploy/**/*.e2e.ts')],
  baseUrl: `http://localhost:${DEPLOY_PORT}`,
  onPrepare: async () => {
    mkdirSync(join(repoRoot, 'e2e/screenshots'), { recursive: true });
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) throw new Error('test:deploy needs PostgreSQL (api/scripts/with-postgres.sh)');
    const database = await freshDatabase(serverUrl, 'deploy_e2e');
    const started = Date.now();
    const deployment = await startDeployment({
      databaseUrl: database.url,
      shopPort: DEPLOY_PORT,
      work,
      // Short, so the slow-body test waits seconds, not the production 10 s.
      clientBodyTimeout: '2s',
      env: { ADMIN_EMAIL, ADMIN_PASSWORD },
      quiet: true,
    });
    console.log(
      `deployment up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${deployment.shopUrl} → API ${deployment.apiPorts.join(', ')}, remotes ${deployment.staticUrl}`,
    );
    stop = async () => {
      await deployment.stop();
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    };
  },
  onComplete: async () => {
    await stop?.();
  },
};
