/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between. The page's start is cut into such steps (docs/architecture.md §2.4): on a phone each
 * step is one task of tens of milliseconds instead of one task of a second.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
