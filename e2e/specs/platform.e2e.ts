import { browser, $, expect } from '@wdio/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, repoRoot } from '../support/server';
import { newCustomer, shop } from '../support/shop';

/** Each route's page title in English, as its remote's catalogue gives it. */
const publicRoutes: Array<[path: string, title: string]> = [
  ['/', 'Healthy meals, planned for you'],
  ['/about-us', 'About us'],
  ['/food-menu', 'Food menu'],
  ['/fixed-meal-plan', 'Fixed meal plan'],
  ['/meal-bundles', 'Meal bundles'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/test', 'Catalogue health'],
  // Neither page claims an outcome it cannot read (a guest, or another customer's payment).
  ['/payment/41/success', 'Checking your payment'],
  ['/payment/41/failed', 'Checking your payment'],
  ['/auth/login', 'Log in'],
  ['/auth/register', 'Create an account'],
  ['/auth/forgot-password', 'Forgot your password?'],
  ['/auth/reset-password', 'Set a new password'],
  ['/admin/login', 'Admin log in'],
];

const customerRoutes: Array<[path: string, title: string]> = [
  ['/account', 'Dashboard'],
  ['/account/address', 'My addresses'],
  ['/account/my-order', 'My orders'],
  ['/account/my-order/7', 'Order 7'],
  ['/account/my-order/7/summary', 'Summary of order 7'],
  ['/account/points', 'My points'],
  ['/account/preferences', 'Meal preferences'],
  ['/account/profile', 'My profile'],
  ['/account/user-preferences/essentials', 'About you'],
  ['/account/user-preferences/meal', 'Meal preferences'],
  ['/cart', 'Your cart'],
];

/** Routes whose guard sends a new customer elsewhere: [path, where to, that page's title]. */
const guardedRedirects: Array<[path: string, to: string, title: string]> = [
  ['/account/user-preferences/summary', '/account/user-preferences/essentials', 'About you'],
  ['/account/user-preferences/edit-summary', '/account/user-preferences/essentials', 'About you'],
  ['/account/user-preferences/loading', '/account/user-preferences/essentials', 'About you'],
  ['/checkout', '/cart', 'Your cart'],
];

const adminRoutes: Array<[path: string, title: string]> = [
  ['/admin/logs', 'Error logs'],
  ['/admin/logs/3', 'Log entry 3'],
  ['/admin/releases', 'Releases'],
];

describe('platform', () => {
  afterEach(async () => {
    await browser.deleteAllCookies();
  });

  it('shows the header and the footer with the current year', async () => {
    await shop.open('/');
    await expect(shop.header()).toBeDisplayed();
    await expect($('header').$('a=About us')).toBeDisplayed();
    await expect($('header').$('a=Log in')).toBeDisplayed();
    await expect(shop.footer()).toHaveText(
      expect.stringContaining(`© ${new Date().getFullYear()} MealPrep MY`),
    );
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/home.png'));
  });

  it('renders every public and guest-only route inside its remote', async () => {
    for (const [path, title] of publicRoutes) {
      await shop.open(path);
      expect(await shop.heading()).toBe(title);
      await shop.expectNoFallback();
      expect(await shop.pathname()).toBe(path);
    }
  });

  it('renders every customer route for a signed-in customer, and guards the rest', async () => {
    await shop.open('/auth/register');
    const registered = await shop.api('POST', '/api/v1/auth/register', newCustomer());
    expect(registered.status).toBe(201);
    for (const [path, title] of customerRoutes) {
      await shop.open(path);
      expect(await shop.heading()).toBe(title);
      expect(await shop.pathname()).toBe(path);
    }
    for (const [path, to, title] of guardedRedirects) {
      await shop.open(path);
      await browser.waitUntil(async () => (await shop.pathname()) === to);
      await shop.waitForPage();
      expect(await shop.heading()).toBe(title);
    }
  });

  it('sends a guest from the account area to log in, and back after signing in', async () => {
    await shop.open('/account/points');
    await browser.waitUntil(async () => (await shop.pathname()) === '/auth/login');
    expect(await browser.getUrl()).toContain(`redirect=${encodeURIComponent('/account/points')}`);
  });

  it('renders the admin routes for an admin and refuses a customer', async () => {
    await shop.open('/admin/login');
    const login = await shop.api('POST', '/api/v1/admin/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    for (const [path, title] of adminRoutes) {
      await shop.open(path);
      expect(await shop.heading()).toBe(title);
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    await shop.open('/no-such-page');
    expect(await shop.heading()).toBe('Uh-oh!');
    await expect($('main')).toHaveText(expect.stringContaining("We can't find that page."));
    await expect($('main')).toHaveText(expect.stringContaining('Page not found: /no-such-page'));
    await $('main').$('a=Go Back Home').click();
    await browser.waitUntil(async () => (await shop.pathname()) === '/');
  });

  it('switches to Bahasa Malaysia: header text, <html lang> and the URL prefix', async () => {
    await shop.open('/food-menu');
    await $('header').$('aria/Language').selectByVisibleText('Bahasa Malaysia');
    await browser.waitUntil(async () => (await shop.pathname()) === '/ms-MY/food-menu');
    await shop.waitForPage();
    expect(await browser.execute(() => document.documentElement.lang)).toBe('ms-MY');
    await expect($('header').$('a=Tentang kami')).toBeDisplayed();
    expect(await shop.heading()).toBe('Menu makanan');
    const cookie = await browser.getCookies(['locale']);
    expect(cookie[0]?.value).toBe('ms-MY');
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots/food-menu-ms.png'));
  });

  it('loads exactly one copy of react-dom while visiting a route of every remote', async () => {
    await shop.open('/auth/register');
    await shop.api('POST', '/api/v1/auth/register', newCustomer());
    await shop.open('/terms-and-conditions');
    for (const path of [
      '/account/profile',
      '/account/user-preferences/essentials',
      '/cart',
      '/admin/login',
    ]) {
      await shop.navigateInApp(path);
    }
    const scripts = await browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    );
    const remotes = new Set(
      scripts.map((p) => p.match(/^\/remotes\/([^/]+)\//)?.[1]).filter(Boolean),
    );
    expect([...remotes].sort()).toEqual([
      'account',
      'admin',
      'catalog',
      'checkout',
      'questionnaire',
    ]);
    const withReactDom = scripts.filter((path) => {
      const remote = path.match(/^\/remotes\/([^/]+)\/[^/]+\/(.+)$/);
      const file = remote
        ? join(repoRoot, `mfe-${remote[1]}`, 'dist', remote[2]!)
        : join(repoRoot, 'shell/dist', path.slice(1));
      // A marker only react-dom's client carries (its container key prefix).
      return readFileSync(file, 'utf8').includes('__reactContainer$');
    });
    expect(withReactDom).toHaveLength(1);
  });
});
