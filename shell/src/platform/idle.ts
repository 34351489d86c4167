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

/**
 * `whenIdle` for a report that must not be lost: if the page goes away first (the visitor
 * follows a link before the main thread was idle), `leaving` runs instead, as it is hidden
 * (a beacon: a request the browser completes after the page is gone). One or the other, once.
 */
export function whenIdleOrLeaving(work: () => void, leaving: () => void, timeoutMs = 3000): void {
  let done = false;
  const once = (run: () => void) => () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', onLeave);
    run();
  };
  const onLeave = once(leaving);
  window.addEventListener('pagehide', onLeave);
  whenIdle(once(work), timeoutMs);
}
