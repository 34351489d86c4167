// `npm run bench:first-tap`: what a phone visitor waits for after their first tap, beside the same
// tap on a page whose app has already started, and the INP the page's real-user report sends.
//
// Chromium as a phone (390 × 844, touch) at 4× CPU slowdown. For each scenario and run, in a fresh
// browser: the page loads and goes quiet, then 2 s pass (a visitor reading), then one real touch
// tap (WebDriver touch actions: trusted events, as a finger's). "Visible response": from the tap's
// pointerdown to the paint after the change the visitor looks for (the price of the other size,
// the menu open, the pickup panel), read on the page's own clock. The second figure is the same
// tap on a page started beforehand (a key press, then quiet). The INP is what the page's report
// would send (navigator.sendBeacon caught, the page hidden), so a held tap's wait shows there too.
// Medians and p75 of --runs N (default 5), first-tap and started runs interleaved.
//
// Usage: node scripts/bench/first-tap.mjs [--runs N] [scenario ...]   (needs the built apps)
import { startShop } from '../shop.mjs';
import { addFirstDish, openBrowser, registerBenchCustomer, waitForQuiet } from './browser.mjs';

const CPU_SLOWDOWN = 4;
const READING_MS = 2000;
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
const named = args.filter((arg, i) => !arg.startsWith('--') && i !== runsFlag + 1);

/**
 * Each scenario: the page, whether the visitor is signed in, the element tapped (a selector run
 * in the page) and the change looked for (a predicate run in the page after each mutation).
 */
const SCENARIOS = {
  'menu-size': {
    path: '/food-menu',
    tap: () =>
      document.querySelector('main article input[type="radio"][value="L"]')?.closest('label'),
    // What the card shows (innerText: the text on screen, so a price shown by CSS counts).
    before: () => document.querySelector('main article')?.innerText ?? '',
    changed: (before) => (document.querySelector('main article')?.innerText ?? '') !== before,
  },
  'menu-tab': {
    path: '/food-menu',
    // The tab not shown yet (À LA CARTE): a link, so the tap is a navigation to its address.
    tap: () => document.querySelector('main nav a:not([aria-current="page"])'),
    // The list drawn under the tabs.
    before: () => document.querySelector('main')?.innerText ?? '',
    changed: (before) => (document.querySelector('main')?.innerText ?? '') !== before,
  },
  'menu-add-to-cart': {
    path: '/food-menu',
    signedIn: true,
    // The first dish's "Add to cart" (the bench's customer has one dish in the cart already).
    tap: () =>
      [...document.querySelectorAll('main article button')].find((button) =>
        /add to cart/i.test(button.textContent ?? ''),
      ),
    // The header's cart count, as drawn.
    before: () => document.querySelector('header')?.innerText ?? '',
    changed: (before) => (document.querySelector('header')?.innerText ?? '') !== before,
  },
  'menu-add-to-cart-guest': {
    path: '/food-menu',
    // A guest's "Add to cart": the sign-in page, asking them to sign in for the dish.
    tap: () =>
      [...document.querySelectorAll('main article button')].find((button) =>
        /add to cart/i.test(button.textContent ?? ''),
      ),
    before: () => location.pathname,
    changed: (before) =>
      location.pathname !== before && document.querySelector('main [role="tablist"]') !== null,
  },
  'phone-menu': {
    path: '/food-menu',
    tap: () => document.querySelector('header button[aria-haspopup="dialog"]'),
    before: () => '',
    // The menu is a native dialog in the page from the start: it counts once it is shown.
    changed: () => document.querySelector('dialog:modal, [role="dialog"]') !== null,
  },
  'checkout-method': {
    path: '/checkout',
    signedIn: true,
    // The delivery method not chosen yet (the bench's customer has no address, so pickup is
    // chosen and the tap asks for delivery), by its label, as a finger taps it.
    tap: () => {
      const input = document.querySelector(
        'main input[type="radio"][name="delivery_method"]:not(:checked)',
      );
      if (!input) return null;
      return document.querySelector(`label[for="${input.id}"]`) ?? input.closest('label') ?? input;
    },
    // What the form shows for that method (the address choice or the pickup panel).
    before: () => document.querySelector('main')?.innerText ?? '',
    changed: (before) => (document.querySelector('main')?.innerText ?? '') !== before,
  },
  'cart-quantity': {
    path: '/cart',
    signedIn: true,
    // The first line's "More …" button (the bench's customer has one dish in the cart).
    tap: () => document.querySelector('main button[aria-label^="More "]'),
    // The line's quantity and the totals, as drawn.
    before: () => document.querySelector('main')?.innerText ?? '',
    changed: (before) => (document.querySelector('main')?.innerText ?? '') !== before,
  },
};
const chosen = named.length > 0 ? named : Object.keys(SCENARIOS);

/** Installed before the page's scripts: catches the real-user report instead of sending it. */
const CATCH_REPORT = `(() => {
  window.__benchReports = [];
  const send = navigator.sendBeacon?.bind(navigator);
  navigator.sendBeacon = (url, body) => {
    if (String(url).includes('/rum')) { window.__benchReports.push(String(body)); return true; }
    return send ? send(url, body) : false;
  };
})();`;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p75: at(0.75) };
}

async function prepareCustomer(browser, baseUrl) {
  await browser.url(`${baseUrl}/terms-and-conditions`);
  const failure = (await registerBenchCustomer(browser)) ?? (await addFirstDish(browser));
  if (failure) throw new Error(`could not prepare the customer: ${failure}`);
  await browser.url('about:blank');
  await browser.sendCommand('Network.enable', {});
  await browser.sendCommand('Network.clearBrowserCache', {});
}

/** One page view and one tap; `started`: the app is started (a key press) before the tap. */
async function measure(baseUrl, scenario, started) {
  const browser = await openBrowser();
  try {
    if (scenario.signedIn) await prepareCustomer(browser, baseUrl);
    await browser.sendCommand('Page.enable', {});
    await browser.sendCommand('Page.addScriptToEvaluateOnNewDocument', { source: CATCH_REPORT });
    await browser.sendCommand('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      deviceScaleFactor: 1,
      mobile: true,
    });
    await browser.sendCommand('Emulation.setTouchEmulationEnabled', { enabled: true });
    await browser.sendCommand('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.url(`${baseUrl}${scenario.path}`);
    await waitForQuiet(browser, 1000, 60_000);
    if (started) {
      await browser.keys('Shift');
      await browser.waitUntil(
        () => browser.execute(() => document.documentElement.dataset.hydrated === 'true'),
        { timeout: 60_000, timeoutMsg: 'the page did not start' },
      );
      await waitForQuiet(browser, 1000, 60_000);
    }
    await browser.pause(READING_MS);
    // Watch for the change from the tap's pointerdown on, then note the paint after it.
    await browser.execute(
      (beforeSource, changedSource) => {
        const before = new Function(`return (${beforeSource})()`)();
        const changed = new Function('before', `return (${changedSource})(before)`);
        window.__benchTap = { downAt: null, paintedAt: null };
        window.addEventListener(
          'pointerdown',
          () => {
            window.__benchTap.downAt ??= performance.now();
            // A link tapped before the app starts loads a new page: its clock starts again, so
            // the tap's moment is kept in the clock both pages share.
            sessionStorage.setItem(
              '__benchTapDown',
              String(performance.timeOrigin + performance.now()),
            );
          },
          { capture: true, once: true },
        );
        // After each change to the page, or to a field (a radio checked natively, before the app
        // starts, changes no node: what it shows follows by CSS), looked at once in the frame
        // that will draw it: reading what is drawn (innerText) lays the page out, and doing it
        // for each of the many changes of a render would add its own cost to the figure.
        let seen = false;
        let looking = false;
        const lookInFrame = () => {
          looking = false;
          if (seen || !changed(before)) return;
          seen = true;
          observer.disconnect();
          document.removeEventListener('change', look, true);
          setTimeout(() => (window.__benchTap.paintedAt = performance.now()), 0);
        };
        const look = () => {
          if (seen || looking) return;
          looking = true;
          requestAnimationFrame(lookInFrame);
        };
        const observer = new MutationObserver(look);
        document.addEventListener('change', look, true);
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      },
      scenario.before.toString(),
      scenario.changed.toString(),
    );
    const target = await browser.execute(
      new Function(
        `const el = (${scenario.tap.toString()})(); if (!el) return null; el.setAttribute('data-bench-tap', ''); return true;`,
      ),
    );
    if (!target) throw new Error(`${scenario.path}: nothing to tap`);
    await browser
      .action('pointer', { parameters: { pointerType: 'touch' } })
      .move({ origin: await browser.$('[data-bench-tap]') })
      .down()
      .up()
      .perform();
    // On the same page, the paint after the change; on a new page (a link followed before the
    // app started), that page's first paint of content.
    await browser.waitUntil(
      () =>
        browser.execute(() =>
          window.__benchTap
            ? window.__benchTap.paintedAt !== null
            : performance.getEntriesByName('first-contentful-paint').length > 0 ||
              (performance.getEntriesByType('navigation')[0]?.activationStart ?? 0) > 0,
        ),
      {
        timeout: 60_000,
        timeoutMsg: `${scenario.path}: the tap's change never came`,
      },
    );
    const tap = await browser.execute(() => {
      if (window.__benchTap) return { ...window.__benchTap, prerendered: false };
      // A page the browser prerendered was painted before the tap: it is shown at its activation
      // (the frame after it, at most ~16 ms later, is not seen from here).
      const activationStart = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        downAt: Number(sessionStorage.getItem('__benchTapDown')) - performance.timeOrigin,
        paintedAt: Math.max(fcp, activationStart),
        prerendered: activationStart > 0,
      };
    });
    await browser.pause(500);
    // The page is hidden, as when the visitor leaves: the real-user report is made.
    const reported = await browser.execute(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
      // A prerendered page did not get the catcher (it was made in another target).
      const last = window.__benchReports?.at(-1);
      return last ? (JSON.parse(last).vitals?.inp ?? null) : null;
    });
    return {
      responseMs: tap.paintedAt - tap.downAt,
      inpMs: reported,
      prerendered: tap.prerendered,
    };
  } finally {
    await browser.deleteSession();
  }
}

/** How many first taps showed a page the browser had prerendered (a link followed). */
function prerenderedNote(results) {
  const count = results.filter((result) => result.prerendered).length;
  return count > 0 ? ` | ${count}/${results.length} first taps showed a prerendered page` : '';
}

const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 8198);
  const shop = await startShop({ port, env: { RUM_SAMPLE_PERCENT: '100' } });
  try {
    console.log(
      `Phone (390 px, touch) at ${CPU_SLOWDOWN}× CPU, a tap ${READING_MS / 1000} s after the page ` +
        `went quiet; medians (p75) of ${runs} run(s)`,
    );
    for (const name of chosen) {
      const scenario = SCENARIOS[name];
      if (!scenario) throw new Error(`no scenario ${name}: ${Object.keys(SCENARIOS).join(', ')}`);
      const first = [];
      const later = [];
      for (let run = 0; run < runs; run += 1) {
        first.push(await measure(shop.baseUrl, scenario, false));
        later.push(await measure(shop.baseUrl, scenario, true));
      }
      const a = stats(first.map((r) => r.responseMs));
      const b = stats(later.map((r) => r.responseMs));
      const inpA = stats(first.map((r) => r.inpMs ?? 0));
      const inpB = stats(later.map((r) => r.inpMs ?? 0));
      console.log(
        `${name.padEnd(16)} first tap ${ms(a.median)} (${ms(a.p75)}), INP reported ${ms(inpA.median)} | ` +
          `started page ${ms(b.median)} (${ms(b.p75)}), INP reported ${ms(inpB.median)} | ` +
          `p75 ratio ${(a.p75 / Math.max(1, b.p75)).toFixed(2)} (budget: p75 ≤ 200 ms, ≤ 1.3×)` +
          prerenderedNote(first),
      );
    }
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
