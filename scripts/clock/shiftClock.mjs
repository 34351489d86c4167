// A test's clock: `Date` moved by a fixed offset, so a process (the test shop, the test runner)
// or a browser page reads the instant the tests chose, running on at the machine's pace, whatever
// hour the tests run at (docs/environment.md, "Tests and the clock"). Timers, `performance` and
// the operating system's clock are left alone. Never loaded by a real shop.

/** The environment variable carrying the offset (milliseconds) to every process of a test run. */
export const CLOCK_OFFSET_VARIABLE = 'MEALPREP_CLOCK_OFFSET_MS';

/**
 * Replaces `globalThis.Date` with one whose "now" is `offsetMs` ahead (negative: behind). Self-
 * contained, so its source can be sent to a browser page as it is. Returns how to put the
 * machine's clock back; a call on a moved clock moves it from the machine's again.
 * @param {number} offsetMs
 * @returns {() => void}
 */
export function shiftDate(offsetMs) {
  const current = globalThis.Date;
  /** @type {DateConstructor} */
  const RealDate =
    'machineDate' in current ? /** @type {DateConstructor} */ (current.machineDate) : current;
  const now = () => RealDate.now() + offsetMs;
  /** @this {unknown} @param {...unknown} args */
  function ShiftedDate(...args) {
    // Called as a function, Date() is the current date as a string.
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  Object.defineProperty(ShiftedDate, 'machineDate', { value: RealDate });
  globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (ShiftedDate));
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * The offset this run's processes share: taken from the environment, or set there from `instant`
 * once (so the runner, the shop and the browser all read the same clock).
 * @param {string} instant ISO 8601 with its offset
 * @returns {number}
 */
export function sharedClockOffset(instant) {
  const given = process.env[CLOCK_OFFSET_VARIABLE];
  if (given !== undefined && given !== '') return Number(given);
  const offset = new Date(instant).getTime() - Date.now();
  if (!Number.isFinite(offset)) throw new Error(`not an instant: ${instant}`);
  process.env[CLOCK_OFFSET_VARIABLE] = String(offset);
  return offset;
}
