/**
 * Runs `work` when the main thread is idle (at the latest after `timeoutMs`), for what the
 * first screen does not need: reports, mostly. On a phone the page's start is the busiest
 * time of its main thread (docs/architecture.md §2.4).
 */
export function whenIdle(work: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    window.setTimeout(work, 1);
  }
}
