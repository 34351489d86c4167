import { browser, $, expect } from '@wdio/globals';
import { join } from 'node:path';
import { startShop } from '../../scripts/shop.mjs';
import { RemoteHost } from '../support/remoteHost';
import { repoRoot } from '../support/server';
import { shop } from '../support/shop';

/**
 * The checkout remote is served from an origin of its own; taking that origin down is a real
 * outage of one remote, while the shell and the other remotes keep being served.
 */
describe('a remote that cannot be reached', () => {
  const checkoutHost = new RemoteHost(join(repoRoot, 'mfe-checkout/dist'), 8198);
  let outageShop: Awaited<ReturnType<typeof startShop>>;

  before(async () => {
    outageShop = await startShop({
      port: 8182,
      env: { REMOTE_BASE_URLS: `checkout=${checkoutHost.baseUrl}` },
    });
  });

  after(async () => {
    await checkoutHost.down();
    await outageShop?.stop();
  });

  it('shows the fallback on its routes while the rest of the site works, then recovers on retry', async () => {
    await checkoutHost.down();
    await shop.open(`${outageShop.baseUrl}/payment/9/failed`);
    await expect(shop.fallback()).toBeDisplayed();
    await expect($('h2=This part of the shop is temporarily unavailable')).toBeDisplayed();
    await expect(shop.header()).toBeDisplayed();
    await expect(shop.footer()).toBeDisplayed();
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/remote-outage.png'));

    // Another remote still works, in the same page.
    await browser.execute(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await shop.navigateInApp('/terms-and-conditions');
    expect(await shop.heading()).toBe('Terms and conditions');

    // The checkout origin comes back: retry loads the remote without reloading the page.
    await shop.navigateInApp('/payment/9/failed');
    await expect(shop.fallback()).toBeDisplayed();
    await checkoutHost.up();
    await $('button=Try again').click();
    await browser.waitUntil(
      async () => (await $('main h1').isExisting()) && !(await shop.fallback().isExisting()),
      { timeoutMsg: 'the remote did not recover after retry' },
    );
    expect(await shop.heading()).toBe('Payment failed');
    expect(
      await browser.execute(() => (window as unknown as { samePage?: boolean }).samePage),
    ).toBe(true);
  });
});
