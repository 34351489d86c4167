import { browser, $, $$, expect } from '@wdio/globals';
import { consoleProblems } from '../support/console';
import { customerSetup } from '../support/customer';
import { hydration } from '../support/hydration';
import { newCustomer, shop } from '../support/shop';
import { baseUrl } from '../support/server';

/** The public pages a guest can land on from a search engine or a shared link. */
const PUBLIC_PAGES = [
  '/',
  '/food-menu',
  '/meal-bundles',
  '/fixed-meal-plan',
  '/about-us',
  '/terms-and-conditions',
];

function localized(path: string, prefix: string) {
  return prefix && path === '/' ? prefix : prefix + path;
}

interface Answer {
  status: number;
  location: string | null;
  cacheControl: string | null;
  body: string;
}

/** A request as a crawler or a link preview makes it: no JavaScript, no cookies unless given. */
async function fetchPage(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(baseUrl + path, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...headers },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start === -1
    ? ''
    : html.slice(start, html.indexOf('</div><script type="application/json" id="mealprep-state"'));
}

/** A dish of the menu, as the API lists it (the HTML must carry its name). */
async function firstDishName(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/menu?page=1`, {
    headers: { accept: 'application/json' },
  });
  const body = (await response.json()) as { data: { name: string }[] };
  const name = body.data[0]?.name;
  if (!name) throw new Error('the menu lists no dish');
  return name;
}

describe('pages rendered on the server', () => {
  it('answers every public page, in both languages, with its heading and content in the HTML', async () => {
    for (const prefix of ['', '/ms-MY']) {
      for (const path of PUBLIC_PAGES) {
        const page = await fetchPage(localized(path, prefix));
        expect(page.status).toBe(200);
        expect(page.cacheControl).toBe('no-cache');
        expect(page.body).toContain(`<html lang="${prefix ? 'ms-MY' : 'en-US'}"`);
        expect(rootOf(page.body)).toMatch(/<h1[^>]*>[^<]+/);
      }
    }
    const menu = await fetchPage('/food-menu');
    expect(rootOf(menu.body)).toContain(await firstDishName());
    // What a search engine and a link preview read: the page's own head, the dishes as offers.
    expect(menu.body).toContain('<link rel="canonical" href="');
    expect(menu.body).toContain('hreflang="ms-MY"');
    expect(menu.body).toMatch(/<script type="application\/ld\+json">[^<]*"priceCurrency":"MYR"/);
  });

  it('shows the public pages with JavaScript disabled, and their links work', async () => {
    const context = await browser.getWindowHandle();
    await browser.emulationSetScriptingEnabled({ enabled: false, contexts: [context] });
    hydration.skip = true;
    try {
      for (const path of PUBLIC_PAGES) {
        await browser.url(path);
        await expect($('main h1')).toBeDisplayed();
      }
      await browser.url('/food-menu');
      const dish = await firstDishName();
      await expect($(`main*=${dish}`)).toBeDisplayed();
      // The menu's sections are links: another section opens without any script.
      const sections = await $$('nav[aria-label="Menu sections"] a');
      const other = sections[1];
      if (!other) throw new Error('the menu shows one section only');
      const section = (await other.getAttribute('href')) ?? '';
      await other.click();
      await expect(browser).toHaveUrl(expect.stringContaining(section.replace(/^\/[^?]*/, '')));
      await expect($('main h1')).toBeDisplayed();
      // A plain link: the header's "About us" opens the page without any script.
      await $('header a[href="/about-us"]').click();
      await expect(browser).toHaveUrl(`${baseUrl}/about-us`);
      await expect($('main h1')).toBeDisplayed();
    } finally {
      hydration.skip = false;
      await browser.emulationSetScriptingEnabled({ enabled: null, contexts: [context] });
    }
  });

  it('hydrates each public page with no warning or error in the console', async () => {
    const problems: string[] = [];
    for (const prefix of ['', '/ms-MY']) {
      for (const path of PUBLIC_PAGES) {
        const page = localized(path, prefix);
        const seen = await consoleProblems(async () => {
          await browser.url(page);
          await expect($('main h1')).toBeDisplayed();
        });
        problems.push(...seen.map((text) => `${page}: ${text}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('sends a guest asking for the cart to sign in, from the server', async () => {
    const page = await fetchPage('/cart');
    expect(page.status).toBe(302);
    expect(page.location).toBe('/auth/login?redirect=%2Fcart');
    const malay = await fetchPage('/ms-MY/cart');
    expect(malay.status).toBe(302);
    expect(malay.location).toBe('/ms-MY/auth/login?redirect=%2Fms-MY%2Fcart');
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const page = await fetchPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(rootOf(page.body)).toMatch(/<h1[^>]*>/);
    await browser.url('/no-such-page');
    await expect($('main h1')).toBeDisplayed();
  });

  it('renders a customer’s own page for them alone, their name as text', async () => {
    const customer = { ...newCustomer(), first_name: '</script><script>alert(1)</script>' };
    const register = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl },
      body: JSON.stringify(customer),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    const own = await fetchPage('/account/profile', { cookie });
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe('private, no-store');
    expect(own.body).not.toContain('<script>alert(1)');
    expect(own.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');

    // The same address without the session: the sign-in redirect, nothing of theirs.
    const guest = await fetchPage('/account/profile');
    expect(guest.status).toBe(302);
    expect(guest.body).not.toContain('alert(1)');
    for (const path of PUBLIC_PAGES) {
      expect((await fetchPage(path)).body).not.toContain(customer.email);
    }
  });

  it('starts the app on a visitor’s intent, and adds what they chose before it was there', async () => {
    // A page with nothing that needs the app at once (§2.4): a guest's, then a customer's.
    await browser.deleteCookies();
    // A reader: no key, no pointer (browser.url below does not show intent, unlike the helper),
    // on a slow phone's processor, so the start takes long enough for them to act before it ends.
    hydration.skip = true;
    await browser.sendCommand('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      await browser.url('/food-menu');
      const card = $('main article');
      await expect(card).toBeDisplayed();
      await browser.pause(1500);
      expect(
        await browser.execute(() => document.documentElement.dataset.hydrated ?? 'not started'),
      ).toBe('not started');
      // Not even the app's entry has run: the page's first script (the starter) carries no
      // federation runtime, so a reader pays for none of it (docs/architecture.md §2.4).
      expect(
        await browser.execute(() => ({
          entry: document.querySelector('script[src*="/main."]') !== null,
          federation: '__FEDERATION__' in globalThis,
        })),
      ).toEqual({ entry: false, federation: false });
      // Signed in, the same page starts on intent too: at 6× CPU the start takes seconds, and
      // what the customer does meanwhile is held and done once the app is there.
      await customerSetup.register();
      await browser.url('/food-menu');
      await expect(card).toBeDisplayed();
      // The visitor picks the large size and three portions, and adds them at once: the app
      // starts at the first touch; what it could not do yet is done once it is there.
      const name = await card.$('h2').getText();
      await card.$('label*=Large').click();
      const quantity = await card.$('input[type="number"]');
      // As a person replaces it: into the field, select what is there, type the new number.
      await quantity.click();
      await browser.keys(['Control', 'a']);
      await browser.keys('3');
      await card.$('button*=Add to cart').click();
      const lines = async () => {
        const cart = (await shop.api('GET', '/api/v1/cart/index')).body as {
          data: { items: { name: string; size: string; quantity: number }[] };
        };
        return cart.data.items.map((item) => [item.name, item.size, item.quantity]);
      };
      await browser.waitUntil(async () => (await lines()).length > 0, {
        timeout: 20_000,
        timeoutMsg: 'nothing was added to the cart',
      });
      expect(await lines()).toEqual([[name, 'L', 3]]);
      expect(await quantity.getValue()).toBe('3');
    } finally {
      hydration.skip = false;
      await browser.sendCommand('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  it('shows the price of the size a visitor picks by the page alone, before any app', async () => {
    await browser.deleteCookies();
    hydration.skip = true;
    try {
      await browser.url('/food-menu');
      const card = $('main article');
      await expect(card).toBeDisplayed();
      // No app to start: what follows is the server's HTML and its CSS alone.
      await browser.execute(() => document.getElementById('mealprep-app')?.remove());
      const price = (size: string) => card.$(`p [data-size="${size}"]`);
      const label = (size: string) => card.$(`div[data-size="${size}"] table`);
      await expect(price('S')).toBeDisplayed();
      await expect(price('L')).not.toBeDisplayed();
      await card.$('label*=Large').click();
      await expect(price('L')).toBeDisplayed();
      await expect(price('S')).not.toBeDisplayed();
      await expect(label('L')).toBeDisplayed();
      await expect(label('S')).not.toBeDisplayed();
      expect(
        await browser.execute(() => document.documentElement.dataset.hydrated ?? 'not started'),
      ).toBe('not started');
    } finally {
      hydration.skip = false;
    }
  });

  it('renders a customer’s cart and checkout on the server, and hydrates them cleanly', async () => {
    // In English: the pages above left the language chosen by the Malay ones in a cookie.
    await browser.deleteCookies('locale');
    await browser.url('/');
    await customerSetup.register();
    await customerSetup.addDish();
    await customerSetup.addAddress();
    const cookie = (await browser.getCookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');

    const cart = await fetchPage('/cart', { cookie });
    expect(cart.status).toBe(200);
    expect(cart.cacheControl).toBe('private, no-store');
    expect(rootOf(cart.body)).toContain(await firstDishName());
    const checkout = await fetchPage('/checkout', { cookie });
    expect(checkout.status).toBe(200);
    expect(checkout.cacheControl).toBe('private, no-store');
    // The form itself, with the saved address chosen; not the skeleton of a page left to the browser.
    expect(rootOf(checkout.body)).toMatch(/<h1[^>]*>Checkout</);
    expect(rootOf(checkout.body)).toContain('Jalan Telawi 3');
    for (const page of [cart, checkout])
      expect(rootOf(page.body)).not.toContain('data-page-skeleton');

    const problems = await consoleProblems(async () => {
      for (const path of ['/cart', '/checkout']) {
        await browser.url(path);
        await expect($('main h1')).toBeDisplayed();
      }
      await browser.pause(500);
    });
    expect(problems).toEqual([]);
  });
});
