import { browser, expect } from '@wdio/globals';
import { join } from 'node:path';
import {
  LOCALES,
  openInLocale,
  overflowingText,
  pathOf,
  ROUTE_GROUPS,
  settle,
  type Locale,
} from '../support/routeWalk';
import {
  ACTUAL_DIR,
  comparePage,
  freezePage,
  VISUAL_TOLERANCE,
  VISUAL_UPDATE,
} from '../support/visual';

/**
 * Issue #17: the shop as a customer sees it. The key pages at 390 and 1280 px in both languages
 * are compared with their committed baselines (e2e/visual/baseline, tolerance VISUAL_TOLERANCE
 * per cent of the pixels); every page of the route table, in both languages at 320 px (the
 * narrowest width the shop supports) and the key pages at 390 and 1280 px too, fails when a
 * heading's or a button's text is wider than its box. docs/environment.md, "Visual regression".
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
const NARROWEST = 320;

/**
 * The page laid out `width` CSS px wide, as on a phone: headless Chromium's scrollbar takes
 * 15 px of the viewport (a phone's overlays the page), so the viewport is widened by it.
 */
async function openAt(page: string, locale: Locale, width: number) {
  await browser.setViewport({ width, height: 900, devicePixelRatio: 1 });
  await openInLocale(pathOf(page), locale);
  await settle();
  const scrollbar = await browser.execute(
    () => window.innerWidth - document.documentElement.clientWidth,
  );
  if (scrollbar > 0) {
    await browser.setViewport({ width: width + scrollbar, height: 900, devicePixelRatio: 1 });
    await settle();
  }
}

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

      it(`no heading or button text overflows at ${NARROWEST} px, on every page, in both languages`, async () => {
        const problems: string[] = [];
        for (const page of group.pages)
          for (const locale of LOCALES) {
            await openAt(page, locale, NARROWEST);
            const found = await overflowingText();
            figures.overflowChecks += 1;
            figures.overflowing += found.length;
            problems.push(...found.map((problem) => `${locale.prefix}${pathOf(page)}: ${problem}`));
          }
        expect(problems).toEqual([]);
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
