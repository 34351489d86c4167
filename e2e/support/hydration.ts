import { browser } from '@wdio/globals';

/**
 * Pages arrive rendered by the server and become interactive when the browser has hydrated them,
 * which a rendered page starts on the visitor's intent (docs/architecture.md §2.4). What a visitor
 * does before then is held and done again (shell/src/boot/holdUntilHydrated.ts, tested on its
 * own), so these tests show their intent as a visitor would, with a key press (Shift: it moves
 * nothing), then wait until the frame is hydrated and, if the server rendered a remote's page,
 * until that page is too (shared/src/routes/RouteModules.tsx marks it). Pages rendered in the
 * browser (no data block) start at once and only wait for the frame.
 */
export const hydration = {
  /** For a spec that turns JavaScript off: nothing will hydrate. */
  skip: false,
};

/**
 * After a page load: shows intent (a key press) and waits until the page is interactive. `url`
 * does it by itself; a spec calls it after `browser.refresh()`.
 */
export async function showIntentAndWait(path: string) {
  await browser.keys('Shift');
  await waitUntilHydrated(path);
}

/** Waits until the page is interactive, without showing intent (a page marked `data-needs-app` starts itself). */
export async function waitUntilHydrated(path: string) {
  await browser.waitUntil(
    () =>
      browser.execute(() => {
        // Not a page of the shop (an API answer, the gateway's page): nothing to hydrate.
        if (!document.getElementById('root')) return true;
        const root = document.documentElement.dataset;
        if (root.hydrated !== 'true') return false;
        // A remote that failed in the browser shows its fallback instead: that is the page.
        if (document.querySelector('[data-testid="remote-fallback"]')) return true;
        const block = document.getElementById('mealprep-state');
        if (!block?.textContent) return true;
        try {
          const { remote } = JSON.parse(block.textContent) as { remote: string | null };
          return remote === null || root.pageReady === 'true';
        } catch {
          return true;
        }
      }),
    { timeout: 20_000, timeoutMsg: `${path} was not hydrated` },
  );
}

export function waitForHydrationAfterPageLoads() {
  browser.overwriteCommand('url', async (original, path: string, ...rest: unknown[]) => {
    const answer = await (original as (...args: unknown[]) => Promise<unknown>)(path, ...rest);
    if (!hydration.skip) await showIntentAndWait(path);
    return answer;
  });
}
