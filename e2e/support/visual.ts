import { browser } from '@wdio/globals';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server';

/**
 * Visual regression (docs/environment.md, "Visual regression"): full-page screenshots compared
 * with the baselines committed in e2e/visual/baseline. `VISUAL_UPDATE=1` (npm run
 * test:visual:update) writes new baselines instead of comparing.
 */
export const VISUAL_UPDATE = process.env.VISUAL_UPDATE === '1';
export const BASELINE_DIR = join(repoRoot, 'e2e/visual/baseline');
/** Where the screenshots of a run and the diffs of failed comparisons go (not committed). */
export const ACTUAL_DIR = join(repoRoot, 'e2e/.visual');
/**
 * Percentage of pixels that may differ before a page fails: anti-aliasing aside (ignored), two
 * runs on the same machine give identical pictures; this absorbs a glyph rendered a pixel off,
 * not a changed layout (a moved card differs by several per cent).
 */
export const VISUAL_TOLERANCE = 0.1;

/** The `@wdio/visual-service` options of e2e/wdio.conf.ts. */
export const visualServiceOptions = {
  baselineFolder: BASELINE_DIR,
  screenshotPath: ACTUAL_DIR,
  formatImageName: '{tag}',
  savePerInstance: false,
  autoSaveBaseline: VISUAL_UPDATE,
  alwaysSaveActualImage: false,
  clearRuntimeFolder: true,
  // freezePage stops animations and the caret itself: the service would wait a fixed 500 ms
  // after its style sheet on every screenshot.
  disableCSSAnimation: false,
  disableBlinkingCursor: false,
  hideScrollBars: true,
  waitForFontsLoaded: true,
};

/**
 * Makes the page the same on every run: nothing animated, the carousel stopped on its first
 * slide, every picture loaded (lazy ones too, for the full-page shot), and the text that changes
 * from run to run — dates, times, order numbers, e-mail addresses, the quote's countdown —
 * replaced by a fixed text of the same kind, so the layout around it stays put.
 */
export async function freezePage(): Promise<void> {
  await browser.execute(async () => {
    // No transition, animation or blinking caret (the rules @wdio/visual-service's
    // disableCSSAnimation and disableBlinkingCursor add), in effect before the next frame.
    const still = document.createElement('style');
    still.textContent =
      '*, *::before, *::after { transition-property: none !important; animation: none !important; caret-color: transparent !important; }';
    document.head.appendChild(still);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    for (const carousel of document.querySelectorAll('[aria-roledescription="carousel"]')) {
      const buttons = carousel.querySelectorAll<HTMLButtonElement>(':scope > div > button');
      const slides = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
      // Playing (and not focused), its slides are announced "off": the first button stops it.
      if (carousel.querySelector('[aria-live="off"]')) buttons[0]?.click();
      for (let turn = 0; turn < slides.length && slides[0]?.hidden; turn += 1)
        buttons[buttons.length - 1]?.click();
      (document.activeElement as HTMLElement | null)?.blur();
    }
    // The quote's countdown ticks every second: out of the picture, its room kept.
    for (const timer of document.querySelectorAll<HTMLElement>('[role="timer"]'))
      timer.style.visibility = 'hidden';

    const months =
      'January|February|March|April|June|July|August|September|October|November|December|' +
      'Januari|Februari|Julai|Ogos|Oktober|Disember|Jan|Feb|Mac|Mar|Apr|Mei|May|Jun|Jul|Aug|Ogo|Sep|Sept|Okt|Oct|Nov|Dis|Dec';
    const days =
      'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Isnin|Selasa|Rabu|Khamis|Jumaat|Sabtu|Ahad|Mon|Tue|Wed|Thu|Fri|Sat|Sun';
    const rules: [RegExp, string][] = [
      [/MP-(?:TEST|\d{8})-[0-9A-F]{10}/g, 'MP-20260101-0A1B2C3D4E'],
      [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, 'customer@example.my'],
      [new RegExp(`\\b(${days})\\b`, 'g'), 'Mon'],
      [new RegExp(`\\b\\d{1,2}(?:\\s|&nbsp;)+(${months})\\b\\.?(\\s+\\d{4})?`, 'g'), '1 Jan 2026'],
      // A day of the month only: "Jan 2026" (left by the rule above) is not "Jan 20" and "26".
      [new RegExp(`\\b(${months})\\.?\\s+\\d{1,2}\\b(,?\\s+\\d{4})?`, 'g'), 'Jan 1, 2026'],
      [/\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?\b/g, '2026-01-01'],
      [/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, '01/01/2026'],
      // Times only with a colon: "10.00" is a price.
      [/\b\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp]\.?[Mm]\.?)?(?=\D|$)/g, '10:00'],
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const before = node.textContent ?? '';
      const after = rules.reduce((text, [pattern, fixed]) => text.replace(pattern, fixed), before);
      if (after !== before) node.textContent = after;
    }

    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/** Compares the whole page with its baseline (or, updating, replaces the baseline). */
export async function comparePage(tag: string): Promise<number> {
  const baseline = join(BASELINE_DIR, `${tag}.png`);
  if (VISUAL_UPDATE && existsSync(baseline)) rmSync(baseline);
  if (!VISUAL_UPDATE && !existsSync(baseline))
    throw new Error(`no baseline ${baseline}: run npm run test:visual:update`);
  const result = await browser.checkFullPageScreen(tag, { ignoreAntialiasing: true });
  if (typeof result === 'number') return result;
  if ('misMatchPercentage' in result && typeof result.misMatchPercentage === 'number')
    return result.misMatchPercentage;
  throw new Error(`unexpected comparison result for ${tag}`);
}
