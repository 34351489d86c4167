// `npm run bench:hydration` ("hydration must not cost more main-thread time than the
// client render"): the main-thread work a page's start costs at 4× CPU slowdown, server-rendered
// and hydrated on the visitor's first key press, beside the same page rendered in the browser
// (the same build with SSR_DISABLED=1, as every page was before server rendering).
//
// For each page and run, in a fresh Chromium tab throttled from the first byte:
//  - hydrated: the page loads and goes quiet; then a key press (Shift, it moves nothing) starts
//    the app. Measured from the key press until the network is quiet again: the time until the
//    page is interactive (`data-hydrated` and, for a remote's page, `data-page-ready`), and the
//    long tasks: their blocking time (each task's time past 50 ms, as TBT counts it) and the
//    longest one.
//  - client render: measured from the navigation until the network is quiet: the time until the
//    page is interactive, and the same long-task figures.
// Medians of --runs N (default 3). Usage: node scripts/bench/hydration.mjs [--runs N] [path ...]
// (default /, /food-menu and the signed-in /cart with one dish). Needs the built apps.
import { startShop } from '../shop.mjs';
import { addFirstDish, openBrowser, registerBenchCustomer, waitForQuiet } from './browser.mjs';

const CPU_SLOWDOWN = 4;
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const named = args.filter((arg, i) => !arg.startsWith('--') && i !== runsFlag + 1);
const pages = named.length > 0 ? named : ['/', '/food-menu', '/cart'];
const SIGNED_IN = new Set(['/cart', '/checkout']);

/**
 * Installed before any of the page's own scripts: collects long tasks from the first byte, and
 * the moment the page becomes interactive (what whenHydrated waits for in the shell).
 */
const OBSERVER = `(() => {
  const seen = (window.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) seen.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__benchInteractiveAt = null;
  const remotePage = () => {
    const block = document.getElementById('mealprep-state');
    if (!block || !block.textContent) return true;
    try { return JSON.parse(block.textContent).remote === null; } catch { return true; }
  };
  const check = () => {
    if (window.__benchInteractiveAt !== null || !document.documentElement) return;
    const marks = document.documentElement.dataset;
    if (marks.hydrated === 'true' && (marks.pageReady === 'true' || remotePage() ||
        document.querySelector('[data-testid="remote-fallback"]'))) {
      window.__benchInteractiveAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, childList: true });
})();`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One measured page view; `intent`: load it, then start it with a key press. */
async function measure(baseUrl, path, intent) {
  const browser = await openBrowser();
  try {
    if (SIGNED_IN.has(path)) {
      await browser.url(`${baseUrl}/terms-and-conditions`);
      const failure = (await registerBenchCustomer(browser)) ?? (await addFirstDish(browser));
      if (failure) throw new Error(`could not prepare ${path}: ${failure}`);
      await browser.url('about:blank');
      // A cold start like the guest pages': nothing of the preparing visit stays cached.
      await browser.sendCommand('Network.enable', {});
      await browser.sendCommand('Network.clearBrowserCache', {});
    }
    await browser.sendCommand('Page.enable', {});
    await browser.sendCommand('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER });
    await browser.sendCommand('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.url(`${baseUrl}${path}`);
    await waitForQuiet(browser, 1000, 60_000);
    let from = 0;
    if (intent) {
      from = await browser.execute(() => performance.now());
      await browser.keys('Shift');
    }
    await browser.waitUntil(() => browser.execute(() => window.__benchInteractiveAt !== null), {
      timeout: 60_000,
      timeoutMsg: `${path} did not become interactive`,
    });
    await waitForQuiet(browser, 1000, 60_000);
    const { at, tasks } = await browser.execute(() => ({
      at: window.__benchInteractiveAt,
      tasks: window.__benchLongTasks,
    }));
    const counted = tasks.filter((task) => task.start >= from);
    return {
      interactiveMs: at - from,
      blockingMs: counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longestMs: counted.reduce((most, task) => Math.max(most, task.duration), 0),
    };
  } finally {
    await browser.deleteSession();
  }
}

async function series(baseUrl, path, intent) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(baseUrl, path, intent));
  return {
    interactiveMs: median(results.map((r) => r.interactiveMs)),
    blockingMs: median(results.map((r) => r.blockingMs)),
    longestMs: median(results.map((r) => r.longestMs)),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 8196);
  const rendered = await startShop({ port });
  const client = await startShop({ port: port + 1, env: { SSR_DISABLED: '1' } }).catch(
    async (error) => {
      await rendered.stop();
      throw error;
    },
  );
  try {
    console.log(`${CPU_SLOWDOWN}× CPU slowdown, medians of ${runs} run(s) per page`);
    for (const path of pages) {
      const hydrated = await series(rendered.baseUrl, path, true);
      const browserOnly = await series(client.baseUrl, path, false);
      console.log(
        `${path.padEnd(12)} hydrated after a key press: interactive in ${ms(hydrated.interactiveMs)}, ` +
          `blocking ${ms(hydrated.blockingMs)}, longest task ${ms(hydrated.longestMs)} | ` +
          `rendered in the browser: interactive in ${ms(browserOnly.interactiveMs)}, ` +
          `blocking ${ms(browserOnly.blockingMs)}, longest task ${ms(browserOnly.longestMs)} | ` +
          `blocking ratio ${(hydrated.blockingMs / Math.max(1, browserOnly.blockingMs)).toFixed(2)} (≤ 1)`,
      );
    }
  } finally {
    await Promise.all([rendered.stop(), client.stop()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
