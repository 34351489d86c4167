import { browser, $, expect } from '@wdio/globals';
import { shop } from '../support/shop';

/**
 * Issue #9: a remote that loads but throws while rendering — here the about page given an answer
 * whose founder section has no founder (a contract drift between API and remote). The shell
 * contains it: the fallback stands in for the page, header and footer stay, other remotes work,
 * and "Try again" renders the page once the answer is right again, without a reload.
 */
describe('a remote that throws while rendering', () => {
  it('shows the fallback in its place, keeps the rest of the shop, and recovers on retry', async () => {
    const about = await browser.mock('**/api/v1/page_management/about*');
    about.respondOnce(
      { data: [{ id: 1, position: 1, key: 'founder', title: 'Our founder' }] },
      { statusCode: 200, headers: { 'content-type': 'application/json' } },
    );
    try {
      await shop.open('/about-us');
      await expect(shop.fallback()).toBeDisplayed();
      await expect($('h2=This part of the shop is temporarily unavailable')).toBeDisplayed();
      await expect(shop.header()).toBeDisplayed();
      await expect(shop.footer()).toBeExisting();
      await browser.execute(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });

      // The same remote's other pages and the other remotes still render.
      await shop.navigateInApp('/food-menu');
      await shop.expectNoFallback();
      await shop.navigateInApp('/auth/login');
      await shop.expectNoFallback();

      // Back on the page: the answer is right again, and retry renders it in the same page.
      await shop.navigateInApp('/about-us');
      if (await shop.fallback().isExisting()) await $('button=Try again').click();
      await expect($('h3=Amir Hakim')).toBeDisplayed();
      await shop.expectNoFallback();
      expect(
        await browser.execute(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true);
    } finally {
      await about.restore();
    }
  });
});
