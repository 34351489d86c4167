import { expect } from '@wdio/globals';
import { join } from 'node:path';
import { startShop } from '../../scripts/shop.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';

/**
 * The shop of a real-user metrics drill (release-rollout, release-faults): its own releases
 * folder under `work`, the analysis judging every second once `minSample` page views are in, and
 * an admin session for the release CLI.
 */
export async function startDrillShop(
  port: number,
  work: string,
  minSample: number,
  env: Record<string, string> = {},
) {
  const shop = await startShop({
    port,
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RELEASES_DIR: join(work, 'releases'),
      // Every visitor of the drill comes from 127.0.0.1; a real shop counts ten page views a
      // day per network and version (docs/architecture.md §3.1).
      RUM_VIEWS_PER_NETWORK: '100000',
      CANARY_VISITORS_PER_NETWORK: '10',
      // Every visitor of a drill comes from 127.0.0.1, one network.
      CANARY_MIN_NETWORKS: '1',
      RUM_MIN_SAMPLE: String(minSample),
      RUM_JUDGE_EVERY_SECONDS: '1',
      ...env,
    },
  });
  const login = await fetch(`${shop.baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const token = /(?:^|,\s*)session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(token).not.toBe('');
  return { shop, token };
}
