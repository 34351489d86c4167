// Headless Debian Chromium for the benchmarks (the same flags as the browser tests).
import { remote } from 'webdriverio';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--window-size=1280,800',
];

export function openBrowser() {
  return remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
      'goog:chromeOptions': { binary: '/usr/bin/chromium', args: chromiumArgs },
    },
  });
}

/** Paths (without origin) of every script the page has loaded so far. */
export async function loadedScripts(browser) {
  return browser.execute(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname),
  );
}

/** Waits until no new resource has arrived for `quietMs`. */
export async function waitForQuiet(browser, quietMs = 500, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  while (Date.now() < deadline) {
    const count = await browser.execute(() => performance.getEntriesByType('resource').length);
    if (count === last) return;
    last = count;
    await browser.pause(quietMs);
  }
}

/**
 * A visitor's first sign of using the page (a key that moves nothing), then its hydration: a page
 * rendered by the server starts its app on intent (docs/architecture.md §2.4).
 */
export async function startThePage(browser) {
  await browser.keys('Shift');
  await browser.waitUntil(
    () => browser.execute(() => document.documentElement.dataset.hydrated === 'true'),
    { timeout: 30_000, timeoutMsg: 'the page did not hydrate after a key press' },
  );
  await waitForQuiet(browser);
}

/** POSTs JSON from the page (its origin, its cookies); null when answered 2xx, else what failed. */
function postFromPage(browser, path, body) {
  return browser.execute(
    async (target, payload) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.ok ? null : `${target}: ${response.status}`;
    },
    path,
    body,
  );
}

/** Signs a new bench customer up in the browser's session; null when it worked, else what failed. */
export function registerBenchCustomer(browser, email = `bench.${Date.now()}@example.my`) {
  return postFromPage(browser, '/api/v1/auth/register', {
    email,
    password: 'Bench-Password-1',
    password_confirmation: 'Bench-Password-1',
    first_name: 'Bench',
    last_name: 'Customer',
    phone_no: '0123456789',
    date_of_birth: '1990-01-01',
    gender: 'M',
    country_code: 'MY',
  });
}

/** Puts the menu's first dish (size S) in the signed-in customer's cart; null when it worked. */
export async function addFirstDish(browser) {
  const id = await browser.execute(
    async () => (await (await fetch('/api/v1/menu?per_page=1')).json()).data[0].id,
  );
  return postFromPage(browser, '/api/v1/cart/store', {
    plan_id: id,
    plan_type: 'RECIPE',
    size: 'S',
  });
}
