import { browser } from '@wdio/globals';
import { sharedClockOffset, shiftDate } from '../../scripts/clock/shiftClock.mjs';

/**
 * The instant the browser tests run at (docs/environment.md, "Tests and the clock"): a Wednesday
 * at 10:00 in Kuala Lumpur, outside any holiday rule, so every delivery day and slot of the
 * weekday table is on offer and the screenshots of specs/visual.e2e.ts show the same dates at
 * whatever hour the suite runs. The shop, this runner and every page read it; the clock runs on
 * from there. It lies ahead of today on purpose: the builds, releases and files the suite makes
 * carry the machine's real time, which must read as the past. Before 2030's vouchers begin (the
 * seed's NEWYEAR2030 is "not started yet" in the tests).
 */
export const E2E_INSTANT = '2029-11-21T10:00:00+08:00';

if (Date.now() > new Date(E2E_INSTANT).getTime() - 30 * 24 * 60 * 60 * 1000) {
  throw new Error(
    `E2E_INSTANT (${E2E_INSTANT}) is no longer ahead of today: move it to a later Wednesday and take the screenshots again (npm run test:visual:update)`,
  );
}

/**
 * How far this run's clock is ahead of the machine's, in the environment, so every shop this run
 * starts (scripts/shop.mjs) reads the same clock.
 */
export const clockOffsetMs = sharedClockOffset(E2E_INSTANT);
shiftDate(clockOffsetMs);

/** Every page this session opens reads the same clock, before its own scripts run. */
export async function startBrowserClock(): Promise<void> {
  // shiftDate's answer (how to put the clock back) is of no use in a page.
  const install = shiftDate as (offsetMs: number) => void;
  await browser.addInitScript(install, clockOffsetMs);
}
