import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { startShop } from '../../scripts/shop.mjs';
import { RemoteHost } from '../support/remoteHost';
import { repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

const REMOTES = ['catalog', 'questionnaire', 'account', 'checkout', 'admin'] as const;
type Remote = (typeof REMOTES)[number];

/**
 * A page of each remote that a signed-in customer may open directly, read from the route table
 * (so a new remote or route is picked up without editing this file): no path parameters, and no
 * guard that would send the visitor elsewhere before the remote loads.
 */
function pageOf(remote: Remote): string {
  const entry = Object.entries(routeTable).find(
    ([, route]) =>
      route.remote === remote &&
      !route.path.includes(':') &&
      route.guards.every((guard) => guard === 'auth' || guard === 'clientOnly'),
  );
  if (!entry) throw new Error(`the route table has no directly reachable page of ${remote}`);
  return routeTable[entry[0] as RouteId].path;
}

const PORT_BASE = Number(process.env.E2E_OUTAGE_PORT ?? 8193);

/**
 * Every remote is served from an origin of its own; taking one origin down is a real outage of
 * that remote, while the shell and the other remotes keep being served.
 */
describe('each remote made unreachable in turn', () => {
  const hosts = Object.fromEntries(
    REMOTES.map((remote, index) => [
      remote,
      new RemoteHost(join(repoRoot, `mfe-${remote}/dist`), PORT_BASE + 1 + index),
    ]),
  ) as Record<Remote, RemoteHost>;
  let outageShop: Awaited<ReturnType<typeof startShop>>;

  before(async () => {
    await Promise.all(REMOTES.map((remote) => hosts[remote].up()));
    outageShop = await startShop({
      port: PORT_BASE,
      env: {
        REMOTE_BASE_URLS: REMOTES.map((remote) => `${remote}=${hosts[remote].baseUrl}`).join(','),
      },
    });
    await shop.open(`${outageShop.baseUrl}/terms-and-conditions`);
    const registered = await shop.api('POST', '/api/v1/auth/register', newCustomer());
    expect(registered.status).toBe(201);
  });

  after(async () => {
    await Promise.all(REMOTES.map((remote) => hosts[remote].down()));
    await outageShop?.stop();
  });

  for (const [index, remote] of REMOTES.entries()) {
    const other = REMOTES[(index + 1) % REMOTES.length] as Remote;

    it(`${remote}: its page shows the fallback, the rest works, and retry recovers without a reload`, async () => {
      await hosts[remote].down();
      await shop.open(`${outageShop.baseUrl}${pageOf(remote)}`);
      await expect(shop.fallback()).toBeDisplayed();
      await expect($('h2=This part of the shop is temporarily unavailable')).toBeDisplayed();
      await expect(shop.header()).toBeDisplayed();
      if (remote !== 'admin') await expect(shop.footer()).toBeExisting();
      if (remote === 'checkout')
        await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/remote-outage.png'));

      // Another remote still works, in the same page.
      await browser.execute(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });
      await shop.navigateInApp(pageOf(other));
      await shop.expectNoFallback();

      // The origin comes back: retry loads the remote without reloading the page.
      await shop.navigateInApp(pageOf(remote));
      await expect(shop.fallback()).toBeDisplayed();
      await hosts[remote].up();
      await $('button=Try again').click();
      await browser.waitUntil(
        async () => (await $('main h1').isExisting()) && !(await shop.fallback().isExisting()),
        { timeoutMsg: `${remote} did not recover after retry` },
      );
      expect(
        await browser.execute(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true);
    });
  }
});
