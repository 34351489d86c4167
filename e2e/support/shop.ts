import { browser, $, expect } from '@wdio/globals';

/** Page-object helpers for the shop: what a visitor sees, found by role and text. */
export const shop = {
  async open(path: string) {
    await browser.url(path);
    await this.waitForPage();
  },

  /** Waits until the routed page (or the remote fallback) has rendered its heading. */
  async waitForPage() {
    await browser.waitUntil(
      async () =>
        (await $('main h1').isExisting()) ||
        (await $('[data-testid="remote-fallback"]').isExisting()),
      { timeout: 15_000, timeoutMsg: 'no page heading rendered' },
    );
  },

  /** The page's h1 as it is read: one line (a heading may set a part on a line of its own). */
  async heading(): Promise<string> {
    return (await $('main h1')).getText().then((text) => text.replace(/\s+/g, ' ').trim());
  },

  async pathname(): Promise<string> {
    return browser.execute(() => window.location.pathname);
  },

  /** Navigates inside the single-page app, as a click on a link does (no page load). */
  async navigateInApp(path: string) {
    await browser.execute((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await this.waitForPage();
  },

  header: () => $('header'),
  footer: () => $('footer'),
  fallback: () => $('[data-testid="remote-fallback"]'),

  /** Calls the API from the page, so the session cookie lands in the browser. */
  async api(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    return browser.execute(
      async (m, p, b, h) => {
        const response = await fetch(p, {
          method: m,
          headers: { 'content-type': 'application/json', accept: 'application/json', ...h },
          body: b === undefined ? undefined : JSON.stringify(b),
          credentials: 'same-origin',
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      },
      method,
      path,
      body,
      headers,
    );
  },

  /** Forgets the requests made so far (Resource Timing), to count those of one step. */
  async clearRequests() {
    await browser.execute(() => performance.clearResourceTimings());
  },

  /** The API requests (path and query) since the last `clearRequests`, once the page is quiet. */
  async apiRequests(quietMs = 500): Promise<string[]> {
    const read = () =>
      browser.execute(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/api/'))
          .map((url) => url.pathname + url.search),
      );
    let last = await read();
    for (;;) {
      await browser.pause(quietMs);
      const now = await read();
      if (now.length === last.length) return now;
      last = now;
    }
  },

  async expectNoFallback() {
    await expect(this.fallback()).not.toBeExisting();
  },
};

let counter = 0;
/** A new customer's registration form, unique per call. */
export function newCustomer() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    email: `e2e.${stamp}@example.my`,
    password: 'Sedap-Makan-2026',
    password_confirmation: 'Sedap-Makan-2026',
    first_name: 'Nur',
    last_name: 'Aisyah',
    phone_no: '0123456789',
    date_of_birth: '1995-03-14',
    gender: 'F',
    country_code: 'MY',
  };
}
