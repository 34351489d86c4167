import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { native } from './native';

/** Every timer stays real: only `Date` (what the shop reads as "now") is moved. */
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * The next `weekday` (1 Monday … 7 Sunday) at `time` in Kuala Lumpur, at least a day ahead of the
 * machine's clock and outside the year-end holiday weeks (20 December to 2 January). Ahead, not
 * behind: on a PostgreSQL server the rows' default times are the server's, and they must read as
 * the past of the test's instant.
 */
export function nextBusinessInstant(weekday: number, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  let day = DateTime.now()
    .setZone(BUSINESS_ZONE)
    .plus({ days: 1 })
    .set({ hour, minute, second: 0, millisecond: 0 });
  const yearEnd = (d: DateTime) => (d.month === 12 && d.day >= 20) || (d.month === 1 && d.day <= 2);
  while (day.weekday !== weekday || yearEnd(day)) day = day.plus({ days: 1 });
  return day.toJSDate();
}

/**
 * Runs this test file's shop at `instant` (docs/environment.md, "Tests and the clock"): the app
 * and its embedded database (which run in Node's own realm, test/native.ts) and the test itself
 * (Jest's realm) read it as now, and it runs on from there. Call it at the top of the file, before
 * the app is built; the machine's clock is back after the file.
 */
export function runShopAt(instant: Date): void {
  const restore = native.clock.shiftDate(instant.getTime() - Date.now());
  jest.useFakeTimers({ now: instant, doNotFake: [...REAL], advanceTimers: true });
  afterAll(() => {
    jest.useRealTimers();
    restore();
  });
}

/** A Wednesday at 10:00: every delivery day, slot and pickup time of the weekday table is open. */
export const ordinaryMorning = () => nextBusinessInstant(3, '10:00');

/**
 * Moves the shop (Node's realm) and the test (Jest's fake `Date`) on to `instant` in the middle of
 * a file that called `runShopAt`, running on from there (a later test of the same data reads a
 * later hour). Only forwards: rows already written keep their times.
 */
export function moveShopTo(instant: Date): void {
  const machineNow = performance.timeOrigin + performance.now();
  native.clock.shiftDate(instant.getTime() - machineNow);
  jest.setSystemTime(instant);
}
