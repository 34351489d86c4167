// `npm run bench:requests`: the data layer's request budgets, counted in Chromium
// against the built shop on a fresh embedded database:
//  - clicking "Add to cart" on the food menu until the header's count says so: 1 request;
//  - opening /checkout from the cart (a warm store) until the price summary shows: the quote only;
//  - for comparison, a reload of /checkout (no budget).
// Prints each API request of both windows. Port: BENCH_PORT (default 8311).
import { startShop } from '../shop.mjs';
import { openBrowser, waitForQuiet } from './browser.mjs';

/** API requests (method unknown to Resource Timing: the path and query) since the last clear. */
async function apiRequests(browser) {
  return browser.execute(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/api/'))
      .map((url) => url.pathname + url.search),
  );
}

async function clearRequests(browser) {
  await browser.execute(() => performance.clearResourceTimings());
}

async function register(browser) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const status = await browser.execute(async (email) => {
    const response = await fetch('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        email,
        password: 'Sedap-Makan-2026',
        password_confirmation: 'Sedap-Makan-2026',
        first_name: 'Nur',
        last_name: 'Aisyah',
        phone_no: '0123456789',
        date_of_birth: '1995-03-14',
        gender: 'F',
        country_code: 'MY',
      }),
    });
    return response.status;
  }, `requests.${stamp}@example.my`);
  if (status !== 201) throw new Error(`registration answered ${status}`);
}

async function addToCart(browser, baseUrl) {
  await browser.url(`${baseUrl}/food-menu`);
  const button = await browser.$('main').$('button=Add to cart');
  await button.waitForDisplayed({ timeout: 20_000 });
  await browser.$('header').$('a[aria-label="Cart, empty"]').waitForDisplayed();
  await waitForQuiet(browser);
  await clearRequests(browser);
  await button.click();
  await browser.$('header').$('a[aria-label="Cart, 1 item"]').waitForDisplayed();
  await waitForQuiet(browser);
  return apiRequests(browser);
}

async function openCheckout(browser, baseUrl) {
  await browser.url(`${baseUrl}/cart`);
  const proceed = await browser.$('main').$('a=Proceed to checkout');
  await proceed.waitForDisplayed({ timeout: 20_000 });
  await waitForQuiet(browser);
  await clearRequests(browser);
  await proceed.click();
  await browser.$('main').$('dt=Total').waitForExist({ timeout: 20_000 });
  await waitForQuiet(browser);
  return apiRequests(browser);
}

/** For comparison: a reload of /checkout (cold store) until the price summary shows. */
async function reloadCheckout(browser, baseUrl) {
  await browser.url(`${baseUrl}/checkout`);
  await browser.$('main').$('dt=Total').waitForExist({ timeout: 20_000 });
  await waitForQuiet(browser);
  return apiRequests(browser);
}

function print(title, budget, requests) {
  const verdict = budget === null ? 'no budget' : requests.length <= budget ? 'within' : 'OVER';
  console.log(`${title}: ${requests.length} request(s) (budget ${budget ?? '-'}, ${verdict})`);
  for (const request of requests) console.log(`  ${request}`);
}

const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 8311) });
const browser = await openBrowser();
try {
  await browser.url(`${shop.baseUrl}/auth/register`);
  await register(browser);
  print('Add to cart → header count', 1, await addToCart(browser, shop.baseUrl));
  print(
    'Cart → /checkout price summary (warm store)',
    1,
    await openCheckout(browser, shop.baseUrl),
  );
  print(
    'Reload /checkout → price summary (cold store)',
    null,
    await reloadCheckout(browser, shop.baseUrl),
  );
} finally {
  await browser.deleteSession();
  await shop.stop();
}
