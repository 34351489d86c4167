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
