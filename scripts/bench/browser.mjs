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

/**
 * Answers both questionnaires for the signed-in customer and waits until their meal plan is ready
 * (up to 30 s); null when it worked, else what failed.
 */
export async function answerAndMakePlan(browser) {
  await browser.setTimeout({ script: 60_000 });
  return browser.executeAsync((done) => {
    const call = async (method, path, body) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    (async () => {
      const byName = {};
      for (const path of ['essentials', 'meal_prefences']) {
        const answer = await call('GET', `/api/v1/user_preferences/questions/${path}`);
        for (const question of answer.data) byName[question.question_type.name] = question;
      }
      const option = (question, code) =>
        byName[question].options.find((entry) => entry.code === code);
      await call('POST', '/api/v1/user_preferences/questions/essentials', {
        activity_level_id: option('activity_level', 'moderately_active').id,
        goal_id: option('goal', 'lean_mass_gain').id,
        goal_description: '',
        body_type_id: option('body_type', 'mesomorph').id,
        height: 165,
        weight: 60,
        meal_count_id: option('meal_count', 'meals_3').id,
        meal_day_id: option('meal_day', 'days_5').id,
        allergies: [],
        supplements: [],
        home_meal: null,
        custom_macros: null,
      });
      await call('POST', '/api/v1/user_preferences/questions/meal_prefences', {
        oil: 'normal_oil',
        recipe_ids: [
          option('protein', 'chicken').recipe_id,
          option('protein', 'seafood').recipe_id,
          option('carbohydrate', 'rice').recipe_id,
          option('vegetable', 'broccoli').recipe_id,
        ],
        none: ['garnish', 'sauce'],
        seasoning_id: option('seasoning', 'less_salt').id,
        spice_id: option('spices', 'less_spicy').id,
      });
      await call('POST', '/api/v1/user_personalized_meal/generate', {});
      for (let i = 0; i < 60; i += 1) {
        const current = await call('GET', '/api/v1/user_personalized_meal/plan');
        if (current.data?.status === 'ready') return null;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return 'the meal plan was not ready within 30 s';
    })().then(done, (error) => done(String(error)));
  });
}
