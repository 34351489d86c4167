import { browser, $, expect } from '@wdio/globals';
import { shop } from '../support/shop';

/** Sends the fixed meal plan call to the bundles list instead (a contract drift), or stops. */
async function driftFixedMealPlan(on: boolean) {
  await browser.execute((enable) => {
    const scope = window as unknown as { originalOpen?: XMLHttpRequest['open'] };
    scope.originalOpen ??= XMLHttpRequest.prototype.open;
    const open = scope.originalOpen;
    XMLHttpRequest.prototype.open = enable
      ? function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
          const target = String(url).replace('/api/v1/fixed_meal_plan', '/api/v1/bundles');
          return (open as (...args: unknown[]) => void).call(this, method, target, ...rest);
        }
      : open;
  }, on);
}

/**
 * A remote that loads but throws while rendering. The fixed meal plan page is given
 * the bundles list where it expects the plan (an answer of another shape, as after an API change
 * the remote was not built for), so it throws in render. The shell contains it: the fallback
 * stands in for the page, header and footer stay, the remote's other pages and the other remotes
 * work, and "Try again" renders the page once the answer is right again, without a reload.
 */
describe('a remote that throws while rendering', () => {
  it('shows the fallback in its place, keeps the rest of the shop, and recovers on retry', async () => {
    await shop.open('/terms-and-conditions');
    await browser.execute(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await driftFixedMealPlan(true);
    try {
      await shop.navigateInApp('/fixed-meal-plan');
      await expect(shop.fallback()).toBeDisplayed();
      await expect($('h2=This part of the shop is temporarily unavailable')).toBeDisplayed();
      await expect(shop.header()).toBeDisplayed();
      await expect(shop.footer()).toBeExisting();

      await shop.navigateInApp('/food-menu');
      await shop.expectNoFallback();
      await shop.navigateInApp('/auth/login');
      await shop.expectNoFallback();
    } finally {
      await driftFixedMealPlan(false);
    }

    await shop.navigateInApp('/fixed-meal-plan');
    if (await shop.fallback().isExisting()) await $('button=Try again').click();
    await expect($('[aria-label="Days of the plan"]')).toBeDisplayed();
    await shop.expectNoFallback();
    expect(
      await browser.execute(() => (window as unknown as { samePage?: boolean }).samePage),
    ).toBe(true);
  });
});
