import { browser, expect } from '@wdio/globals';
import { join } from 'node:path';
import { LOCALES, openAt, overflowingText, ROUTE_GROUPS } from '../support/routeWalk';
import {
  ACTUAL_DIR,
  comparePage,
  freezePage,
  VISUAL_TOLERANCE,
  VISUAL_UPDATE,
} from '../support/visual';

/**
 * The shop as a customer sees it. The key pages at 390 and 1280 px in both languages
 * are compared with their committed baselines (e2e/visual/baseline, tolerance VISUAL_TOLERANCE
 * per cent of the pixels), and fail when a heading's or a button's text is wider than its box
 * (at 320 px, the narrowest width the shop supports, the accessibility walk checks every page of
 * the route table for it). docs/environment.md, "Visual regression".
 */
const KEY_PAGES: Record<string, string> = {
  '/': 'home',
  '/food-menu': 'food-menu',
  '/food-menu/:id': 'dish',
  '/meal-bundles': 'bundles',
  '/account/user-preferences/summary': 'plan',
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/account/my-order/:id': 'order',
  '/account': 'dashboard',
  '/admin/orders': 'admin-orders',
};
const SHOT_WIDTHS = [390, 1280] as const;

describe(`visual regression (${VISUAL_UPDATE ? 'writing baselines' : 'comparing'})`, () => {
  const figures = { compared: 0, differed: 0, overflowChecks: 0, overflowing: 0 };

  after(async () => {
    console.log(
      `visual: ${figures.differed} of ${figures.compared} screenshots differ beyond ` +
        `${VISUAL_TOLERANCE} %; overflowing text: ${figures.overflowing} over ` +
        `${figures.overflowChecks} pages`,
    );
    await browser.setWindowSize(1280, 800);
  });

  for (const group of ROUTE_GROUPS) {
    describe(group.name, () => {
      before(async () => {
        await browser.deleteCookies();
        await browser.setWindowSize(1280, 800);
        await group.setUp();
      });

      for (const page of group.pages.filter((path) => path in KEY_PAGES))
        for (const width of SHOT_WIDTHS)
          for (const locale of LOCALES) {
            const tag = `${KEY_PAGES[page]}-${width}-${locale.name}`;
            it(`${tag}: ${page} at ${width} px in ${locale.name} looks like its baseline`, async () => {
              await openAt(page, locale, width);
              const overflowing = await overflowingText();
              figures.overflowChecks += 1;
              figures.overflowing += overflowing.length;
              await freezePage();
              const mismatch = await comparePage(tag);
              figures.compared += 1;
              if (mismatch > VISUAL_TOLERANCE) figures.differed += 1;
              expect(overflowing).toEqual([]);
              expect({
                page: tag,
                differs: mismatch > VISUAL_TOLERANCE ? `${mismatch} % of the pixels` : 'no',
                diff: join(ACTUAL_DIR, 'diff', `${tag}.png`),
              }).toEqual(expect.objectContaining({ differs: 'no' }));
            });
          }
    });
  }
});
