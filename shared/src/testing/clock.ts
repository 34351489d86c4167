/**
 * Fakes only `Date` (what a page reads as "now"), at `now`: every timer, tick and frame stays
 * real, so HTTP round trips to the test API and React's scheduling run as in a browser. Undo with
 * `jest.useRealTimers()`.
 */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
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
    ],
  });
}
